import { sql } from "kysely";
import { createTable, nullable, primaryKey, withDefault } from "./columns.ts";
import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";

/**
 * The notification outbox (docs/decisions/010-notifications-outbox.md):
 * e-mails are written in the transaction that stores a submission and sent
 * later by the worker in server/mail/outbox-worker.ts.
 */
export const notificationOutboxMigration = defineMigration({
  async up(db, t) {
    await createTable(db, "notification_outbox", {
      id: primaryKey("text"),
      /** admin-notification or visitor-acknowledgement */
      kind: "text",
      /** product-inquiry, service-inquiry or contact */
      submission_kind: "text",
      submission_id: "text",
      recipient: "text",
      reply_to: nullable("text"),
      subject: "text",
      text: "text",
      html: "text",
      status: withDefault("text", "pending"),
      attempts: withDefault("integer", 0),
      // Epoch milliseconds: the worker compares them with its clock on both databases alike.
      next_attempt_at: t.epochMs,
      locked_until: nullable(t.epochMs),
      /** A token per claim, so only the claimant can settle the row. */
      locked_by: nullable("text"),
      last_error: nullable("text"),
      created_at: t.timestamp,
      sent_at: nullable(t.timestamp),
    })
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
