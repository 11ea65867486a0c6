import { sql } from "kysely";
import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";

/**
 * Requests from people about their personal data (docs/decisions/090): what was asked, when it
 * arrived, and how it was answered. `email` and `phone` name the person only while the request
 * is open; an erasure masks them, so the record of having erased someone keeps nothing of them.
 */
export const privacyRequestsMigration = defineMigration({
  async up(db, t) {
    await db.schema
      .createTable("privacy_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) =>
        c.notNull().check(sql`kind in ('access', 'correction', 'erasure')`),
      )
      .addColumn("email", "text")
      .addColumn("phone", "text")
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status in ('open', 'done', 'declined')`),
      )
      .addColumn("outcome", "text")
      .addColumn("received_at", t.timestamp, (c) => c.notNull())
      .addColumn("closed_at", t.timestamp)
      .addColumn("created_by", "text")
      .addColumn("closed_by", "text")
      .addColumn("created_at", t.timestamp, (c) => c.notNull())
      .execute();
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
