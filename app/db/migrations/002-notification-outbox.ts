import { sql } from "kysely";
import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";

/**
 * The notification outbox (docs/decisions/010-notifications-outbox.md):
 * e-mails are written in the transaction that stores a submission and sent
 * later by the worker in server/mail/outbox-worker.ts.
 */
export const notificationOutboxMigration = defineMigration({
  async up(db, t) {
    await db.schema
      .createTable("notification_outbox")
      .addColumn("id", "text", (c) => c.primaryKey())
      /** admin-notification or visitor-acknowledgement */
      .addColumn("kind", "text", (c) => c.notNull())
      /** product-inquiry, service-inquiry or contact */
      .addColumn("submission_kind", "text", (c) => c.notNull())
      .addColumn("submission_id", "text", (c) => c.notNull())
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("reply_to", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("html", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      // Epoch milliseconds: the worker compares them with its clock on both databases alike.
      .addColumn("next_attempt_at", t.epochMs, (c) => c.notNull())
      .addColumn("locked_until", t.epochMs)
      /** A token per claim, so only the claimant can settle the row. */
      .addColumn("locked_by", "text")
      .addColumn("last_error", "text")
      .addColumn("created_at", t.timestamp, (c) => c.notNull())
      .addColumn("sent_at", t.timestamp)
      .addCheckConstraint(
        "notification_outbox_status_check",
        sql`status in ('pending', 'sending', 'sent', 'failed')`,
      )
      .addCheckConstraint(
        "notification_outbox_kind_check",
        sql`kind in ('admin-notification', 'visitor-acknowledgement')`,
      )
      .execute();
    // The worker's two questions: which pending rows are due, and which claims have gone stale.
    await createIndex(db, "notification_outbox_due_idx", "notification_outbox", [
      "status",
      "next_attempt_at",
    ]);
    await createIndex(db, "notification_outbox_lock_idx", "notification_outbox", [
      "status",
      "locked_until",
    ]);
    // The per-recipient cap on acknowledgements (docs/decisions/011-spam-defence.md).
    await createIndex(db, "notification_outbox_recipient_idx", "notification_outbox", [
      "recipient",
      "created_at",
    ]);
  },
  async down(db) {
    await db.schema.dropTable("notification_outbox").ifExists().execute();
  },
});
