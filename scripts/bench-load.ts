/**
 * `npm run bench:load`: the production server under wrk, beside nginx serving the
 * very same bytes from disk, on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on
 * PostgreSQL. Writes docs/performance-load.md. It measures; it asserts nothing.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNginx } from "./bench-load/nginx.ts";
import { capturePage, startNodeReference, type CapturedPage } from "./bench-load/node-reference.ts";
import {
  keptReading,
  median,
  report,
  REPORT,
  type DatabaseResult,
  type MixedRun,
} from "./bench-load/report.ts";
import { parsePostBuckets, postTiming, type Buckets } from "./bench-load/server-timing.ts";
import { mixedScript, postScript, wrk } from "./bench-load/wrk.ts";
import { csrfToken } from "./support/admin-sign-in.ts";
import { buildForBench, startLoadServer } from "./support/bench-server.ts";
import { ensureTools } from "./support/ensure-tools.ts";
import { createPostgresDatabase, createSqliteDatabase } from "../tests/support/databases.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4710);
const NGINX_PORT = PORT + 1;
const NODE_PORT = PORT + 2;
const BUILD_DIR = process.env.BUILD_DIR || "build-bench";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * Rounds per cell, the site, node:http alone and nginx in turn: the median of each side is
 * reported, so a few seconds of noise from the machine (two cores shared by wrk, nginx, the
 * server and the database) tilt no side.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/** The first mixed run starts as soon as the server answers /healthz: the first minute. */
const FIRST_SECONDS = Number(process.env.BENCH_FIRST_SECONDS ?? MIXED_SECONDS);
/** Mixed runs per database: each reported, and the median of their p99. */
const MIXED_RUNS = Number(process.env.BENCH_MIXED_RUNS ?? 3);
const CONNECTIONS = [50, 100, 200];
/** For a probe: `BENCH_PARTS=mixed BENCH_DIALECTS=postgres` measures only that (no report). */
const PARTS = new Set((process.env.BENCH_PARTS ?? "pages,posts,mixed").split(","));
const DIALECTS = new Set((process.env.BENCH_DIALECTS ?? "sqlite,postgres").split(","));
const PARTIAL = PARTS.size < 3 || DIALECTS.size < 2;
/** The mixed run's paths in turn, and the page cells'. */
const PATHS = ["/", "/products/prod-001", "/api/products"];
/** The page cells also time a catalogue item's page (one of the seeded category's items). */
const PAGE_PATHS = [...PATHS, "/products/prod-001/ac-induction-motors"];
const ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password-123" };
const CONTACT = JSON.stringify({
  name: "Load Test",
  email: "load.test@example.com",
  phone: "+91 98250 12345",
  subject: "Load test",
  message: "A submission sent by npm run bench:load.",
});

const origin = `http://127.0.0.1:${PORT}`;
/** WEB_CONCURRENCY of the measured server: `BENCH_WORKERS`, one process unless set. */
const WORKERS = process.env.BENCH_WORKERS ?? "1";

/** A fresh connection each time: right after a load run, a kept-alive socket may be closing. */
async function get(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, { ...init, keepalive: false });
    } catch (error) {
      if (attempt === 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Contact submissions stored, as the back office counts them. */
async function storedContacts(token: string): Promise<number> {
  const headers = { "Content-Type": "application/json", "X-XSRF-TOKEN": token };
  const login = await get(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { ...headers, Cookie: `XSRF-TOKEN=${token}` },
    body: JSON.stringify(ADMIN),
  });
  const sid = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0];
  const list = await get(`${origin}/api/contacts?limit=1`, {
    headers: { Cookie: `${sid}; XSRF-TOKEN=${token}` },
  });
  return Number(list.headers.get("x-total-count"));
}

/** The server's histogram of its contact posts (server-timing.ts). */
async function postBuckets(): Promise<Buckets> {
  const response = await get(`${origin}/metrics`);
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  return parsePostBuckets(await response.text());
}

/** One mixed run of 200 connections, with the submissions it stored. */
async function mixedRun(
  dialect: string,
  token: string,
  seconds: number,
  label: string,
): Promise<MixedRun> {
  const before = await storedContacts(token);
  const timedBefore = await postBuckets();
  const figures = wrk(`${origin}/`, 200, seconds, mixedScript(PATHS, CONTACT, token));
  const server = postTiming(timedBefore, await postBuckets());
  const stored = (await storedContacts(token)) - before;
  const created = figures.extra.created ?? 0;
  console.log(
    `${dialect} mixed ${label} c200 ${seconds}s: ${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (posts in the server: p99 ≤ ${server.p99UpToMs} ms, ${server.overOneSecond} over 1 s), errors ${figures.errors}, 201s ${created}, stored ${stored}`,
  );
  return { figures, created, stored, server };
}

