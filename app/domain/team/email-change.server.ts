import type { Kysely } from "kysely";
import { lockWithinTransaction } from "../../db/transaction-lock.server.ts";
import type { Database } from "../../db/schema.ts";
import { nowIso, toBoolean, toIsoString } from "../../db/values.ts";
import { record, type MemberActor } from "../audit/audit.server.ts";
import type { RateLimiter } from "../rate-limiter.server.ts";
import { openLink, readOpenLink, sendLink } from "./account-links.server.ts";
import { companyName, enqueueAccountMail } from "./account-mail.server.ts";
import { checkCurrentPassword } from "./current-password.server.ts";
import { emailChangedNotice, emailChangeMail } from "./team-mail.ts";
import { newToken, plausibleToken } from "./tokens.ts";

/** How long the link sent to the new address works (docs/decisions/089). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Links per account per hour: enough for a typo, too few to flood someone else's mailbox. */
export const EMAIL_CHANGE_LIMIT = { links: 5, windowMs: 60 * 60 * 1000 };

export type EmailChangeRequest =
  | { kind: "sent"; email: string; expiresAt: string }
  | { kind: "unchanged" }
  | { kind: "taken" }
  | { kind: "wrong-password" }
  | { kind: "rate-limited"; retryAfter: number };

export type EmailChangeConfirmation =
  { kind: "changed"; email: string } | { kind: "invalid" } | { kind: "taken" };

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * A member changes their sign-in address (docs/decisions/089): the current password is asked
 * again, a single-use link goes to the new address, and the address changes only when that link
 * is followed, so a typo or a stolen session cannot move an account to an address nobody reads.
 * Only the newest link of an account works; the old address is told once the change is made.
 */
export function createEmailChangeService(
  db: Kysely<Database>,
  limiter: RateLimiter,
  siteUrl: string,
) {
  const takenByAnother = async (
    executor: Pick<Kysely<Database>, "selectFrom">,
    email: string,
    adminId: string,
  ) =>
    (await executor
      .selectFrom("admins")
      .select("id")
      .where("email", "=", email)
      .where("id", "!=", adminId)
      .executeTakeFirst()) !== undefined;

  return {
    async request(
      actor: MemberActor,
      newEmail: string,
      currentPassword: string,
    ): Promise<EmailChangeRequest> {
      const email = normalise(newEmail);
      const verdict = await checkCurrentPassword(db, limiter, actor.id, currentPassword);
      if (verdict.kind === "rate-limited") return verdict;
      if (verdict.kind === "wrong") return { kind: "wrong-password" };
      if (email === normalise(actor.email)) return { kind: "unchanged" };
      if (await takenByAnother(db, email, actor.id)) return { kind: "taken" };
      const sent = await limiter.hit(
        `email-change:${actor.id}`,
        EMAIL_CHANGE_LIMIT.links,
        EMAIL_CHANGE_LIMIT.windowMs,
      );
      if (!sent.allowed) return { kind: "rate-limited", retryAfter: sent.retryAfter };
      const { token, hash } = newToken();
      const now = Date.now();
      const expiresAt = new Date(now + EMAIL_CHANGE_TTL_MS).toISOString();
      await db.transaction().execute(async (trx) => {
        // Only the newest address can win.
        await sendLink(
          trx,
          "email_changes",
          {
            token_hash: hash,
            admin_id: actor.id,
            new_email: email,
            created_at: new Date(now).toISOString(),
            expires_at: expiresAt,
          },
          (company) => emailChangeMail(email, token, siteUrl, company),
        );
        await record(trx, {
          actor,
          action: "user.email-change-requested",
          target: `user:${actor.id}`,
          before: { email: actor.email },
          after: { email },
        });
      });
      return { kind: "sent", email, expiresAt };
    },

    /** The account's change waiting for its link, for the account page. */
    async pending(adminId: string): Promise<{ email: string; expiresAt: string } | null> {
      const row = await db
        .selectFrom("email_changes")
        .select(["new_email", "expires_at"])
        .where("admin_id", "=", adminId)
        .where("used_at", "is", null)
        .where("expires_at", ">", nowIso())
        .orderBy("created_at", "desc")
        .executeTakeFirst();
      return row ? { email: row.new_email, expiresAt: toIsoString(row.expires_at) } : null;
    },

    /** The new address a link would set, if it can still be used (for the page, before the button). */
    async peek(token: string): Promise<{ email: string } | null> {
      const row = await readOpenLink(db.selectFrom("email_changes").select("new_email"), token);
      return row ? { email: row.new_email } : null;
    },

    /**
     * Uses the link once (a conditional UPDATE) and moves the account to the new address; a
     * lock on the address keeps two accounts confirming it at once from both getting it.
     */
    async confirm(token: string, address: string): Promise<EmailChangeConfirmation> {
      if (!plausibleToken(token)) return { kind: "invalid" };
      return db.transaction().execute(async (trx): Promise<EmailChangeConfirmation> => {
        const now = nowIso();
        const used = await trx
          .updateTable("email_changes")
          .set({ used_at: now })
          .where(openLink(token, now))
          .returning(["admin_id", "new_email"])
          .executeTakeFirst();
        if (!used) return { kind: "invalid" };
        const admin = await trx
          .selectFrom("admins")
          .select(["id", "email", "disabled"])
          .where("id", "=", used.admin_id)
          .executeTakeFirst();
        if (!admin || toBoolean(admin.disabled)) return { kind: "invalid" };
        await lockWithinTransaction(trx, `admin-email:${used.new_email}`);
        // Spent either way: an address someone took meanwhile needs a new request.
        if (await takenByAnother(trx, used.new_email, admin.id)) return { kind: "taken" };
        await trx
          .updateTable("admins")
          .set({ email: used.new_email, updated_at: now })
          .where("id", "=", admin.id)
          .execute();
        const name = await companyName(trx);
        await enqueueAccountMail(
          trx,
          emailChangedNotice(admin.email, used.new_email, siteUrl, name),
          admin.id,
        );
        await record(trx, {
          actor: { id: admin.id, email: used.new_email, address },
          action: "user.email-change",
          target: `user:${admin.id}`,
          before: { email: admin.email },
          after: { email: used.new_email },
        });
        return { kind: "changed", email: used.new_email };
      });
    },
  };
}
