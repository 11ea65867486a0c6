/**
 * `npm run bench:memory`: the production server's resident memory (VmRSS of the process,
 * its threads included) idle, under a mixed load and under twelve 12 MP uploads at once,
 * against the budget of a 1 GB machine (docs/decisions/093). Started as `npm run serve`
 * starts it (scripts/support/run-server.ts). Writes the "Memory" section of
 * docs/performance-load.md. It measures; it asserts nothing.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { photograph } from "../tests/support/photographs.ts";
import { REPORT } from "./bench-load/report.ts";
import { mixedScript, wrk, type LoadFigures } from "./bench-load/wrk.ts";
import { rssMb, sampleRss } from "./bench-media/rss-sampler.ts";
import { sendStorm } from "./bench-media/storm.ts";
import { csrfToken, signIn } from "./support/admin-sign-in.ts";
import { buildForBench, startLoadServer } from "./support/bench-server.ts";
import { writeDocSection } from "./support/doc-section.ts";
import { ensureTools } from "./support/ensure-tools.ts";
import { SERVER_NODE_FLAGS } from "./support/run-server.ts";
import { stopServer } from "./support/spawned-server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4720);
const BUILD_DIR = process.env.BUILD_DIR || "build-bench";
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
const UPLOADS = 12;
/** What a 1 GB machine leaves the site once the system and PostgreSQL have theirs. */
const BUDGET_MB = { idle: 200, busy: 512 };
const ADMIN = { email: "bench-memory@example.com", password: "bench-memory-password-123" };
const PATHS = ["/", "/products/prod-001", "/api/products"];
const CONTACT = JSON.stringify({
  name: "Memory Test",
  email: "memory.test@example.com",
  phone: "+91 98250 12345",
  subject: "Memory test",
  message: "A submission sent by npm run bench:memory.",
});
const origin = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(dataDir: string): Promise<ChildProcess> {
  return startLoadServer({
    port: PORT,
    buildDir: BUILD_DIR,
    databaseUrl: `sqlite:${join(dataDir, "site.db")}`,
    dataDir,
    admin: ADMIN,
    workers: "1",
  });
}

/** The largest of a few samples over `ms`: idle memory is read as it stands, not at a dip. */
async function idleMb(pid: number, ms = 5000): Promise<number> {
  let most = 0;
  for (let waited = 0; waited < ms; waited += 500) {
    most = Math.max(most, rssMb(pid) ?? 0);
    await sleep(500);
  }
  return most;
}

interface Figures {
  firstStartMb: number;
  idleMb: number;
  mixed: LoadFigures;
  mixedPeakMb: number;
  afterMixedMb: number;
  uploadPeakMb: number;
  afterUploadsMb: number;
  uploadStatuses: string;
  uploadSeconds: number;
  retries: number;
}

async function measure(dataDir: string): Promise<Figures> {
  // Made before any server runs: the pictures weigh on this process, not on the server.
  const inputs = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) => photograph(4000, 3000, 15 + i * 29, { quality: 97 })),
  );
  // The first start migrates, seeds (the datasheets are drawn with pdfkit) and fills the
  // compile cache: a site's first start after an install, measured and then stopped.
  let server = await startServer(dataDir);
  const firstStartMb = await idleMb(server.pid!);
  await stopServer(server);
  // Every later start: the state a running site is in.
  server = await startServer(dataDir);
  const pid = server.pid!;
  try {
    const idle = await idleMb(pid);
    console.log(
      `idle after a restart: ${idle.toFixed(0)} MB (first start ${firstStartMb.toFixed(0)} MB)`,
    );

    const token = await csrfToken(origin);
    let sampler = sampleRss(pid);
    const mixed = wrk(`${origin}/`, 200, MIXED_SECONDS, mixedScript(PATHS, CONTACT, token));
    const mixedPeakMb = sampler.stop().peakMb;
    await sleep(5000);
    const afterMixedMb = rssMb(pid) ?? 0;
    console.log(
      `mixed load: peak ${mixedPeakMb.toFixed(0)} MB, ${mixed.requestsPerSecond.toFixed(0)} req/s`,
    );

    const headers = await signIn(origin, ADMIN);
    sampler = sampleRss(pid);
    const storm = await sendStorm(origin, headers, inputs);
    const uploadPeakMb = sampler.stop().peakMb;
    await sleep(5000);
    const afterUploadsMb = rssMb(pid) ?? 0;
    const count = (status: string) => storm.first.filter((r) => r.status === status).length;
    const other = storm.first.length - count("201") - count("503");
    console.log(`uploads: peak ${uploadPeakMb.toFixed(0)} MB`);
    return {
      firstStartMb,
      idleMb: idle,
      mixed,
      mixedPeakMb,
      afterMixedMb,
      uploadPeakMb,
      afterUploadsMb,
      uploadStatuses: `${count("201")} × 201, ${count("503")} × 503${other ? `, ${other} other` : ""}`,
      uploadSeconds: storm.allStoredSeconds,
      retries: storm.retries,
    };
  } finally {
    await stopServer(server);
  }
}

