/**
 * `npm run doctor [-- --env-file FILE]`: checks a production configuration before (and after)
 * going live, with the environment the server starts with (docs/decisions/089). Prints each
 * finding with what to do, and exits 1 when any is an error. Reads; never writes.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { isPostgresUrl, openDatabase, type DatabaseHandle } from "../app/db/connection.server.ts";
import { gatherFacts } from "../app/domain/readiness/gather.server.ts";
import { readinessFindings } from "../app/domain/readiness/readiness-checks.ts";
import { formatReport } from "../app/domain/readiness/report.ts";
import { probeSmtp } from "../app/domain/readiness/smtp-probe.server.ts";
import { ConfigError, loadConfig, publicOrigin, type Config } from "../server/config.ts";

const envFile = process.argv.indexOf("--env-file");
if (envFile !== -1) {
  const path = process.argv[envFile + 1];
  if (!path || !existsSync(path)) {
    process.stderr.write(`--env-file: no file at ${path ?? "(none given)"}\n`);
    process.exit(1);
  }
  process.loadEnvFile(path);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stdout.write(`  error    The server would refuse to start: ${error.message}\n`);
  process.exit(1);
}

/** An SQLite file that is not there yet is reported, not created. */
function open(): DatabaseHandle | { unopened: string } {
  if (!isPostgresUrl(config.DATABASE_URL)) {
    const path = config.DATABASE_URL
      ? config.DATABASE_URL.replace(/^sqlite:/, "")
      : join(config.DATA_DIR, "site.db");
    if (path === ":memory:") return { unopened: "an in-memory database holds nothing to check" };
    if (!existsSync(path)) return { unopened: `there is no database file at ${path} yet` };
  }
  return openDatabase(config.DATABASE_URL, config.DATA_DIR, { poolSize: 2 });
}

const opened = open();
try {
  const facts = await gatherFacts("unopened" in opened ? opened : opened.db, {
    env: config,
    probeSmtp,
  });
  const findings = readinessFindings(facts);
  process.stdout.write(formatReport(findings, `Go-live check of ${publicOrigin(config)}`));
  process.exitCode = findings.some((f) => f.level === "error") ? 1 : 0;
} finally {
  if (!("unopened" in opened)) await opened.close();
}
