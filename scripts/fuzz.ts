/**
 * `npm run fuzz`: the OpenAPI-driven fuzzer (tests/fuzz) at length: FUZZ_REQUESTS
 * (default 100,000) split between SQLite and PostgreSQL (TEST_DATABASE_URL, or the local
 * server), each on a fresh database. Prints the report and writes it into
 * docs/security.md ("Fuzz run"). Exits non-zero on any violation.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildOpenApiDocument } from "../server/api/openapi.ts";
import { endpoints } from "../server/api/index.ts";
import { createLogger } from "../server/logger.ts";
import { startSiteRuntime } from "../server/site-runtime.ts";
import { ADMIN } from "../tests/support/client.ts";
import {
  createPostgresDatabase,
  createSqliteDatabase,
  DEFAULT_POSTGRES_URL,
  type TestDatabase,
} from "../tests/support/databases.ts";
import { knownIds } from "../tests/fuzz/known-ids.ts";
import { runFuzz, type FuzzReport } from "../tests/fuzz/run-fuzz.ts";
import { writeDocSection } from "./support/doc-section.ts";
import { appWithAdministrator } from "./support/script-app.ts";

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const document = buildOpenApiDocument(endpoints) as never;

async function fuzzOn(label: string, database: TestDatabase, requests: number) {
  // The server's layout, threads included (docs/decisions/087).
  const dataDir = mkdtempSync(join(tmpdir(), "site-fuzz-"));
  const runtime = await startSiteRuntime(
    {
      databaseUrl: database.url,
      dataDir,
      siteUrl: "http://localhost:3000",
      logLevel: "silent",
    },
    createLogger("silent"),
  );
  const app = await appWithAdministrator(runtime.services, ADMIN, {
    secret: "fuzz-secret-".repeat(4),
  });
  const report = await runFuzz({
    app,
    document,
    requests,
    seed: SEED,
    known: await knownIds(runtime.services),
  });
  await runtime.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`${label}: ${JSON.stringify(report)}`);
  return { label, report };
}

const runs = [await fuzzOn("SQLite", await createSqliteDatabase(), Math.ceil(TOTAL / 2))];
const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
runs.push(
  await fuzzOn("PostgreSQL", await createPostgresDatabase(postgresUrl), Math.floor(TOTAL / 2)),
);

const sum = (pick: (r: FuzzReport) => number) => runs.reduce((n, run) => n + pick(run.report), 0);
const violations = sum((r) => Object.values(r.violations).reduce((a, b) => a + b, 0));
const statuses = [...new Set(runs.flatMap((run) => Object.keys(run.report.byStatus)))].sort();
const table = [
  `| Database | Requests | ${statuses.join(" | ")} | ≥ 500 | Undocumented | Not problem+json | Schema violations | Time |`,
  `|---|---|${statuses.map(() => "---").join("|")}|---|---|---|---|---|`,
  ...runs
    .map(({ label, report: r }) =>
      [
        label,
        r.requests.toLocaleString("en-US"),
        ...statuses.map((s) => (r.byStatus[Number(s)] ?? 0).toLocaleString("en-US")),
        r.violations["server error"],
        r.violations["undocumented status"],
        r.violations["not problem+json"],
        r.violations.schema,
        `${Math.round(r.seconds / 60)} min`,
      ].join(" | "),
    )
    .map((row) => `| ${row} |`),
].join("\n");

const heading = "## Fuzz run";
const section = `${heading}

\`npm run fuzz\` on ${new Date().toISOString().slice(0, 10)}, seed ${SEED}: ${sum((r) => r.requests).toLocaleString("en-US")} requests
generated from \`/api/openapi.json\` (tests/fuzz): every operation, as a visitor and as the
administrator, with and without the CSRF header; bodies shaped by the schemas with hostile
values mixed in (path traversal, script and SQL fragments, NUL, CR/LF, 10,000-character and
astral-plane strings, wrong types, deep nesting, bad JSON, wrong content types, 70 KB bodies);
hostile path and query parameters. Each answer was checked: status below 500, listed for that
operation, errors as problem+json (or the contract's own error shape), success bodies valid
against their schema (Ajv, JSON Schema 2020-12). ${violations} violations.

${table}

The short run in \`npm test\` (tests/api/fuzz.test.ts) sends 1,500 requests per database with a
new seed each time and prints the seed when it fails.
`;
const doc = "docs/security.md";
writeDocSection(doc, heading, section);
console.log(table);
if (violations > 0) process.exit(1);
