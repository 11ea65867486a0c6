import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite-adapter.server.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
}

export const DEFAULT_SQLITE_PATH = "./data/site.db";

/**
 * `DATABASE_URL` unset: an SQLite file under ./data. `sqlite:PATH` (or
 * `sqlite::memory:`): another file. `postgres://…`: PostgreSQL.
 */
export function openDatabase(url: string | undefined): DatabaseHandle {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const path = url ? url.replace(/^sqlite:/, "") : DEFAULT_SQLITE_PATH;
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(path) }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
