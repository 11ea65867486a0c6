import { dirname, join } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { Database } from "./schema.ts";
import { ensureWritableDirectory } from "../utils/ensure-directory.server.ts";
import { openSqlite } from "./sqlite-adapter.server.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
}

/**
 * `DATABASE_URL` unset: `site.db` in the data folder (DATA_DIR, ./data by default), beside the
 * session secret and the mail files. `sqlite:PATH`: another file.
 * `postgres://…`: PostgreSQL.
 */
export function openDatabase(
  url: string | undefined,
  dataDir = "./data",
  options: { poolSize?: number } = {},
): DatabaseHandle {
  if (isPostgresUrl(url)) {
    // pg is loaded with the first query, so a SQLite site never holds it in memory.
    const pool = async () => {
      const { default: pg } = await import("pg");
      const created = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
      // An idle client's connection can drop (a PostgreSQL restart): without a listener that
      // error would end the process. The pool replaces the client; the next query reports.
      created.on("error", () => {});
      return created;
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const path = url ? url.replace(/^sqlite:/, "") : join(dataDir, "site.db");
  ensureWritableDirectory(dirname(path));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(path) }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/** A PostgreSQL DATABASE_URL; anything else is a SQLite file. */
export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}