/** A database of the dialect no run has touched, dropped after `run`. */
async function withFreshDatabase<T>(
  dialect: "SQLite" | "PostgreSQL",
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const database =
    dialect === "SQLite"
      ? await createSqliteDatabase()
      : await createPostgresDatabase(POSTGRES_URL!);
  try {
    return await run(database.url);
  } finally {
    await database.drop();
  }
}

/** A server started on `databaseUrl` for `run`, with the CSRF token its posts carry. */
async function withServer<T>(databaseUrl: string, run: (token: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-load-"));
  const server = await startLoadServer({
    port: PORT,
    buildDir: BUILD_DIR,
    databaseUrl,
    dataDir,
    admin: ADMIN,
    workers: WORKERS,
  });
  try {
    return await run(await csrfToken(origin, get));
  } finally {
    server.kill();
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The first minute runs on a server and database of its own, before anything else has touched
 * them. The e-mails its posts queue (about 90,000 in a minute) take the mail thread minutes to
 * send: on the same server they would run beside the page cells, on both sides of the
 * comparison with nginx. The page cells, the posts and the later mixed runs share a second
 * start.
 */
async function measure(dialect: "SQLite" | "PostgreSQL"): Promise<DatabaseResult> {
  const first = PARTS.has("mixed")
    ? await withFreshDatabase(dialect, (url) =>
        withServer(url, (token) => mixedRun(dialect, token, FIRST_SECONDS, "first")),
      )
    : undefined;
  return withFreshDatabase(dialect, (url) =>
    withServer(url, async (token) => ({ ...(await measureWarm(dialect, token)), first })),
  );
}

async function measureWarm(dialect: string, token: string): Promise<Omit<DatabaseResult, "first">> {
  const pages: Record<string, CapturedPage> = {};
  for (const path of PAGE_PATHS) {
    await capturePage(origin, path);
    pages[path] = await capturePage(origin, path);
  }
  const files = Object.fromEntries(Object.entries(pages).map(([path, page]) => [path, page.body]));
  const nginx = await startNginx(NGINX_PORT, files);
  const node = await startNodeReference(NODE_PORT, pages).catch((error: unknown) => {
    nginx.stop();
    throw error;
  });
  const result: Omit<DatabaseResult, "first"> = { dialect, paths: [], posts: [], mixed: [] };
  try {
    for (const path of PARTS.has("pages") ? PAGE_PATHS : []) {
      for (const connections of CONNECTIONS) {
        const rounds = Array.from({ length: ROUNDS }, () => ({
          ours: wrk(`${origin}${path}`, connections, SECONDS),
          node: wrk(`${node.url}${path}`, connections, SECONDS),
          nginx: wrk(`${nginx.url}${path}`, connections, SECONDS),
        }));
        const ours = median(rounds.map((round) => round.ours));
        const nodeAlone = median(rounds.map((round) => round.node));
        const reference = median(rounds.map((round) => round.nginx));
        console.log(
          `${dialect} ${path} c${connections}: ${ours.requestsPerSecond.toFixed(0)} req/s (node:http alone ${nodeAlone.requestsPerSecond.toFixed(0)}, nginx ${reference.requestsPerSecond.toFixed(0)}), p99 ${ours.p99Ms} ms (node:http alone ${nodeAlone.p99Ms} ms)`,
        );
        result.paths.push({ path, connections, ours, node: nodeAlone, nginx: reference });
      }
    }
    for (const connections of PARTS.has("posts") ? [50, 200] : []) {
      const figures = wrk(
        `${origin}/api/contacts`,
        connections,
        SECONDS * 2,
        postScript("/api/contacts", CONTACT, token),
      );
      console.log(
        `${dialect} POST /api/contacts c${connections}: ${figures.requestsPerSecond.toFixed(0)} req/s, p99 ${figures.p99Ms} ms, errors ${figures.errors}`,
      );
      result.posts.push({ connections, figures });
    }
    for (let run = 0; PARTS.has("mixed") && run < MIXED_RUNS; run++)
      result.mixed.push(await mixedRun(dialect, token, MIXED_SECONDS, `${run + 1}`));
  } finally {
    nginx.stop();
    node.stop();
  }
  return result;
}

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function main() {
  ensureTools(["wrk", "nginx"]);
  buildForBench(BUILD_DIR);
  const results: DatabaseResult[] = [];
  if (DIALECTS.has("sqlite")) results.push(await measure("SQLite"));
  if (POSTGRES_URL && DIALECTS.has("postgres")) results.push(await measure("PostgreSQL"));
  if (PARTIAL) return console.log("A partial run (BENCH_PARTS, BENCH_DIALECTS): no report written");
  writeFileSync(
    REPORT,
    report(results, {
      workers: WORKERS,
      rounds: ROUNDS,
      seconds: SECONDS,
      mixedSeconds: MIXED_SECONDS,
      firstSeconds: FIRST_SECONDS,
    }) + keptReading(),
  );
  // Formatted as the test command checks every document.
  spawnSync("npx", ["prettier", "--write", REPORT], { stdio: "inherit" });
  console.log("Wrote docs/performance-load.md");
}

await main();
