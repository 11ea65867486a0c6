/**
 * A small browser stand-in for API tests: it keeps cookies (XSRF-TOKEN, sid)
 * between requests, echoes the CSRF token on unsafe methods as the site's HTTP
 * client does, and sends every request from its own
 * client address so rate limits of one test never reach another.
 */

// Bodies are asserted on field by field; a loose type keeps the tests readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON (problem+json included), else the text. */
  body: T;
  text: string;
}

export interface RequestOptions {
  /** Sent as a JSON body with `Content-Type: application/json`. */
  json?: unknown;
  /** A raw body, for malformed or non-JSON payloads, or a multipart form. */
  body?: string | FormData;
  headers?: Record<string, string>;
  /** Set to false to leave out the X-XSRF-TOKEN header on unsafe methods. */
  csrf?: boolean;
}

export interface RequestTarget {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

export const ADMIN = { email: "admin@example.com", password: "correct horse battery staple" };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export class TestClient {
  readonly cookies = new Map<string, string>();

  private readonly target: RequestTarget;
  readonly address: string;

  constructor(target: RequestTarget, address: string) {
    this.target = target;
    this.address = address;
  }

  async request<T = Json>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers = new Headers(options.headers);
    headers.set("x-test-client-address", this.address);
    if (!SAFE_METHODS.has(method) && options.csrf !== false && !headers.has("x-xsrf-token")) {
      headers.set("X-XSRF-TOKEN", await this.csrfToken());
    }
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has("content-type")) headers.set("Content-Type", "application/json");
    }
    if (this.cookies.size > 0 && !headers.has("cookie")) headers.set("Cookie", this.cookieHeader());
    const response = await this.target.request(path, { method, headers, body });
    this.remember(response.headers);
    const text = await response.text();
    const type = response.headers.get("content-type") ?? "";
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: /json/.test(type) && text ? JSON.parse(text) : text,
    };
  }

  /** A GET whose body is kept as bytes (a downloaded file). */
  async download(path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const headers = new Headers({ "x-test-client-address": this.address });
    if (this.cookies.size > 0) headers.set("Cookie", this.cookieHeader());
    const response = await this.target.request(path, { method: "GET", headers });
    this.remember(response.headers);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes };
  }

  get<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>("GET", path, options);
  }
  post<T = Json>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>("POST", path, { json, ...options });
  }
  put<T = Json>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>("PUT", path, { json, ...options });
  }
  patch<T = Json>(path: string, json?: unknown, options?: RequestOptions) {
    return this.request<T>("PATCH", path, { json, ...options });
  }
  delete<T = Json>(path: string, options?: RequestOptions) {
    return this.request<T>("DELETE", path, options);
  }

  /** The XSRF-TOKEN cookie's value; fetched through GET /api/admin/check-auth when missing. */
  async csrfToken(): Promise<string> {
    if (!this.cookies.has("XSRF-TOKEN")) await this.get("/api/admin/check-auth");
    const token = this.cookies.get("XSRF-TOKEN");
    if (!token) throw new Error("GET /api/admin/check-auth did not set the XSRF-TOKEN cookie");
    return token;
  }

  async login(email = ADMIN.email, password = ADMIN.password) {
    return this.post("/api/admin/login", { email, password });
  }

  /** Signs in and fails loudly when that does not work, for test set-up. */
  async signIn(): Promise<this> {
    const response = await this.login();
    if (response.status !== 200)
      throw new Error(`Sign-in failed: ${response.status} ${response.text}`);
    return this;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private remember(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The Set-Cookie line that sets `name`, or undefined when the answer does not set it. */
export function setCookieLine(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}
