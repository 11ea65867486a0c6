import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";
import { createIndex } from "./create-index.ts";
import type { TableBuilder } from "./table-builder.ts";

/**
 * A table of links e-mailed to a member that work once until they expire (the password resets
 * of 006, the address changes of 017): the token's hash is the key, a member's links are found
 * by `admin_id`. `addOwnColumns` adds what the link carries, between the two.
 */
export async function createMemberLinkTable(
  db: Kysely<unknown>,
  name: string,
  timestamp: ColumnTypes["timestamp"],
  addOwnColumns: (table: TableBuilder) => TableBuilder = (table) => table,
): Promise<void> {
  const keyed = db.schema
    .createTable(name)
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("admin_id", "text", (c) => c.notNull());
  await addOwnColumns(keyed)
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("used_at", timestamp)
    .execute();
  await createIndex(db, `${name}_admin_idx`, name, ["admin_id"]);
}
