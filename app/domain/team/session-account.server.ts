import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { hashToken } from "./tokens.ts";

/**
 * A session and its account, by the cookie's token (only its hash is stored); undefined for no
 * token, an absurdly long one or an unknown one. Whether it may be used is the caller's to
 * judge: a signed-in request wants it complete, the second step of a sign-in wants it pending.
 */
export async function findSessionAccount(db: Kysely<Database>, token: string | undefined) {
  if (!token || token.length > 200) return undefined;
  return db
    .selectFrom("sessions")
    .innerJoin("admins", "admins.id", "sessions.admin_id")
    .select([
      "sessions.id as sessionId",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "sessions.pending_second_factor",
      "admins.id as adminId",
      "admins.email",
      "admins.role",
      "admins.name",
      "admins.disabled",
      "admins.totp_secret",
      "admins.totp_last_step",
    ])
    .where("sessions.id", "=", hashToken(token))
    .executeTakeFirst();
}
