import { sql } from "kysely";
import { addColumns, createTable, nullable, primaryKey, unique, withDefault } from "./columns.ts";
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
    await addColumns(db, "admins", {
      // The default makes every existing account an owner; new rows always name their role.
      role: withDefault("text", "owner"),
      name: withDefault("text", ""),
      disabled: withDefault(t.flag, falseValue),
      totp_secret: nullable("text"),
      totp_pending_secret: nullable("text"),
      // The last accepted TOTP time step: a code is good once (replay refused).
      totp_last_step: nullable(t.epochMs),
    });
    await addColumns(db, "sessions", {
      address: withDefault("text", ""),
      user_agent: withDefault("text", ""),
      // A password was right but the second factor is still owed: such a session opens nothing.
      pending_second_factor: withDefault(t.flag, falseValue),
    });

    await createTable(db, "audit_log", {
      id: primaryKey("text"),
      at: t.timestamp,
      actor_id: nullable("text"),
      actor_email: "text",
      action: "text",
      target: "text",
      before: nullable("text"),
      after: nullable("text"),
      address: "text",
    }).execute();
    await createIndex(db, "audit_log_at_idx", "audit_log", ["at"]);
    await createIndex(db, "audit_log_actor_idx", "audit_log", ["actor_id", "at"]);
    await createIndex(db, "audit_log_action_idx", "audit_log", ["action", "at"]);

    await createTable(db, "invitations", {
      id: primaryKey("text"),
      token_hash: unique("text"),
      email: "text",
      role: "text",
      invited_by: nullable("text"),
      created_at: t.timestamp,
      expires_at: t.timestamp,
      accepted_at: nullable(t.timestamp),
    }).execute();

    await createMemberLinkTable(db, "password_resets", t.timestamp);

    await createTable(db, "recovery_codes", {
      code_hash: primaryKey("text"),
      admin_id: "text",
      used_at: nullable(t.timestamp),
    }).execute();
    await createIndex(db, "recovery_codes_admin_idx", "recovery_codes", ["admin_id"]);

    // Passkeys (WebAuthn): the credential id is the key; the public key is base64url text.
    await createTable(db, "passkeys", {
      id: primaryKey("text"),
      admin_id: "text",
      public_key: "text",
      counter: withDefault(t.epochMs, 0),
      transports: withDefault("text", ""),
      name: "text",
      created_at: t.timestamp,
      last_used_at: nullable(t.timestamp),
    }).execute();
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
