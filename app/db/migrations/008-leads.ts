import { addColumns, createTable, nullable, primaryKey, withDefault } from "./columns.ts";
import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";
import { dropTables } from "./drop-tables.ts";
import { leadColumns } from "./enquiry-columns.ts";
import { createLeadIndexes } from "./enquiry-indexes.ts";
import { widenOutboxKinds } from "./widen-outbox-kinds.ts";

const INBOXES = ["product_inquiries", "service_inquiries", "contact_submissions"] as const;

/**
 * The lead workspace (docs/decisions/057): each inbox row is also a lead with a
 * stage, an assignee and a follow-up date (columns on the three tables, so the one leads
 * list is a union of three indexed scans with no join), internal notes, a timeline of
 * events, and two more e-mail kinds in the outbox (replies to visitors, follow-up digests).
 */
export const leadsMigration = defineMigration({
  async up(db, t, dialect) {
    for (const table of INBOXES) {
      await addColumns(db, table, leadColumns(t.timestamp));
      await createLeadIndexes(db, table);
    }

    await createTable(db, "lead_notes", {
      id: primaryKey("text"),
      lead_kind: "text",
      lead_id: "text",
      text: "text",
      author_id: nullable("text"),
      created_at: t.timestamp,
    }).execute();
    await createIndex(db, "lead_notes_lead_idx", "lead_notes", [
      "lead_kind",
      "lead_id",
      "created_at",
    ]);

    await createTable(db, "lead_events", {
      id: primaryKey("text"),
      lead_kind: "text",
      lead_id: "text",
      at: t.timestamp,
      actor_id: nullable("text"),
      type: "text",
      // JSON: what changed (from/to), the note or reply it refers to.
      detail: withDefault("text", "{}"),
      // Set for events that happen once per key (the first opening by each member).
      once_key: nullable("text"),
    }).execute();
    await createIndex(db, "lead_events_lead_idx", "lead_events", ["lead_kind", "lead_id", "at"]);
    await db.schema
      .createIndex("lead_events_once_idx")
      .on("lead_events")
      .columns(["lead_kind", "lead_id", "once_key"])
      .unique()
      .execute();
    // Median time to first reply and the digest's bookkeeping read events by type.
    await createIndex(db, "lead_events_type_at_idx", "lead_events", ["type", "at"]);

    await widenOutboxKinds(db, dialect, ["lead-reply", "follow-up-digest"]);
    // The lead page shows the e-mails sent about one submission.
    await createIndex(db, "notification_outbox_submission_idx", "notification_outbox", [
      "submission_id",
    ]);
  },
  async down(db) {
    await db.schema.dropIndex("notification_outbox_submission_idx").ifExists().execute();
    await dropTables(db, ["lead_events", "lead_notes"]);
  },
});
