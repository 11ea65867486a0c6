import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors plus answers outside 2xx/3xx. */
  errors: number;
  /** Lines the Lua `done` hook printed (counts of created submissions). */
  extra: Record<string, number>;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return { us: n / 1000, ms: n, s: n * 1000, m: n * 60_000 }[match[2] as "ms"];
}

/** Runs wrk (one thread, as the reference figures did) and reads its report. */
export function wrk(
  url: string,
  connections: number,
  seconds: number,
  script?: string,
): LoadFigures {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "10s"];
  if (script) {
    const dir = mkdtempSync(join(tmpdir(), "bench-load-lua-"));
    const file = join(dir, "script.lua");
    writeFileSync(file, script);
    args.push("-s", file);
  }
  const result = spawnSync("wrk", [...args, url], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
  const out = result.stdout;
  const number = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const extra: Record<string, number> = {};
  for (const [, name, value] of out.matchAll(/^extra (\w+) (\d+)$/gm)) extra[name!] = Number(value);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: toMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ""),
    p99Ms: toMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ""),
    requests: number(/(\d+) requests in/),
    errors: socketErrors + number(/Non-2xx or 3xx responses: (\d+)/),
    extra,
  };
}

/** A Lua script for wrk: POST JSON with the CSRF pair. */
export function postScript(path: string, body: string, token: string): string {
  return `
wrk.method = "POST"
wrk.path = "${path}"
wrk.body = [[${body}]]
wrk.headers["Content-Type"] = "application/json"
wrk.headers["X-XSRF-TOKEN"] = "${token}"
wrk.headers["Cookie"] = "XSRF-TOKEN=${token}"
`;
}

/**
 * The mixed run: pages, the catalogue API and contact posts in turn (one post in ten), with
 * the count of 201 answers, to compare with the rows stored afterwards.
 */
export function mixedScript(paths: string[], body: string, token: string): string {
  return `
local paths = { ${paths.map((p) => `"${p}"`).join(", ")} }
local n = 0
created = 0
local threads = {}
function setup(thread) table.insert(threads, thread) end
function request()
  n = n + 1
  if n % 10 == 0 then
    return wrk.format("POST", "/api/contacts", {
      ["Content-Type"] = "application/json",
      ["X-XSRF-TOKEN"] = "${token}",
      ["Cookie"] = "XSRF-TOKEN=${token}",
    }, [[${body}]])
  end
  return wrk.format("GET", paths[(n % #paths) + 1])
end
function response(status, headers, body)
  if status == 201 then created = created + 1 end
end
function done(summary, latency, requests)
  local total = 0
  for _, t in ipairs(threads) do total = total + t:get("created") end
  io.write("extra created " .. total .. "\\n")
end
`;
}
