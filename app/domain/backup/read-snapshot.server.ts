import { sql, type Kysely, type Transaction } from "kysely";
import { openDatabase, type Dialect } from "../../db/connection.server.ts";
import type { Database } from "../../db/schema.ts";
import { BULKY_TABLES } from "./backup-tables.ts";

/** Where the site's database is: DATABASE_URL and DATA_DIR, as the server reads them. */
export interface DatabaseSource {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** One consistent view of the database, read a table at a time. */
export interface Snapshot {
  dialect: Dialect;
  /** The newest migration applied, as of the snapshot. */
  migration: string;
  rows(table: string): AsyncIterable<Record<string, unknown>>;
}

/**
 * Runs `work` over one read transaction on a connection of its own, so the server's own
 * connection keeps answering and writers keep writing (docs/decisions/088): PostgreSQL's
 * REPEATABLE READ, read only, read through a cursor; SQLite's deferred transaction, which in
 * WAL mode keeps the snapshot of its first read without taking the write lock.
 */
export async function withSnapshot<T>(
  source: DatabaseSource,
  work: (snapshot: Snapshot) => Promise<T>,
): Promise<T> {
  const handle = openDatabase(source.databaseUrl, source.dataDir, { poolSize: 1 });
  try {
    if (handle.dialect === "postgres")
      return await handle.db
        .transaction()
        .setIsolationLevel("repeatable read")
        .setAccessMode("read only")
        .execute(async (trx) => work(await postgresSnapshot(trx)));
    return await handle.db.connection().execute(async (connection) => {
      // Not a plain "begin": the adapter makes that one take the write lock.
      await sql`begin deferred`.execute(connection);
      try {
        return await work(await sqliteSnapshot(connection));
      } finally {
        await sql`rollback`.execute(connection);
      }
    });
  } finally {
    await handle.close();
  }
}

async function newestMigration(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? "";
}

async function sqliteSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  // The first read fixes the snapshot.
  const migration = await newestMigration(db);
  return {
    dialect: "sqlite",
    migration,
    async *rows(table) {
      // Row by row off the statement: memory holds one row, however large its bytes.
      const anyTable = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      yield* anyTable.selectFrom(table).selectAll().stream();
    },
  };
}

async function postgresSnapshot(trx: Transaction<Database>): Promise<Snapshot> {
  const migration = await newestMigration(trx);
  return {
    dialect: "postgres",
    migration,
    async *rows(table) {
      // Bounded memory: a few rows of media bytes at a time, more of the small ones.
      const batch = BULKY_TABLES.has(table) ? 4 : 500;
      await sql`declare backup_rows no scroll cursor for select * from ${sql.table(table)}`.execute(
        trx,
      );
      try {
        for (;;) {
          const { rows } = await sql<
            Record<string, unknown>
          >`fetch forward ${sql.lit(batch)} from backup_rows`.execute(trx);
          yield* rows;
          if (rows.length < batch) break;
        }
      } finally {
        await sql`close backup_rows`.execute(trx);
      }
    },
  };
}
