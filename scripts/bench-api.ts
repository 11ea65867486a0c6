/**
 * `npm run bench:api`: how the inboxes, the leads list and the dashboard hold up with
 * 100,000 leads (a third in each inbox, spread over the last three months), on SQLite and (when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server) on PostgreSQL; and the catalogue search with
 * 10,000 items (scripts/support/bench-search.ts). Writes the medians and p95s to
 * docs/performance-api.md. Nothing here is asserted: it measures.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { prepareDatabase } from "../server/bootstrap.ts";
import { createApp } from "../server/app.ts";
import { createLogger } from "../server/logger.ts";
import type { Runtime } from "../server/bootstrap.ts";
import { measureSearch, searchSection } from "./support/bench-search.ts";
import { writeDocSection } from "./support/doc-section.ts";
import { timeRuns } from "./support/timing.ts";

/** Rows per inbox: three inboxes make the lead workspace's 100,000 leads (docs/decisions/057). */
const ROWS = Number(process.env.BENCH_ROWS ?? 33_334);
const STEP_MS = 4 * 60_000;
const STAGES = ["new", "contacted", "quoted", "won", "lost"] as const;
const RUNS = 30;
const logger = createLogger("silent");

interface Row {
  dialect: string;
  operation: string;
  medianMs: number;
  p95Ms: number;
}

/** The columns all three inboxes share. */
interface LeadRow {
  id: string;
}

/** Each inbox's row: the shared columns and its own, the `i`th of its batch. */
const productInquiryRow = <Lead extends LeadRow>(r: Lead, i: number) => ({
  ...r,
  product_requirement: `Need ${i + 1} geared motors for conveyor line ${r.id}`,
  product_id: "prod-001",
  product_title: "Motors & Power Transmission",
  subject: "Inquiry about Motors & Power Transmission",
  message: `Need geared motors for conveyor line ${r.id}`,
});
const contactRow = <Lead extends LeadRow>(r: Lead) => ({
  ...r,
  subject: `Question ${r.id}`,
  message: `Please call me back about ${r.id}`,
});
const serviceInquiryRow = <Lead extends LeadRow>(r: Lead) => ({
  ...r,
  service_name: "Maintenance",
  service_details: `Annual maintenance ${r.id}`,
});

