import type { Kysely, Migration } from "kysely";

/**
 * Each e-mail's Message-ID, stored when the outbox row is first claimed
 * (docs/decisions/010-notifications-outbox.md): every later attempt, after a retry or a crash
 * mid-send, carries the same one, so the receiving side can recognise the duplicate.
 */
export function outboxMessageIdMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("notification_outbox").addColumn("message_id", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("notification_outbox").dropColumn("message_id").execute();
    },
  };
}
