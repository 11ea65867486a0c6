/**
 * `npm run backup -- FILE`: writes a backup of the configured database (DATABASE_URL, else
 * SQLite under DATA_DIR, read as the server reads them) to FILE; without FILE, into
 * BACKUP_DIR under the daily backups' naming, keeping the newest BACKUP_KEEP
 * (docs/backups.md, docs/decisions/088). The server may keep running: the backup reads one
 * snapshot.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { openDatabase } from "../app/db/connection.server.ts";
import { createBackupService } from "../app/domain/backup/backups.server.ts";
import { writeBackup } from "../app/domain/backup/write-backup.server.ts";
import { commandStop, firstLine, loadConfigOrStop, type Stop } from "./support/command-stop.ts";

const stop: Stop = commandStop("back up");
const config = loadConfigOrStop(stop);
const source = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
const file = process.argv[2];

try {
  if (file) {
    if (existsSync(file)) stop(`${file} already exists; name a new file.`);
    const written = await writeBackup(source, resolve(file));
    report(written.file, written.bytes, written.counts);
  } else if (config.BACKUP_DIR) {
    const handle = openDatabase(config.DATABASE_URL, config.DATA_DIR, { poolSize: 1 });
    try {
      const service = createBackupService(handle.db, {
        source,
        dir: config.BACKUP_DIR,
        keep: config.BACKUP_KEEP,
      });
      const entry = await service.create({ id: null, email: "npm run backup", address: "" });
      report(service.pathOf(entry), entry.bytes);
    } finally {
      await handle.close();
    }
  } else {
    stop("name the file to write (npm run backup -- FILE), or set BACKUP_DIR.");
  }
} catch (error) {
  stop(firstLine(error));
}

function report(path: string, bytes: number, counts?: Record<string, number>) {
  const rows = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const size = `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  process.stdout.write(
    `Backup written: ${path} (${size}${rows === undefined ? "" : `, ${rows} rows`})\n`,
  );
}
