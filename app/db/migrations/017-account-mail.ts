import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";
import { widenOutboxKinds } from "./widen-outbox-kinds.ts";

/**
 * Mail from the company (docs/decisions/089): who is e-mailed new leads is chosen per member,
 * a member changes their sign-in address through a link sent to the new one, and the outbox
 * gets the two e-mails of that change.
 */
export const accountMailMigration = defineMigration({
  async up(db, t, dialect) {
    // Null: the owner has not chosen for this member, and the role decides (owners are told).
    await db.schema.alterTable("admins").addColumn("notify_new_leads", t.flag).execute();

    await db.schema
      .createTable("email_changes")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("admin_id", "text", (c) => c.notNull())
      .addColumn("new_email", "text", (c) => c.notNull())
      .addColumn("created_at", t.timestamp, (c) => c.notNull())
      .addColumn("expires_at", t.timestamp, (c) => c.notNull())
      .addColumn("used_at", t.timestamp)
      .execute();
    await createIndex(db, "email_changes_admin_idx", "email_changes", ["admin_id"]);

    await widenOutboxKinds(db, dialect, ["email-change", "email-change-notice"]);
  },
  async down(db) {
    await db.schema.dropTable("email_changes").execute();
    await db.schema.alterTable("admins").dropColumn("notify_new_leads").execute();
  },
});
