import { sql, type Kysely, type Migration } from "kysely";
import { createIndex } from "./create-index.ts";

/**
 * The acknowledgement caps compare recipients case-insensitively and without surrounding
 * spaces (docs/decisions/039-mail-abuse-ceilings.md). The normalised address is
 * stored beside the one the visitor typed, so each cap is one indexed count.
 */
export function outboxRecipientKeyMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("notification_outbox")
        .addColumn("recipient_key", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await sql`update notification_outbox set recipient_key = lower(trim(recipient))`.execute(db);
      await db.schema.dropIndex("notification_outbox_recipient_idx").ifExists().execute();
      // The per-recipient cap: this address's acknowledgements in the last hour.
      await createIndex(db, "notification_outbox_ack_recipient_idx", "notification_outbox", [
        "kind",
        "recipient_key",
        "created_at",
      ]);
      // The site-wide ceiling: every acknowledgement in the last hour.
      await createIndex(db, "notification_outbox_kind_created_idx", "notification_outbox", [
        "kind",
        "created_at",
      ]);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("notification_outbox_kind_created_idx").ifExists().execute();
      await db.schema.dropIndex("notification_outbox_ack_recipient_idx").ifExists().execute();
      await db.schema.alterTable("notification_outbox").dropColumn("recipient_key").execute();
      await createIndex(db, "notification_outbox_recipient_idx", "notification_outbox", [
        "recipient",
        "created_at",
      ]);
    },
  };
}
