import type { Kysely } from "kysely";
import { toCount } from "../../db/list-helpers.ts";
import { lockWithinTransaction } from "../../db/transaction-lock.server.ts";
import type { Database } from "../../db/schema.ts";
import { nowIso, toBoolean } from "../../db/values.ts";
import { record, type MemberActor } from "../audit/audit.server.ts";
import { hashPassword } from "../password.server.ts";
import type { RateLimiter } from "../rate-limiter.server.ts";
import { openLink, readOpenLink, retireOpenLinks, sendLink } from "./account-links.server.ts";
import { checkCurrentPassword } from "./current-password.server.ts";
import { passwordResetMail } from "./team-mail.ts";
import { hashToken, newToken, plausibleToken } from "./tokens.ts";

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Reset e-mails per account per hour: enough for a typo, too few to flood a mailbox. */
const RESETS_PER_HOUR = 3;

export type ChangeResult =
  { kind: "changed" } | { kind: "wrong-password" } | { kind: "rate-limited"; retryAfter: number };

/** Forgotten and changed passwords (docs/decisions/052). */
export function createPasswordService(db: Kysely<Database>, limiter: RateLimiter, siteUrl: string) {
  return {
    /**
     * Queues a reset link when an enabled account has this address; says nothing either
     * way, so the API's 202 is the same for every address.
     */
    async requestReset(email: string, address: string): Promise<void> {
      const admin = await db
        .selectFrom("admins")
        .select(["id", "email", "disabled"])
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
      if (!admin || toBoolean(admin.disabled)) return;
      const { token, hash } = newToken();
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        // Two requests for one account queue one after the other, so only one link lives.
        await lockWithinTransaction(trx, `password-reset:${admin.id}`);
        const { n } = await trx
          .selectFrom("password_resets")
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .where("admin_id", "=", admin.id)
          .where("created_at", ">", new Date(now - RESET_TTL_MS).toISOString())
          .executeTakeFirstOrThrow();
        if (toCount(n) >= RESETS_PER_HOUR) return;
        await sendLink(
          trx,
          "password_resets",
          {
            token_hash: hash,
            admin_id: admin.id,
            created_at: new Date(now).toISOString(),
            expires_at: new Date(now + RESET_TTL_MS).toISOString(),
          },
          (company) => passwordResetMail(admin.email, token, siteUrl, company),
        );
        await record(trx, {
          actor: { id: null, email: admin.email, address },
          action: "password.reset-requested",
          target: `user:${admin.id}`,
        });
      });
    },

    /** Whether a reset link can still be used (for the page, before the form). */
    async resetLinkValid(token: string): Promise<boolean> {
      const row = await readOpenLink(db.selectFrom("password_resets").select("token_hash"), token);
      return row !== undefined;
    },

    /** Uses the link once (a conditional UPDATE), sets the password and ends every session. */
    async reset(token: string, password: string, address: string): Promise<boolean> {
      if (!plausibleToken(token)) return false;
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const used = await trx
          .updateTable("password_resets")
          .set({ used_at: now })
          .where(openLink(token, now))
          .returning("admin_id")
          .executeTakeFirst();
        if (!used) return false;
        const admin = await trx
          .updateTable("admins")
          .set({ password_hash: passwordHash, updated_at: now })
          .where("id", "=", used.admin_id)
          .where("disabled", "=", false)
          .returning(["id", "email"])
          .executeTakeFirst();
        if (!admin) return false;
        // Every other link of this account dies with it, and every session ends.
        await retireOpenLinks(trx, "password_resets", admin.id, now);
        await trx.deleteFrom("sessions").where("admin_id", "=", admin.id).execute();
        await record(trx, {
          actor: { id: admin.id, email: admin.email, address },
          action: "password.reset",
          target: `user:${admin.id}`,
        });
        return true;
      });
    },

    /** The current password is required; every other session of the account ends. */
    async change(
      actor: MemberActor,
      current: string,
      next: string,
      keepSessionToken: string | undefined,
    ): Promise<ChangeResult> {
      const verdict = await checkCurrentPassword(db, limiter, actor.id, current);
      if (verdict.kind === "rate-limited") return verdict;
      if (verdict.kind === "wrong") return { kind: "wrong-password" };
      const passwordHash = await hashPassword(next);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("admins")
          .set({ password_hash: passwordHash, updated_at: nowIso() })
          .where("id", "=", actor.id)
          .execute();
        let others = trx.deleteFrom("sessions").where("admin_id", "=", actor.id);
        if (keepSessionToken) others = others.where("id", "!=", hashToken(keepSessionToken));
        await others.execute();
        await record(trx, { actor, action: "password.change", target: `user:${actor.id}` });
      });
      return { kind: "changed" };
    },
  };
}
