import { defineMigration } from "./define-migration.ts";
import { createMemberLinkTable } from "./member-link-table.ts";
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

    await createMemberLinkTable(db, "email_changes", t.timestamp, { new_email: "text" });

    await widenOutboxKinds(db, dialect, ["email-change", "email-change-notice"]);
  },
  async down(db) {
    await db.schema.dropTable("email_changes").execute();
    await db.schema.alterTable("admins").dropColumn("notify_new_leads").execute();
  },
});
