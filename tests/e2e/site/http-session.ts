import { request as httpRequest } from "node:http";
import { E2E_ADMIN } from "../../../playwright.config.ts";

export interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A minimal browser stand-in over node:http with a connection per request, so the requests
 * to a server with several workers are spread over them as a browser's would be. It keeps its
 * cookies and sends the CSRF header from the current `XSRF-TOKEN` cookie on writes.
 */
export class HttpSession {
  readonly cookies = new Map<string, string>();
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  get(path: string): Promise<Answer> {
    return this.send("GET", path);
  }

  async send(method: string, path: string, json?: unknown): Promise<Answer> {
    const url = new URL(path, this.baseUrl);
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (method !== "GET") headers["x-xsrf-token"] = this.cookies.get("XSRF-TOKEN") ?? "";
    if (body) headers["content-type"] = "application/json";
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          for (const line of [res.headers["set-cookie"] ?? []].flat()) {
            const [pair] = line.split(";");
            const at = pair!.indexOf("=");
            const name = pair!.slice(0, at).trim();
            const value = pair!.slice(at + 1).trim();
            if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            headers: res.headers,
          });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  /** Signs in as the e2e owner, as the back office's login form does. */
  async signIn(): Promise<this> {
    await this.get("/api/admin/check-auth");
    const login = await this.send("POST", "/api/admin/login", E2E_ADMIN);
    if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status} ${login.text}`);
    return this;
  }
}