function section(r: Figures, load: { before: number; after: number }): string {
  const mb = (n: number) => `${Math.round(n)} MB`;
  const within = (n: number, budget: number) => (n <= budget ? "within" : "**over**");
  return `## Memory

Written by \`npm run bench:memory\` (scripts/bench-memory.ts, docs/decisions/093) on
${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, shared with other work (load
average ${load.before.toFixed(1)} at the start, ${load.after.toFixed(1)} at the end). One server process
(\`WEB_CONCURRENCY=1\`) with its submission and mail threads, started as \`npm run serve\` starts it
(\`${SERVER_NODE_FLAGS.join(" ")}\`, glibc's malloc settings, Node's compile cache in DATA_DIR),
on SQLite. Resident memory is VmRSS from \`/proc/<pid>/status\` (every thread of the process),
sampled every 100 ms under load. Budget for a 1 GB machine: ${BUDGET_MB.idle} MB idle, ${BUDGET_MB.busy} MB busy.

| Moment | RSS | Budget | Notes |
| --- | --- | --- | --- |
| First start, idle (fresh database: migrations, seed, compile cache filled) | ${mb(r.firstStartMb)} | | the seed draws the datasheets with pdfkit on a thread that then ends |
| Restart on the same data, idle after warm-up | **${mb(r.idleMb)}** | ${within(r.idleMb, BUDGET_MB.idle)} ${BUDGET_MB.idle} MB | every start after the first |
| Mixed load, 200 connections, ${MIXED_SECONDS} s: peak | **${mb(r.mixedPeakMb)}** | ${within(r.mixedPeakMb, BUDGET_MB.busy)} ${BUDGET_MB.busy} MB | ${r.mixed.requestsPerSecond.toFixed(0)} req/s, p99 ${r.mixed.p99Ms.toFixed(1)} ms, ${r.mixed.errors} errors (pages, catalogue API, one contact post in ten) |
| 5 s after the load | ${mb(r.afterMixedMb)} | | |
| ${UPLOADS} × 12 MP JPEG uploads at once: peak | **${mb(r.uploadPeakMb)}** | ${within(r.uploadPeakMb, BUDGET_MB.busy)} ${BUDGET_MB.busy} MB | ${r.uploadStatuses} at first; the refused sent again after Retry-After (${r.retries} retries), all stored in ${r.uploadSeconds.toFixed(1)} s |
| 5 s after the uploads | ${mb(r.afterUploadsMb)} | | |
`;
}

async function main() {
  ensureTools(["wrk"]);
  buildForBench(BUILD_DIR);
  const before = loadavg()[0] ?? 0;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-memory-"));
  try {
    const figures = await measure(dataDir);
    writeDocSection(REPORT, "## Memory", section(figures, { before, after: loadavg()[0] ?? 0 }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Formatted as the test command checks every document.
  spawnSync("npx", ["prettier", "--write", REPORT], { stdio: "inherit" });
  console.log(`Wrote the Memory section of ${REPORT}`);
}

await main();
