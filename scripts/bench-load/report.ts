import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import type { ServerPostTiming } from "./server-timing.ts";
import type { LoadFigures } from "./wrk.ts";

/** `npm run bench:load`'s figures, and docs/performance-load.md written from them. */
export interface PathResult {
  path: string;
  connections: number;
  ours: LoadFigures;
  /** The same bytes and headers from node:http and nothing else (node-reference.ts). */
  node?: LoadFigures;
  nginx?: LoadFigures;
}

export interface DatabaseResult {
  dialect: string;
  paths: PathResult[];
  posts: { connections: number; figures: LoadFigures }[];
  mixed: MixedRun[];
  /** The mixed run started as soon as the server answered /healthz, before any other. */
  first?: MixedRun;
}

export interface MixedRun {
  figures: LoadFigures;
  created: number;
  stored: number;
  /** The server's own timing of the run's posts (server-timing.ts). */
  server: ServerPostTiming;
}

/** Each figure the median of the rounds' (rounds are odd: a measured value, not a mean). */
export function median(runs: LoadFigures[]): LoadFigures {
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    requestsPerSecond: middle(runs.map((run) => run.requestsPerSecond)),
    p50Ms: middle(runs.map((run) => run.p50Ms)),
    p99Ms: middle(runs.map((run) => run.p99Ms)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    extra: {},
  };
}

export const REPORT = "docs/performance-load.md";

const MIXED_HEAD =
  "| Run | req/s | p50 | p99 | Posts' p99 in the server | Posts over 1 s there | Errors | 201s | Stored | Lost |";
const MIXED_RULE = "| --- | ----- | --- | --- | --- | --- | ------ | ---- | ------ | ---- |";

function serverP99({ p99UpToMs, lastBoundMs }: ServerPostTiming): string {
  if (Number.isNaN(p99UpToMs)) return "–";
  return Number.isFinite(p99UpToMs) ? `≤ ${p99UpToMs} ms` : `over ${lastBoundMs} ms`;
}

/** The hand-written "Reading" section of the last report, kept under the new figures. */
export function keptReading(): string {
  const previous = existsSync(REPORT) ? readFileSync(REPORT, "utf8") : "";
  const at = previous.indexOf("\n## Reading\n");
  return at < 0 ? "" : previous.slice(at);
}

/** How the figures were taken, as the report states it. */
export interface ReportSettings {
  workers: string;
  rounds: number;
  seconds: number;
  mixedSeconds: number;
  firstSeconds: number;
}

export function report(results: DatabaseResult[], settings: ReportSettings): string {
  const {
    workers: WORKERS,
    rounds: ROUNDS,
    seconds: SECONDS,
    mixedSeconds: MIXED_SECONDS,
    firstSeconds: FIRST_SECONDS,
  } = settings;
  const f = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
  const lines = [
    "# Load: the site beside nginx",
    "",
    "Written by `npm run bench:load` (docs/decisions/061, 073, 075, 076, 077, 100, 103 and 106): the production",
    `server (\`WEB_CONCURRENCY=${WORKERS}\`) under wrk with one thread, beside nginx (one worker)`,
    "serving the very same bytes from disk, on this machine, the client on the same machine.",
    "Requests carry no Accept-Encoding, so both send the same uncompressed bytes. A third",
    "server, node:http alone, answers the same bytes with the same headers from a Map and does",
    "nothing else: the most any server answering through Node.js's HTTP module can do here. The",
    "site answers cached pages on the socket, before that module (docs/decisions/103), so it can",
    "pass it.",
    "",
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB; ${new Date().toISOString().slice(0, 10)}; ${ROUNDS} rounds of ${SECONDS} s per cell, the site, node:http alone and nginx in turn, each side's median (rate, p50 and p99 each the median of their rounds); load average ${loadavg()[0]?.toFixed(1)} when the report was written.`,
    "",
  ];
  for (const result of results) {
    lines.push(`## ${result.dialect}`, "");
    lines.push(
      "| Path | Connections | This site (req/s) | node:http alone | nginx | Site ÷ nginx | node:http ÷ nginx | Site ÷ node:http | p50 | p99 | node:http p99 | nginx p99 |",
    );
    lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|");
    const rate = (figures?: LoadFigures) => figures?.requestsPerSecond ?? NaN;
    for (const row of result.paths) {
      lines.push(
        `| \`${row.path}\` | ${row.connections} | ${f(rate(row.ours))} | ${f(rate(row.node))} | ${f(rate(row.nginx))} | ${f(rate(row.ours) / rate(row.nginx), 2)} | ${f(rate(row.node) / rate(row.nginx), 2)} | ${f(rate(row.ours) / rate(row.node), 2)} | ${f(row.ours.p50Ms, 2)} ms | ${f(row.ours.p99Ms, 2)} ms | ${f(row.node?.p99Ms ?? NaN, 2)} ms | ${f(row.nginx?.p99Ms ?? NaN, 2)} ms |`,
      );
    }
    for (const post of result.posts) {
      lines.push(
        `| \`POST /api/contacts\` | ${post.connections} | ${f(post.figures.requestsPerSecond)} | n/a | n/a | | | | ${f(post.figures.p50Ms, 2)} ms | ${f(post.figures.p99Ms, 2)} ms | | |`,
      );
    }
    if (result.mixed.length === 0) continue;
    const p99s = result.mixed.map((run) => run.figures.p99Ms);
    const row = ({ figures, created, stored, server }: MixedRun, label: string) =>
      `| ${label} | ${f(figures.requestsPerSecond)} | ${f(figures.p50Ms, 2)} ms | ${f(figures.p99Ms, 2)} ms | ${serverP99(server)} | ${server.overOneSecond} | ${figures.errors} | ${created} | ${stored} | **${Math.max(0, created - stored)}** |`;
    const first = result.first
      ? [
          "",
          `The first minute: a mixed run of ${FIRST_SECONDS} s started the moment the server first answered \`/healthz\` (migrations run, connections open, public pages warmed before the port opened), before any other request, on a server and database of its own (the e-mails its posts queue would still be going out during the page cells): p99 **${f(result.first.figures.p99Ms, 2)} ms**, against the later runs' median p99 below.`,
          "",
          MIXED_HEAD,
          MIXED_RULE,
          row(result.first, "First, right after the start"),
        ]
      : [];
    lines.push(...first);
    lines.push(
      "",
      `Later mixed runs, 200 connections, ${MIXED_SECONDS} s each (\`/\`, a category page and \`/api/products\` in turn, one contact POST in ten); median p99 **${f(median(result.mixed.map((run) => run.figures)).p99Ms, 2)} ms** (${p99s.map((p) => f(p, 2)).join(", ")}):`,
      "",
      MIXED_HEAD,
      MIXED_RULE,
      ...result.mixed.map((run, i) => row(run, `${i + 1}`)),
      "",
      "Lost: acknowledged with 201 but not stored. More stored than acknowledged are posts still in flight when wrk stopped reading: stored, never answered to it.",
      "",
      "Posts' p99 in the server, and posts over 1 s there: the server's own timing of its 201 answers (`/metrics`, from the app's first middleware to the end of the handler), as the bound of the histogram bucket that holds the 99th percentile. What wrk's p99 has beyond it is time before the server reads a request or after it has written the answer. Cached pages are answered before that timer.",
      "",
    );
  }
  return `${lines.join("\n")}\n`;
}
