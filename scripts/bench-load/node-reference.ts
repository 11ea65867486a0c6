import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../support/run-server.ts";

/** A page as the site answered a request with no cookie and no Accept-Encoding. */
export interface CapturedPage {
  body: Buffer;
  /** Name/value pairs, flattened as `writeHead` takes them, without the per-connection ones. */
  headers: string[];
}

/** node:http adds these itself, per connection and per answer. */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** One GET as wrk sends it: no cookie, no Accept-Encoding, so the bytes are the plain page. */
export function capturePage(origin: string, path: string): Promise<CapturedPage> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!PER_ANSWER.has(name.toLowerCase())) headers.push(name, res.rawHeaders[i + 1]!);
        }
        if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
        else resolve({ body: Buffer.concat(chunks), headers });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The same bytes and headers served by node:http and nothing else
 * (`node-reference-server.ts`: a Map, `writeHead` and `end`), on the same Node.js and V8 flags
 * as the site. It is the ceiling of any server written on node:http on this machine, so
 * each page cell shows how much of the distance to nginx is ours and how much is the platform's
 * (docs/decisions/100).
 */
export async function startNodeReference(
  port: number,
  pages: Record<string, CapturedPage>,
): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-node-"));
  const manifest = Object.fromEntries(
    Object.entries(pages).map(([path, page]) => [
      path,
      { headers: page.headers, body: page.body.toString("base64") },
    ]),
  );
  const manifestFile = join(dir, "pages.json");
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const server = fileURLToPath(new URL("./node-reference-server.ts", import.meta.url));
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, server, manifestFile, String(port)],
    { stdio: "inherit" },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    const ready = await capturePage(url, Object.keys(pages)[0]!).then(
      () => true,
      () => false,
    );
    if (ready) {
      // The reference must answer the very bytes the site did, or its figure means nothing.
      for (const [path, page] of Object.entries(pages)) {
        const served = await capturePage(url, path);
        if (!served.body.equals(page.body)) {
          stop();
          throw new Error(`the node:http reference answered ${path} with other bytes`);
        }
      }
      return { url, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error("the node:http reference did not start");
}
