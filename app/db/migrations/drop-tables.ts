import type { Kysely } from "kysely";

/** A migration's `down`: drops its tables, in the order given (dependents first). */
export async function dropTables(db: Kysely<unknown>, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
