import { sql } from "kysely";
import { column, createTable, nullable, primaryKey } from "./columns.ts";
import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";

/**
 * Requests from people about their personal data (docs/decisions/090): what was asked, when it
 * arrived, and how it was answered. `email` and `phone` name the person only while the request
 * is open; an erasure masks them, so the record of having erased someone keeps nothing of them.
 */
export const privacyRequestsMigration = defineMigration({
  async up(db, t) {
    await createTable(db, "privacy_requests", {
      id: primaryKey("text"),
      kind: column("text", (c) =>
        c.notNull().check(sql`kind in ('access', 'correction', 'erasure')`),
      ),
      email: nullable("text"),
      phone: nullable("text"),
      note: "text",
      status: column("text", (c) => c.notNull().check(sql`status in ('open', 'done', 'declined')`)),
      outcome: nullable("text"),
      received_at: t.timestamp,
      closed_at: nullable(t.timestamp),
      created_by: nullable("text"),
      closed_by: nullable("text"),
      created_at: t.timestamp,
    }).execute();
    // The screen lists open requests oldest first, then the rest newest first.
    await createIndex(db, "privacy_requests_status_idx", "privacy_requests", [
      "status",
      "received_at",
    ]);
  },
  async down(db) {
    await db.schema.dropTable("privacy_requests").ifExists().execute();
  },
});
