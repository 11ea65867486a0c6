import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema.ts";

/** Runs `work` in a transaction, or in the caller's when `db` already is one (the seed's). */
export function withinTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
