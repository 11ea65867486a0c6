import { sql } from "kysely";
import { column, createTable, nullable, primaryKey, unique } from "./columns.ts";
import { defineMigration } from "./define-migration.ts";
import { dropTables } from "./drop-tables.ts";
import { ENQUIRY_CONTACT_COLUMNS, INBOX_STATUSES, leadColumns } from "./enquiry-columns.ts";
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
    await createTable(db, "quote_requests", {
      ...ENQUIRY_CONTACT_COLUMNS,
      reference: unique("text"),
      subject: "text",
      company: nullable("text"),
      gstin: nullable("text"),
      location: nullable("text"),
      // A calendar day (YYYY-MM-DD), not an instant: the buyer's date as they gave it.
      required_by: nullable("text"),
      message: nullable("text"),
      items: "text",
      attachment_name: nullable("text"),
      attachment_type: nullable("text"),
      attachment_size: nullable("integer"),
      status: column("text", (c) =>
        c
          .notNull()
          .defaultTo("new")
          .check(sql`status in ${INBOX_STATUSES}`),
      ),
      ...leadColumns(t.timestamp),
      ...timestamps(t.timestamp),
    }).execute();
    // The same indexes as the other enquiry tables (migrations 001 and 008).
    await createInboxIndexes(db, "quote_requests");
    await createLeadIndexes(db, "quote_requests");

    await createTable(db, "quote_request_attachments", {
      quote_request_id: column("text", (c) =>
        c.primaryKey().references("quote_requests.id").onDelete("cascade"),
      ),
      bytes: t.blob,
    }).execute();

    await createTable(db, "counters", {
      name: primaryKey("text"),
      value: "bigint",
    }).execute();
  },
  async down(db) {
    await dropTables(db, ["counters", "quote_request_attachments", "quote_requests"]);
  },
});
