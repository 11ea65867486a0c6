import type { Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";
import { type Columns, createTable, nullable, primaryKey } from "./columns.ts";
import { createIndex } from "./create-index.ts";

/**
 * A table of links e-mailed to a member that work once until they expire (the password resets
 * of 006, the address changes of 017): the token's hash is the key, a member's links are found
 * by `admin_id`. `ownColumns` are what the link carries, between the two.
 */
export async function createMemberLinkTable(
  db: Kysely<unknown>,
  name: string,
  timestamp: ColumnTypes["timestamp"],
  ownColumns: Columns = {},
): Promise<void> {
  await createTable(db, name, {
    token_hash: primaryKey("text"),
    admin_id: "text",
    ...ownColumns,
    created_at: timestamp,
    expires_at: timestamp,
    used_at: nullable(timestamp),
  }).execute();
  await createIndex(db, `${name}_admin_idx`, name, ["admin_id"]);
}
