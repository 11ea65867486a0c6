import { sql } from "kysely";
import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";
import { dropTables } from "./drop-tables.ts";
import { createMemberLinkTable } from "./member-link-table.ts";
import { widenOutboxKinds } from "./widen-outbox-kinds.ts";

/**
 * The team (docs/decisions/050–052): roles and accounts on `admins` (the
 * administrator of the first round becomes the owner), session details for the sessions
 * screen, the audit log, invitations, password-reset links, TOTP and its recovery codes,
 * and two more e-mail kinds in the outbox.
 */
export const teamMigration = defineMigration({
  async up(db, t, dialect) {
    const falseValue = dialect === "postgres" ? sql`false` : sql`0`;
    const admins = () => db.schema.alterTable("admins");
    // The default makes every existing account an owner; new rows always name their role.
    await admins()
      .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
      .execute();
    await admins()
      .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await admins()
      .addColumn("disabled", t.flag, (c) => c.notNull().defaultTo(falseValue))
      .execute();
    await admins().addColumn("totp_secret", "text").execute();
    await admins().addColumn("totp_pending_secret", "text").execute();
    // The last accepted TOTP time step: a code is good once (replay refused).
    await admins().addColumn("totp_last_step", t.epochMs).execute();

    const sessions = () => db.schema.alterTable("sessions");
    await sessions()
      .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await sessions()
      .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    // A password was right but the second factor is still owed: such a session opens nothing.
    await sessions()
      .addColumn("pending_second_factor", t.flag, (c) => c.notNull().defaultTo(falseValue))
      .execute();

    await db.schema
      .createTable("audit_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", t.timestamp, (c) => c.notNull())
      .addColumn("actor_id", "text")
      .addColumn("actor_email", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("target", "text", (c) => c.notNull())
      .addColumn("before", "text")
      .addColumn("after", "text")
      .addColumn("address", "text", (c) => c.notNull())
      .execute();
    await createIndex(db, "audit_log_at_idx", "audit_log", ["at"]);
    await createIndex(db, "audit_log_actor_idx", "audit_log", ["actor_id", "at"]);
    await createIndex(db, "audit_log_action_idx", "audit_log", ["action", "at"]);

    await db.schema
      .createTable("invitations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("invited_by", "text")
      .addColumn("created_at", t.timestamp, (c) => c.notNull())
      .addColumn("expires_at", t.timestamp, (c) => c.notNull())
      .addColumn("accepted_at", t.timestamp)
      .execute();

    await createMemberLinkTable(db, "password_resets", t.timestamp);

    await db.schema
      .createTable("recovery_codes")
      .addColumn("code_hash", "text", (c) => c.primaryKey())
      .addColumn("admin_id", "text", (c) => c.notNull())
      .addColumn("used_at", t.timestamp)
      .execute();
    await createIndex(db, "recovery_codes_admin_idx", "recovery_codes", ["admin_id"]);

    // Passkeys (WebAuthn): the credential id is the key; the public key is base64url text.
    await db.schema
      .createTable("passkeys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("admin_id", "text", (c) => c.notNull())
      .addColumn("public_key", "text", (c) => c.notNull())
      .addColumn("counter", t.epochMs, (c) => c.notNull().defaultTo(0))
      .addColumn("transports", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("created_at", t.timestamp, (c) => c.notNull())
      .addColumn("last_used_at", t.timestamp)
      .execute();
    await createIndex(db, "passkeys_admin_idx", "passkeys", ["admin_id"]);

    await widenOutboxKinds(db, dialect, ["invitation", "password-reset"]);
  },
  async down(db) {
    await dropTables(db, [
      "passkeys",
      "recovery_codes",
      "password_resets",
      "invitations",
      "audit_log",
    ]);
  },
});
