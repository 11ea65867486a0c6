import { sql } from "kysely";
import { defineMigration } from "./define-migration.ts";
import { dropTables } from "./drop-tables.ts";
import { INBOX_STATUSES, leadStage } from "./enquiry-columns.ts";
import { createInboxIndexes, createLeadIndexes } from "./enquiry-indexes.ts";
import { timestamps } from "./timestamps.ts";

/**
 * Quote requests, the fourth kind of enquiry (docs/decisions/083): a table with the columns
 * every enquiry table has (migration 001's, and 008's lead columns and indexes), its own
 * fields, the lines as JSON text, and the attachment's name, type and size. The attachment's
 * bytes live in a table of their own, so listing quote requests never reads them; deleting a
 * request deletes its file. `counters` holds named sequences (the references' numbers), one
 * row per name, advanced in the transaction that uses the number.
 */
export const quoteRequestsMigration = defineMigration({
  async up(db, t) {
    await db.schema
      .createTable("quote_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("reference", "text", (c) => c.notNull().unique())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("company", "text")
      .addColumn("gstin", "text")
      .addColumn("location", "text")
      // A calendar day (YYYY-MM-DD), not an instant: the buyer's date as they gave it.
      .addColumn("required_by", "text")
      .addColumn("message", "text")
      .addColumn("items", "text", (c) => c.notNull())
      .addColumn("attachment_name", "text")
      .addColumn("attachment_type", "text")
      .addColumn("attachment_size", "integer")
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .defaultTo("new")
          .check(sql`status in ${INBOX_STATUSES}`),
      )
      .addColumn("stage", "text", leadStage)
      .addColumn("lost_reason", "text")
      .addColumn("assignee_id", "text")
      .addColumn("follow_up_at", t.timestamp)
      .$call(timestamps(t.timestamp))
      .execute();
    // The same indexes as the other enquiry tables (migrations 001 and 008).
    await createInboxIndexes(db, "quote_requests");
    await createLeadIndexes(db, "quote_requests");

    await db.schema
      .createTable("quote_request_attachments")
      .addColumn("quote_request_id", "text", (c) =>
        c.primaryKey().references("quote_requests.id").onDelete("cascade"),
      )
      .addColumn("bytes", t.blob, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("counters")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "bigint", (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await dropTables(db, ["counters", "quote_request_attachments", "quote_requests"]);
  },
});
