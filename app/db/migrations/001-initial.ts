import { sql, type Kysely } from "kysely";
import type { ColumnTypes } from "./column-types.ts";
import {
  column,
  type Columns,
  createTable,
  nullable,
  primaryKey,
  unique,
  withDefault,
} from "./columns.ts";
import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";
import { dropTables } from "./drop-tables.ts";
import { ENQUIRY_CONTACT_COLUMNS, INBOX_STATUSES } from "./enquiry-columns.ts";
import { createInboxIndexes } from "./enquiry-indexes.ts";
import { timestamps } from "./timestamps.ts";

export const initialMigration = defineMigration({
  async up(db, t, dialect) {
    const falseValue = dialect === "postgres" ? sql`false` : sql`0`;
    await createTable(db, "products", {
      id: primaryKey("text"),
      title: "text",
      description: withDefault("text", ""),
      image_url: "text",
      category: "text",
      is_new: withDefault(t.flag, falseValue),
      images: withDefault("text", "[]"),
      subproduct_images: nullable("text"),
      ...timestamps(t.timestamp),
    })
      .addCheckConstraint("products_title_not_blank", sql`length(trim(title)) > 0`)
      .addCheckConstraint("products_category_not_blank", sql`length(trim(category)) > 0`)
      .execute();
    await createIndex(db, "products_created_at_idx", "products", ["created_at", "id"]);

    await createInbox(db, "product_inquiries", t.timestamp, {
      product_requirement: "text",
      additional_info: nullable("text"),
      product_id: nullable("text"),
      product_title: nullable("text"),
      subproduct_name: nullable("text"),
      subject: "text",
      message: "text",
    });
    await createInbox(db, "service_inquiries", t.timestamp, {
      service_name: "text",
      service_details: "text",
      message: nullable("text"),
    });
    await createInbox(db, "contact_submissions", t.timestamp, {
      subject: "text",
      message: "text",
    });

    await createTable(db, "admins", {
      id: primaryKey("text"),
      email: unique("text"),
      password_hash: "text",
      ...timestamps(t.timestamp),
    }).execute();

    await createTable(db, "sessions", {
      id: primaryKey("text"),
      admin_id: column("text", (c) => c.notNull().references("admins.id").onDelete("cascade")),
      created_at: t.timestamp,
      last_seen_at: t.timestamp,
      expires_at: t.timestamp,
    }).execute();
    await createIndex(db, "sessions_admin_id_idx", "sessions", ["admin_id"]);
    await createIndex(db, "sessions_expires_at_idx", "sessions", ["expires_at"]);

    await createTable(db, "rate_limits", {
      key: primaryKey("text"),
      window_start: t.epochMs,
      count: withDefault("integer", 0),
    }).execute();
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
  ownColumns: Columns,
) {
  await createTable(db, name, {
    ...ENQUIRY_CONTACT_COLUMNS,
    ...ownColumns,
    status: withDefault("text", "new"),
    ...timestamps(timestamp),
  })
    .addCheckConstraint(`${name}_status_check`, sql`status in ${INBOX_STATUSES}`)
    .execute();
  await createInboxIndexes(db, name);
}
