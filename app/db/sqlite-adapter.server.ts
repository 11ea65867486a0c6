import { DatabaseSync, type StatementSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Adapts Node's built-in `node:sqlite` to the better-sqlite3 shape that
 * Kysely's SqliteDialect expects (docs/decisions/003-database.md).
 */
export function openSqlite(path: string): SqliteDatabase {
  const database = new DatabaseSync(path);
  database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA foreign_keys = ON");
  database.exec("PRAGMA busy_timeout = 5000");
  // FULL: a commit is on disk before it is acknowledged, so a 201 survives power loss
  // too, not only a crash (docs/decisions/040, cost in docs/performance-api.md).
  database.exec("PRAGMA synchronous = FULL");
  // Kysely prepares every query it runs; the site runs a few hundred distinct ones, so each is
  // compiled once and reused (bounded, oldest first, for queries built with variable shapes).
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(query) {
      const sql = query === "begin" ? BEGIN_WRITING : query;
      let statement = statements.get(sql);
      if (!statement) {
        statement = wrapStatement(database.prepare(sql));
        statements.set(sql, statement);
        if (statements.size > MAX_CACHED_STATEMENTS)
          statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

const MAX_CACHED_STATEMENTS = 500;

/**
 * Kysely begins a transaction with a plain BEGIN, which takes the write lock only at the first
 * write. A transaction that has read by then cannot take it once another connection has
 * committed: SQLite answers SQLITE_BUSY at once, which busy_timeout does not wait out. The
 * server's thread, its submission and mail threads and any other process each write through a
 * connection of their own (docs/decisions/087), so every transaction takes the lock as it
 * begins and waits its turn instead.
 */
const BEGIN_WRITING = "begin immediate";

function wrapStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqlite(parameters)),
    run: (parameters) => statement.run(...toSqlite(parameters)),
    iterate: (parameters) => statement.iterate(...toSqlite(parameters)),
  };
}

function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}
