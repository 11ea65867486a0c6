import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { sql, type Kysely, type Transaction } from "kysely";
import type { DatabaseHandle } from "../../db/connection.server.ts";
import { migrateToLatest } from "../../db/migrate.server.ts";
import type { Database } from "../../db/schema.ts";
import { rebuildSearchIndex } from "../search/rebuild-search-index.server.ts";
import { BACKUP_FORMAT_VERSION, isHeader, type BackupHeader } from "./backup-format.ts";
import { BACKUP_TABLES } from "./backup-tables.ts";
import { loadRows } from "./load-rows.server.ts";
import { RestoreRefused } from "./restore-refused.ts";

export { RestoreRefused };

export interface RestoreResult {
  header: BackupHeader;
  counts: Record<string, number>;
  searchDocuments: number;
}

/**
 * Loads a backup into an empty database of either kind (docs/decisions/088): migrates it,
 * refuses one that holds any record, then loads every table in one transaction (a failure
 * leaves it empty), rebuilds the site search's index from the records and moves PostgreSQL's
 * sequences past the loaded rows.
 */
export async function restoreBackup(handle: DatabaseHandle, file: string): Promise<RestoreResult> {
  await migrateToLatest(handle);
  await refuseUnlessEmpty(handle.db);
  const level = await newestMigration(handle.db);
  const lines = readLines(file);
  const first = await lines.next();
  const header: unknown = first.done ? undefined : JSON.parse(first.value);
  if (!isHeader(header)) throw new RestoreRefused(`${file} is not a backup of this site.`);
  if (header.version > BACKUP_FORMAT_VERSION || header.migration > level)
    throw new RestoreRefused(
      `${file} was made by a newer version of the site (${header.migration}); update this one first.`,
    );
  return handle.db.transaction().execute(async (trx) => {
    const counts = await loadRows(trx, handle.dialect, lines);
    const searchDocuments = await rebuildSearchIndex(trx, handle.dialect);
    if (handle.dialect === "postgres") await resetSequences(trx);
    return { header, counts, searchDocuments };
  });
}

/** Every copied table must be empty; what migrations make (the search index) does not count. */
export async function refuseUnlessEmpty(db: Kysely<Database>): Promise<void> {
  for (const table of BACKUP_TABLES) {
    const { rows } = await sql<{ found: number }>`
      select 1 as found from ${sql.table(table)} limit 1`.execute(db);
    if (rows.length > 0)
      throw new RestoreRefused(
        `The database is not empty (table ${table} has rows): restore only into a new, empty database.`,
      );
  }
}

async function newestMigration(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? "";
}

async function* readLines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of reader) if (line) yield line;
  } finally {
    reader.close();
    input.destroy();
  }
}

/** Serial columns would hand out numbers already taken; none is copied today, but any may be. */
async function resetSequences(trx: Transaction<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(trx);
  const copied = new Set<string>(BACKUP_TABLES);
  for (const { table_name: table, column_name: column } of rows) {
    if (!copied.has(table)) continue;
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      trx,
    );
  }
}
