import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nowIso, toIsoString } from "../../db/values.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { deviceLabel } from "./device-label.ts";
import { hashToken } from "./tokens.ts";

export interface ActiveSession {
  id: string;
  adminId: string;
  email: string;
  device: string;
  address: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session the request itself came with. */
  current: boolean;
}

/**
 * Signed-in devices: each member sees and ends their own; the owner sees and
 * ends anyone's. A session id is the hash of its cookie, so listing it gives nothing away.
 */
export function createSessionService(db: Kysely<Database>) {
  return {
    async list(filter: { adminId?: string }, currentToken?: string): Promise<ActiveSession[]> {
      const current = currentToken ? hashToken(currentToken) : "";
      let query = db
        .selectFrom("sessions")
        .innerJoin("admins", "admins.id", "sessions.admin_id")
        .select([
          "sessions.id",
          "sessions.admin_id",
          "admins.email",
          "sessions.user_agent",
          "sessions.address",
          "sessions.created_at",
          "sessions.last_seen_at",
        ])
        .where("sessions.pending_second_factor", "=", false)
        .where("sessions.expires_at", ">", nowIso())
        .orderBy("sessions.last_seen_at", "desc")
        .limit(500);
      if (filter.adminId) query = query.where("sessions.admin_id", "=", filter.adminId);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        adminId: row.admin_id,
        email: row.email,
        device: deviceLabel(row.user_agent),
        address: row.address,
        createdAt: toIsoString(row.created_at),
        lastSeenAt: toIsoString(row.last_seen_at),
        current: row.id === current,
      }));
    },

    /** Ends one session; `ownerOf` limits it to that account's sessions. False when none matched. */
    async end(actor: Actor, id: string, ownerOf?: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        let query = trx.deleteFrom("sessions").where("id", "=", id);
        if (ownerOf) query = query.where("admin_id", "=", ownerOf);
        const ended = await query.returning(["admin_id"]).executeTakeFirst();
        if (!ended) return false;
        await record(trx, {
          actor,
          action: "user.session-ended",
          target: `user:${ended.admin_id}`,
        });
        return true;
      });
    },
  };
}
