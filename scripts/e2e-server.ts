import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Starts the production server on a fresh SQLite database in a temporary folder. */
const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
const child = spawn(process.execPath, ["server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: `sqlite:${join(dataDir, "site.db")}`,
    DATA_DIR: dataDir,
  },
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