async function fill(runtime: Runtime) {
  const { db } = runtime.handle;
  // The newest lead arrived a minute ago; the oldest about three months earlier.
  const start = Date.now() - 60_000 - ROWS * STEP_MS;
  const assignee = await db.selectFrom("admins").select("id").executeTakeFirstOrThrow();
  for (let offset = 0; offset < ROWS; offset += 500) {
    const batch = Array.from({ length: Math.min(500, ROWS - offset) }, (_, i) => {
      const n = offset + i;
      const at = new Date(start + n * STEP_MS).toISOString();
      return {
        id: `bench-${n}`,
        stage: STAGES[n % 5] ?? "new",
        assignee_id: n % 4 === 0 ? assignee.id : null,
        follow_up_at: n % 10 === 0 ? new Date(start + (n + 600) * STEP_MS).toISOString() : null,
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        phone: "+91 98765 43210",
        status: (["new", "read", "replied"] as const)[n % 3] ?? "new",
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto("product_inquiries").values(batch.map(productInquiryRow)).execute();
    await db.insertInto("contact_submissions").values(batch.map(contactRow)).execute();
    await db.insertInto("service_inquiries").values(batch.map(serviceInquiryRow)).execute();
  }
}

async function measure(dialect: string, url: string): Promise<Row[]> {
  const runtime = await prepareDatabase({ DATABASE_URL: url }, logger);
  await runtime.services.auth.ensureAdministrator({
    email: "bench@example.com",
    password: "bench-password-123",
  });
  await fill(runtime);
  const app = createApp({
    deps: { services: runtime.services, logger, formRateLimit: 1_000_000, secret: "b".repeat(40) },
  });
  const login = await runtime.services.auth.login("bench@example.com", "bench-password-123", {
    address: "bench",
  });
  if (!login.ok) throw new Error("bench login failed");
  const cookie = `sid=${login.sessionToken}`;
  const get = async (path: string) => (await app.request(path, { headers: { cookie } })).text();
  const httpGet = (path: string): [string, () => Promise<unknown>] => [
    `HTTP: GET ${path}`,
    () => get(path),
  ];
  const s = runtime.services;
  const operations: Array<[string, () => Promise<unknown>]> = [
    [
      "service: newest 25 product inquiries",
      () => s.productInquiries.list({ limit: 25, offset: 0 }),
    ],
    [
      "service: page 200 of product inquiries",
      () => s.productInquiries.list({ limit: 25, offset: 4975 }),
    ],
    [
      "service: search 'line bench-99' (substring)",
      () => s.productInquiries.list({ q: "line bench-99", limit: 25 }),
    ],
    ["service: status=replied, 25", () => s.contacts.list({ status: "replied", limit: 25 })],
    ["service: dashboard counts (one query)", () => s.dashboard.counts()],
    httpGet("/api/inquiries?limit=25"),
    httpGet("/api/contacts?q=bench-42&limit=25"),
    ["HTTP: GET /api/service-inquiries (all rows)", () => get("/api/service-inquiries")],
    ["HTTP: GET /api/admin/dashboard (counts + 90-day series)", () => get("/api/admin/dashboard")],
    ["service: leads, newest 25 of all kinds", () => s.leads.list.page({ limit: 25 })],
    ["service: dashboard series (90 days)", () => s.dashboard.series()],
    httpGet("/api/admin/leads?limit=25"),
    httpGet("/api/admin/leads?limit=25&offset=2500"),
    httpGet("/api/admin/leads?stage=won&limit=25"),
    httpGet("/api/admin/leads?assignee=me&limit=25"),
    httpGet("/api/admin/leads?due=today&limit=25"),
    httpGet("/api/admin/leads?kind=contacts&status=new&limit=25"),
    httpGet("/api/admin/leads?q=bench-99&limit=25"),
  ];
  const rows: Row[] = [];
  for (const [operation, fn] of operations)
    rows.push({ dialect, operation, ...(await timeRuns(fn, RUNS)) });
  await runtime.handle.close();
  return rows;
}

/** `BENCH_CASES=search` (or `leads`) runs one part; both by default. */
const CASES = new Set((process.env.BENCH_CASES ?? "leads,search").split(","));

/** Runs `work` on a new SQLite file and, when one is named, a new PostgreSQL database. */
async function onEachDatabase<R>(work: (dialect: string, url: string) => Promise<R[]>) {
  const rows: R[] = [];
  const folder = mkdtempSync(join(tmpdir(), "bench-api-"));
  try {
    rows.push(...(await work("SQLite", `sqlite:${join(folder, "bench.db")}`)));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const pgServer = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgServer) {
    const name = `bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgServer });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(pgServer);
      url.pathname = `/${name}`;
      rows.push(...(await work("PostgreSQL", url.toString())));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return rows;
}

if (CASES.has("leads")) writeLeadsReport(await onEachDatabase(measure));
if (CASES.has("search")) {
  const rows = await onEachDatabase(async (dialect, url) => {
    const runtime = await prepareDatabase({ DATABASE_URL: url }, logger);
    try {
      return await measureSearch(dialect, runtime, logger);
    } finally {
      await runtime.handle.close();
    }
  });
  const section = searchSection(rows);
  writeDocSection("docs/performance-api.md", "## Catalogue search", section);
  console.log(section);
}

function writeLeadsReport(results: Row[]) {
  const table = results
    .map((r) => `| ${r.dialect} | ${r.operation} | ${r.medianMs} | ${r.p95Ms} |`)
    .join("\n");
  const report = `# API and database performance

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:api\` (scripts/bench-api.ts) on this
project's CI machine (2 cores, shared). Each inbox holds ${ROWS.toLocaleString("en-US")} rows
(${(3 * ROWS).toLocaleString("en-US")} leads), one every four minutes over the last three months;
every operation ran ${RUNS} times after one warm-up run. "service" rows call the domain service
directly; "HTTP" rows go through the whole Hono app (session check, CSRF cookie, JSON), without a
network socket.

| Database | Operation | Median ms | p95 ms |
|---|---|---|---|
${table}

Reading: paged lists, the status filter and the dashboard's counts are served by the
\`(status, created_at)\` and \`created_at\` indexes. The leads list is a UNION ALL of
the three inboxes in which each branch is ordered and limited on its own, so its first page reads
at most \`offset + limit\` rows of each table; the stage and assignee filters have
\`(stage, created_at)\` and \`(assignee_id, created_at)\` indexes, follow-ups one on
\`follow_up_at\`. X-Total-Count is one query of three counts, the part that grows with the
table. The dashboard's 90-day series is one grouped query per inbox over the window's rows.
A substring search scans the tables (no B-tree index helps \`like '%…%'\`), most costly on
PostgreSQL where \`lower()\` runs per row; a trigram index (pg_trgm) is the next step. The
unpaged list (the first version's call shape) serialises every row; the admin screens always page.
`;
  // The other benches write their own sections below this one (sign-in, durability): keep them.
  const previous = readFileSync("docs/performance-api.md", "utf8");
  const rest = previous.indexOf("\n## ");
  writeFileSync("docs/performance-api.md", report + (rest >= 0 ? previous.slice(rest) : ""));
  console.log(report);
}
