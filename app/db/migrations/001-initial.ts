import { sql, type Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";
import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";
import { dropTables } from "./drop-tables.ts";
import { INBOX_STATUSES } from "./enquiry-columns.ts";
import { createInboxIndexes } from "./enquiry-indexes.ts";
import type { TableBuilder } from "./table-builder.ts";
import { timestamps } from "./timestamps.ts";

export const initialMigration = defineMigration({
  async up(db, t, dialect) {
    const falseValue = dialect === "postgres" ? sql`false` : sql`0`;
    await db.schema
      .createTable("products")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("image_url", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("is_new", t.flag, (c) => c.notNull().defaultTo(falseValue))
      .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("subproduct_images", "text")
      .$call(timestamps(t.timestamp))
      .addCheckConstraint("products_title_not_blank", sql`length(trim(title)) > 0`)
      .addCheckConstraint("products_category_not_blank", sql`length(trim(category)) > 0`)
      .execute();
    await createIndex(db, "products_created_at_idx", "products", ["created_at", "id"]);

    await createInbox(db, "product_inquiries", t.timestamp, (table) =>
      table
        .addColumn("product_requirement", "text", (c) => c.notNull())
        .addColumn("additional_info", "text")
        .addColumn("product_id", "text")
        .addColumn("product_title", "text")
        .addColumn("subproduct_name", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull()),
    );
    await createInbox(db, "service_inquiries", t.timestamp, (table) =>
      table
        .addColumn("service_name", "text", (c) => c.notNull())
        .addColumn("service_details", "text", (c) => c.notNull())
        .addColumn("message", "text"),
    );
    await createInbox(db, "contact_submissions", t.timestamp, (table) =>
      table
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull()),
    );

    await db.schema
      .createTable("admins")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .$call(timestamps(t.timestamp))
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("admin_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
      .addColumn("created_at", t.timestamp, (c) => c.notNull())
      .addColumn("last_seen_at", t.timestamp, (c) => c.notNull())
      .addColumn("expires_at", t.timestamp, (c) => c.notNull())
      .execute();
    await createIndex(db, "sessions_admin_id_idx", "sessions", ["admin_id"]);
    await createIndex(db, "sessions_expires_at_idx", "sessions", ["expires_at"]);

    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("window_start", t.epochMs, (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await dropTables(db, [
      "rate_limits",
      "sessions",
      "admins",
      "contact_submissions",
      "service_inquiries",
      "product_inquiries",
      "products",
    ]);
  },
});

/** The three inboxes share identity, contact fields, status and timestamps. */
async function createInbox(
  db: Kysely<unknown>,
  name: string,
  timestamp: ColumnTypes["timestamp"],
  addOwnColumns: (table: TableBuilder) => TableBuilder,
) {
  const common = db.schema
    .createTable(name)
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull());
  await addOwnColumns(common)
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .$call(timestamps(timestamp))
    .addCheckConstraint(`${name}_status_check`, sql`status in ${INBOX_STATUSES}`)
    .execute();
  await createInboxIndexes(db, name);
}
