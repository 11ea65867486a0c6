import type { Kysely, Selectable, Transaction } from "kysely";
import { toCount } from "../../db/list-helpers.ts";
import type { AdminsTable, Database } from "../../db/schema.ts";
import { lockWithinTransaction } from "../../db/transaction-lock.server.ts";
import { nowIso, toBoolean, toIsoString } from "../../db/values.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import type { Role } from "./roles.ts";

export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  twoFactor: boolean;
  createdAt: string;
}

export type MemberChange =
  { kind: "updated"; user: TeamMember } | { kind: "not-found" } | { kind: "last-owner" };

export function toMember(row: Selectable<AdminsTable>): TeamMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: toBoolean(row.disabled),
    twoFactor: row.totp_secret !== null,
    createdAt: toIsoString(row.created_at),
  };
}

class LastOwner extends Error {}

/**
 * Every change that could leave the team without an enabled owner runs through here:
 * the change is written first, then, under one lock, the enabled owners are counted, and
 * none left rolls the change back. Two owners demoting each other at once: one wins.
 */
export async function withOwnerKept<T>(
  db: Kysely<Database>,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | "last-owner"> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await change(trx);
      // After the write: SQLite's write lock is held from here; PostgreSQL takes an advisory one.
      await lockWithinTransaction(trx, "team:owners");
      const { n } = await trx
        .selectFrom("admins")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("role", "=", "owner")
        .where("disabled", "=", false)
        .executeTakeFirstOrThrow();
      if (toCount(n) === 0) throw new LastOwner();
      return result;
    });
  } catch (error) {
    if (error instanceof LastOwner) return "last-owner";
    throw error;
  }
}

export function createTeamService(db: Kysely<Database>) {
  return {
    async list(): Promise<TeamMember[]> {
      const rows = await db.selectFrom("admins").selectAll().orderBy("created_at").execute();
      return rows.map(toMember);
    },

    async get(id: string): Promise<TeamMember | null> {
      const row = await db.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toMember(row) : null;
    },

    /** A role change or a switch off/on; disabling ends the member's sessions at once. */
    async update(
      id: string,
      patch: { role?: Role; disabled?: boolean },
      actor: Actor,
    ): Promise<MemberChange> {
      const result = await withOwnerKept(db, async (trx) => {
        const before = await trx
          .selectFrom("admins")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        if (!before) return null;
        const row = await trx
          .updateTable("admins")
          .set({
            ...(patch.role !== undefined ? { role: patch.role } : {}),
            ...(patch.disabled !== undefined ? { disabled: patch.disabled } : {}),
            updated_at: nowIso(),
          })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (toBoolean(row.disabled))
          await trx.deleteFrom("sessions").where("admin_id", "=", id).execute();
        const [old, now] = [toMember(before), toMember(row)];
        await record(trx, {
          actor,
          action: "user.update",
          target: `user:${id}`,
          before: { role: old.role, disabled: old.disabled },
          after: { role: now.role, disabled: now.disabled },
        });
        return now;
      });
      if (result === "last-owner") return { kind: "last-owner" };
      return result ? { kind: "updated", user: result } : { kind: "not-found" };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
