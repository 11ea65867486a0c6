import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer } from "./support/run-server.ts";

/** Starts the built server as production starts it, on a fresh SQLite database in a temporary folder. */
const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
const child = spawnServer({
  ...process.env,
  DATABASE_URL: `sqlite:${join(dataDir, "site.db")}`,
  DATA_DIR: dataDir,
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
