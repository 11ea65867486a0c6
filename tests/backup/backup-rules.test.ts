import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/connection.server.ts";
import { migrateToLatest } from "../../app/db/migrate.server.ts";
import {
  backupName,
  findBackup,
  listBackups,
  pruneBackups,
} from "../../app/domain/backup/backup-files.server.ts";
import { BACKUP_TABLES, isDerivedTable } from "../../app/domain/backup/backup-tables.ts";
import { createBackupService } from "../../app/domain/backup/backups.server.ts";
import { restoreBackup, RestoreRefused } from "../../app/domain/backup/restore-backup.server.ts";
import { writeBackup } from "../../app/domain/backup/write-backup.server.ts";
import {
  createEmptyTestDatabase,
  createTestServices,
  describeEachDialect,
} from "../support/test-app.ts";

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-backups-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("keeping the newest BACKUP_KEEP backups", () => {
  it("deletes the oldest of the site's own files and nothing else", async () => {
    const dir = folder();
    const names = [0, 1, 2, 3, 4].map((day) => backupName(new Date(Date.UTC(2026, 0, 10 + day))));
    for (const name of names) writeFileSync(join(dir, name), "x");
    for (const other of ["notes.txt", "pg_dump.sql.gz", `${names[4]}.partial`, ".backup.lock"])
      writeFileSync(join(dir, other), "x");

    const deleted = await pruneBackups(dir, 2);

    expect(deleted.sort()).toEqual(names.slice(0, 3).sort());
    expect(readdirSync(dir).sort()).toEqual(
      [
        ".backup.lock",
        "notes.txt",
        "pg_dump.sql.gz",
        names[3],
        names[4],
        `${names[4]}.partial`,
      ].sort(),
    );
    expect((await listBackups(dir)).map((entry) => entry.name)).toEqual([names[4], names[3]]);
  });

  it("finds only listed backups by name: no path reaches the file system", async () => {
    const dir = folder();
    const name = backupName(new Date());
    writeFileSync(join(dir, name), "x");
    expect(await findBackup(dir, name)).toMatchObject({ name, bytes: 1 });
    for (const bad of [`../${name}`, `/etc/passwd`, "..", `${name}/..`, "site.db"])
      expect(await findBackup(dir, bad)).toBeNull();
  });
});

describeEachDialect("backups", (dialect) => {
  let site: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    site = await createTestServices(dialect);
  });
  afterAll(async () => {
    await site?.close();
  });

  it("names every table of a migrated database as copied or derived", async () => {
    const tables = await site.handle.db.introspection.getTables();
    const copied = new Set<string>(BACKUP_TABLES);
    const unknown = tables
      .map((t) => t.name)
      .filter((name) => !copied.has(name) && !isDerivedTable(name));
    expect(unknown).toEqual([]);
  });

  it("refuses to restore into a database that holds records", async () => {
    const file = join(folder(), "site.backup");
    await writeBackup({ databaseUrl: site.url, dataDir: site.dataDir }, file);
    await expect(restoreBackup(site.handle, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(site.handle, file)).rejects.toThrow(/not empty/);
  });

  it("refuses a file cut short, and leaves the database empty", async () => {
    const file = join(folder(), "site.backup");
    await writeBackup({ databaseUrl: site.url, dataDir: site.dataDir }, file);
    const { gunzipSync, gzipSync } = await import("node:zlib");
    const { readFileSync } = await import("node:fs");
    const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");
    writeFileSync(file, gzipSync(lines.slice(0, -1).join("\n")));
    const target = await createEmptyTestDatabase(dialect);
    const handle = openDatabase(target.url, folder());
    try {
      await expect(restoreBackup(handle, file)).rejects.toThrow(/incomplete/);
      const { rows } = await sql<{ n: number }>`select count(*) as n from products`.execute(
        handle.db,
      );
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await handle.close();
      await target.drop();
    }
  });

  it("takes the day's backup once when two processes ask at the same moment", async () => {
    const dir = folder();
    const settings = {
      source: { databaseUrl: site.url, dataDir: site.dataDir },
      dir,
      keep: 14,
    };
    const other = openDatabase(site.url, site.dataDir, { poolSize: 2 });
    try {
      await migrateToLatest(other);
      const at = () => Date.UTC(2031, 4, 6, 3, 0, 0);
      const first = createBackupService(site.handle.db, settings, at);
      // A second process: its own connection, and a clock a millisecond on (another file name).
      const second = createBackupService(other.db, settings, () => at() + 1);
      const results = await Promise.all([first.runDaily(), second.runDaily()]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(await listBackups(dir)).toHaveLength(1);
      expect(await first.runDaily()).toBeNull();
    } finally {
      await other.close();
    }
  });
});
