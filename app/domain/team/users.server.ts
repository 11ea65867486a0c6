import type { Kysely, Selectable, Transaction } from "kysely";
import { toCount } from "../../db/list-helpers.ts";
import type { AdminsTable, Database } from "../../db/schema.ts";
import { lockWithinTransaction } from "../../db/transaction-lock.server.ts";
import { nowIso, toBoolean, toIsoString } from "../../db/values.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { mayBeTold, toldOfNewLeads } from "./lead-recipients.ts";
import type { Role } from "./roles.ts";
import { rowById } from "../row-by-id.server.ts";

export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  twoFactor: boolean;
  /** E-mailed new leads (docs/decisions/089): the owner's choice, else the role's default. */
  notifyNewLeads: boolean;
  createdAt: string;
}

export type MemberChange =
  | { kind: "updated"; user: TeamMember }
  | { kind: "not-found" }
  | { kind: "last-owner" }
  | { kind: "cannot-be-told" };

export interface MemberPatch {
  role?: Role;
  disabled?: boolean;
  notifyNewLeads?: boolean;
}

export function toMember(row: Selectable<AdminsTable>): TeamMember {
  const disabled = toBoolean(row.disabled);
  const choice = row.notify_new_leads === null ? null : toBoolean(row.notify_new_leads);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled,
    twoFactor: row.totp_secret !== null,
    notifyNewLeads: toldOfNewLeads({ role: row.role, disabled, choice }),
    createdAt: toIsoString(row.created_at),
  };
}

class CannotBeTold extends Error {}

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
      const row = await rowById(db.selectFrom("admins"), id);
      return row ? toMember(row) : null;
    },

    /**
     * A role change, a switch off/on, or whether new leads are e-mailed to the member;
     * disabling ends the member's sessions at once.
     */
    async update(id: string, patch: MemberPatch, actor: Actor): Promise<MemberChange> {
      const result = await withOwnerKept(db, async (trx) => {
        const before = await rowById(trx.selectFrom("admins"), id);
        if (!before) return null;
        const row = await trx
          .updateTable("admins")
          .set({
            ...(patch.role !== undefined ? { role: patch.role } : {}),
            ...(patch.disabled !== undefined ? { disabled: patch.disabled } : {}),
            ...(patch.notifyNewLeads !== undefined
              ? { notify_new_leads: patch.notifyNewLeads }
              : {}),
            updated_at: nowIso(),
          })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Asked for by name and not possible: the role cannot open the lead the e-mail links to.
        if (patch.notifyNewLeads && !mayBeTold(row.role)) throw new CannotBeTold();
        if (toBoolean(row.disabled))
          await trx.deleteFrom("sessions").where("admin_id", "=", id).execute();
        const [old, now] = [toMember(before), toMember(row)];
        const audited = (m: TeamMember) => ({
          role: m.role,
          disabled: m.disabled,
          ...(patch.notifyNewLeads !== undefined ? { notifyNewLeads: m.notifyNewLeads } : {}),
        });
        await record(trx, {
          actor,
          action: "user.update",
          target: `user:${id}`,
          before: audited(old),
          after: audited(now),
        });
        return now;
      }).catch((error: unknown) => {
        if (error instanceof CannotBeTold) return "cannot-be-told" as const;
        throw error;
      });
      if (result === "last-owner" || result === "cannot-be-told") return { kind: result };
      return result ? { kind: "updated", user: result } : { kind: "not-found" };
    },

    /**
     * The team screen's one form: exactly the listed members are e-mailed new leads (among
     * those whose role may open them). Only members whose answer changes are written, each
     * with its audit entry, so a member nobody chose for keeps following their role.
     */
    async setLeadRecipients(ids: readonly string[], actor: Actor): Promise<TeamMember[]> {
      const wanted = new Set(ids);
      return db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom("admins").selectAll().orderBy("created_at").execute();
        const members: TeamMember[] = [];
        for (const row of rows) {
          const before = toMember(row);
          const told = wanted.has(row.id) && mayBeTold(row.role);
          if (before.disabled || told === before.notifyNewLeads) {
            members.push(before);
            continue;
          }
          const after = await trx
            .updateTable("admins")
            .set({ notify_new_leads: told, updated_at: nowIso() })
            .where("id", "=", row.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await record(trx, {
            actor,
            action: "user.update",
            target: `user:${row.id}`,
            before: { notifyNewLeads: before.notifyNewLeads },
            after: { notifyNewLeads: told },
          });
          members.push(toMember(after));
        }
        return members;
      });
    },
  };
}
