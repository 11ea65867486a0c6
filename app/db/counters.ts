import { sql, type Transaction } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Takes the next `count` numbers of the sequence `name` (1, 2, 3… from its first use) in the
 * caller's transaction, and answers the first of them. One upsert: its row lock (PostgreSQL)
 * or the write lock (SQLite) holds until the transaction ends, so two transactions, in any
 * process, never take the same number, and a transaction that rolls back gives its numbers
 * back (docs/decisions/083).
 */
export async function takeNumbers(
  trx: Transaction<Database>,
  name: string,
  count: number,
): Promise<number> {
  const row = await trx
    .insertInto("counters")
    .values({ name, value: count })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet({ value: sql<number>`counters.value + ${count}` }),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return Number(row.value) - count + 1;
}
