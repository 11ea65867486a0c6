import type { Kysely, Selectable } from "kysely";
import type { Database, InvitationsTable } from "../../db/schema.ts";
import { nowIso, toIsoString } from "../../db/values.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { hashPassword } from "../password.server.ts";
import { companyName, enqueueAccountMail } from "./account-mail.server.ts";
import type { Role } from "./roles.ts";
import { invitationMail } from "./team-mail.ts";
import { hashToken, newToken, plausibleToken } from "./tokens.ts";
import { toMember, type TeamMember } from "./users.server.ts";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

export type InviteResult = { kind: "invited"; invitation: Invitation } | { kind: "member-exists" };
export type AcceptResult =
  { kind: "accepted"; user: TeamMember } | { kind: "invalid" } | { kind: "member-exists" };

function toInvitation(row: Selectable<InvitationsTable>): Invitation {
  const expiresAt = toIsoString(row.expires_at);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: toIsoString(row.created_at),
    expiresAt,
    expired: Date.parse(expiresAt) <= Date.now(),
  };
}

/** Invitations (docs/decisions/052): 7-day, single-use links by e-mail. */
export function createInvitationService(db: Kysely<Database>, siteUrl: string) {
  const memberExists = async (email: string) =>
    (await db.selectFrom("admins").select("id").where("email", "=", email).executeTakeFirst()) !==
    undefined;

  /** A new link for the row (a fresh invitation or a resend): the old link stops working. */
  async function issue(
    values: { id: string; email: string; role: Role; invitedBy: string | null },
    actor: Actor,
    action: string,
  ): Promise<Invitation> {
    const { token, hash } = newToken();
    const now = Date.now();
    return db.transaction().execute(async (trx) => {
      await trx.deleteFrom("invitations").where("id", "=", values.id).execute();
      // One open invitation per address: inviting again replaces the earlier one.
      await trx
        .deleteFrom("invitations")
        .where("email", "=", values.email)
        .where("accepted_at", "is", null)
        .execute();
      const row = await trx
        .insertInto("invitations")
        .values({
          id: values.id,
          token_hash: hash,
          email: values.email,
          role: values.role,
          invited_by: values.invitedBy,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + INVITATION_TTL_MS).toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await enqueueAccountMail(
        trx,
        invitationMail(values.email, values.role, token, siteUrl, await companyName(trx)),
        row.id,
      );
      await record(trx, {
        actor,
        action,
        target: `invitation:${row.id}`,
        after: { email: values.email, role: values.role },
      });
      return toInvitation(row);
    });
  }

  return {
    async invite(email: string, role: Role, actor: Actor): Promise<InviteResult> {
      const address = email.trim().toLowerCase();
      if (await memberExists(address)) return { kind: "member-exists" };
      const invitation = await issue(
        { id: crypto.randomUUID(), email: address, role, invitedBy: actor.id },
        actor,
        "invitation.create",
      );
      return { kind: "invited", invitation };
    },

    /** Open invitations, newest first; expired ones are listed so they can be resent. */
    async listPending(): Promise<Invitation[]> {
      const rows = await db
        .selectFrom("invitations")
        .selectAll()
        .where("accepted_at", "is", null)
        .orderBy("created_at", "desc")
        .execute();
      return rows.map(toInvitation);
    },

    async resend(id: string, actor: Actor): Promise<Invitation | null> {
      const row = await db
        .selectFrom("invitations")
        .selectAll()
        .where("id", "=", id)
        .where("accepted_at", "is", null)
        .executeTakeFirst();
      if (!row) return null;
      return issue(
        { id: row.id, email: row.email, role: row.role, invitedBy: actor.id },
        actor,
        "invitation.resend",
      );
    },

    async revoke(id: string, actor: Actor): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom("invitations")
          .where("id", "=", id)
          .where("accepted_at", "is", null)
          .returningAll()
          .executeTakeFirst();
        if (row)
          await record(trx, {
            actor,
            action: "invitation.revoke",
            target: `invitation:${id}`,
            before: { email: row.email, role: row.role },
          });
        return row !== undefined;
      });
    },

    /** The invitation a link names, if it can still be accepted (for the page). */
    async peek(token: string): Promise<Invitation | null> {
      if (!plausibleToken(token)) return null;
      const row = await db
        .selectFrom("invitations")
        .selectAll()
        .where("token_hash", "=", hashToken(token))
        .where("accepted_at", "is", null)
        .executeTakeFirst();
      const invitation = row ? toInvitation(row) : null;
      return invitation && !invitation.expired ? invitation : null;
    },

    /**
     * Creates the account. Single use is one conditional UPDATE: of two accepts racing
     * with the same link, one creates the account and the other finds it used.
     */
    async accept(
      token: string,
      input: { name: string; password: string },
      address: string,
    ): Promise<AcceptResult> {
      if (!plausibleToken(token)) return { kind: "invalid" };
      const passwordHash = await hashPassword(input.password);
      return db.transaction().execute(async (trx): Promise<AcceptResult> => {
        const now = nowIso();
        const invitation = await trx
          .updateTable("invitations")
          .set({ accepted_at: now })
          .where("token_hash", "=", hashToken(token))
          .where("accepted_at", "is", null)
          .where("expires_at", ">", now)
          .returningAll()
          .executeTakeFirst();
        if (!invitation) return { kind: "invalid" };
        const taken = await trx
          .selectFrom("admins")
          .select("id")
          .where("email", "=", invitation.email)
          .executeTakeFirst();
        if (taken) return { kind: "member-exists" };
        const row = await trx
          .insertInto("admins")
          .values({
            id: crypto.randomUUID(),
            email: invitation.email,
            name: input.name,
            role: invitation.role,
            password_hash: passwordHash,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await record(trx, {
          actor: { id: row.id, email: row.email, address },
          action: "invitation.accept",
          target: `user:${row.id}`,
          after: { email: row.email, name: row.name, role: row.role },
        });
        return { kind: "accepted", user: toMember(row) };
      });
    },
  };
}
