import type { Kysely } from "kysely";

/** `create index NAME on TABLE (COLUMNS)`: the plain index most migrations add. */
export async function createIndex<DB>(
  db: Kysely<DB>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}
