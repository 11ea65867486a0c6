/**
 * `npm run restore -- FILE`: loads a backup into the configured database (DATABASE_URL, else
 * SQLite under DATA_DIR), which must be new and empty; either kind from either kind, so this
 * is also how a site moves from SQLite to PostgreSQL (docs/backups.md, docs/decisions/088).
 * Start the server only afterwards: its first start fills an empty database with samples.
 */
import { existsSync } from "node:fs";
import { openDatabase } from "../app/db/connection.server.ts";
import { restoreBackup, RestoreRefused } from "../app/domain/backup/restore-backup.server.ts";
import { commandStop, firstLine, loadConfigOrStop, type Stop } from "./support/command-stop.ts";

const stop: Stop = commandStop("restore");
const config = loadConfigOrStop(stop);
const file = process.argv[2];
if (!file) stop("name the backup to load: npm run restore -- FILE");
if (!existsSync(file)) stop(`${file} does not exist.`);

const handle = openDatabase(config.DATABASE_URL, config.DATA_DIR, { poolSize: 1 });
try {
  const result = await restoreBackup(handle, file);
  const rows = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
  process.stdout.write(
    `Restored ${rows} rows from ${file} (a ${result.header.source} backup of ${result.header.createdAt}) into ${handle.dialect}; the search index holds ${result.searchDocuments} entries.\n`,
  );
} catch (error) {
  await handle.close();
  if (error instanceof RestoreRefused) stop(error.message);
  stop(firstLine(error));
}
await handle.close();
