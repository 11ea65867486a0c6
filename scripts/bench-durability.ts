/**
 * `npm run bench:durability`: what `synchronous=FULL` costs (decision 040). Stores
 * contact submissions one after another through the domain service on SQLite, with
 * the pragma at NORMAL and at FULL, in a file on this machine's disk. Writes the
 * figures into docs/performance-api.md. Measures; asserts nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { createSubmissionWriter } from "../app/domain/submission-writer.server.ts";
import { prepareDatabase } from "../server/bootstrap.ts";
import { createLogger } from "../server/logger.ts";
import { writeDocSection } from "./support/doc-section.ts";

const COUNT = Number(process.env.BENCH_COUNT ?? 2000);
// The repository's disk, not /tmp (often a RAM disk, where fsync costs nothing).
const folder = mkdtempSync(join(process.cwd(), ".bench-durability-"));

async function measure(mode: "NORMAL" | "FULL") {
  const runtime = await prepareDatabase(
    { DATABASE_URL: `sqlite:${join(folder, `${mode}.db`)}` },
    createLogger("silent"),
  );
  await sql.raw(`PRAGMA synchronous = ${mode}`).execute(runtime.handle.db);
  // The forms' writer on this connection, so that it commits under the pragma just set (the
  // server runs the same writer on its submission thread, with a connection of its own).
  const writer = createSubmissionWriter(runtime.handle.db, runtime.services.rateLimiter, {
    separateReads: false,
  });
  const started = performance.now();
  for (let n = 0; n < COUNT; n++) {
    await writer.submit("contacts", {
      values: {
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        phone: "+91 98765 43210",
        subject: "Durability",
        message: `Submission number ${n} of the durability benchmark`,
      },
      status: "new",
    });
  }
  const seconds = (performance.now() - started) / 1000;
  await runtime.handle.close();
  return {
    mode,
    perSecond: Math.round(COUNT / seconds),
    msEach: ((seconds * 1000) / COUNT).toFixed(2),
  };
}

const rows = [await measure("NORMAL"), await measure("FULL")];
rmSync(folder, { recursive: true, force: true });
const table = [
  "| `synchronous` | Submissions per second (one writer) | Time per submission |",
  "|---|---|---|",
  ...rows.map((r) => `| ${r.mode} | ${r.perSecond} | ${r.msEach} ms |`),
].join("\n");
console.log(table);

const doc = "docs/performance-api.md";
const heading = "## Durability: synchronous=FULL";
const section = `${heading}

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:durability\` (scripts/bench-durability.ts):
${COUNT} contact submissions stored one after another through the domain service, SQLite in WAL
mode on this machine's disk. Decision 040.

${table}

With FULL, every acknowledged submission has reached the disk before the 201 goes out, so a
power loss cannot take it back; the site's real submission rate is bounded far lower by the
per-address form limit (10 a minute).
`;
writeDocSection(doc, heading, section);
