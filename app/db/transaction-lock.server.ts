import { PostgresAdapter, sql, type Transaction } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Makes a check-then-insert inside `trx` atomic against other transactions that take the
 * same `key`: the lock is held until `trx` ends, so the next one counts after this one's
 * rows are committed (READ COMMITTED reads a fresh snapshot per statement).
 *
 * PostgreSQL: a transaction-scoped advisory lock on the key's hash. SQLite needs nothing
 * more, provided `trx` has already written: a SQLite write transaction excludes every other
 * writer, in this process (Kysely's single connection) and in any other (the database lock).
 */
export async function lockWithinTransaction(
  trx: Transaction<Database>,
  key: string,
): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
