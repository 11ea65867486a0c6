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
  await lockAllWithinTransaction(trx, [key]);
}

/**
 * Several keys in one round trip, taken in sorted order: every caller that takes more than one
 * takes them in that order, so two transactions never wait for each other in a cycle.
 */
export async function lockAllWithinTransaction(
  trx: Transaction<Database>,
  keys: string[],
): Promise<void> {
  if (keys.length === 0 || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  const sorted = [...new Set(keys)].sort();
  await sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(${sorted}::text[]) with ordinality as t(k, n) order by n`.execute(
    trx,
  );
}
