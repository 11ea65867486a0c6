import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nowIso, toBoolean, toIsoString } from "../../db/values.ts";
import { record, type MemberActor } from "../audit/audit.server.ts";
import type { RateLimiter } from "../rate-limiter.server.ts";
import { findSessionAccount } from "./session-account.server.ts";
import { hashToken } from "./tokens.ts";

/** otplib (and its crypto plugins) is loaded by the first sign-in or enrolment that needs it. */
const otp = () => import("otplib");

const ISSUER = "Vadtech back office";
const RECOVERY_CODES = 10;
/** Wrong second-factor codes are limited like passwords (decision 036): 5 per 15 minutes. */
const CODE_LIMIT = { attempts: 5, windowMs: 15 * 60 * 1000 };
/** One period either side: phones whose clocks drift by up to 30 s still work. */
const TOLERANCE_SECONDS = 30;

export type SecondFactorResult =
  | { ok: true; adminId: string; email: string; usedRecoveryCode: boolean }
  | { ok: false; reason: "no-pending-sign-in" | "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfter: number };

/** Ten codes of 10 characters in two groups, from an alphabet without look-alikes. */
function recoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/\s+/g, "");

/**
 * TOTP second factor (docs/decisions/052): enrolment with a pending secret that
 * becomes active only once a code from it is confirmed, ten single-use recovery codes
 * (stored as hashes), and the second step of a sign-in.
 */
/**
 * Turns the second factor on with `secret` or off with null: any enrolment under way ends, and
 * the old recovery codes stop working either way.
 */
async function setSecret(trx: Transaction<Database>, adminId: string, secret: string | null) {
  await trx
    .updateTable("admins")
    .set({ totp_secret: secret, totp_pending_secret: null, updated_at: nowIso() })
    .where("id", "=", adminId)
    .execute();
  await trx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
}

export function createTwoFactorService(db: Kysely<Database>, limiter: RateLimiter) {
  async function checkTotp(adminId: string, secret: string, code: string, lastStep: number | null) {
    if (!/^\d{6}$/.test(code.trim())) return false;
    const { verify } = await otp();
    const result = await verify({
      secret,
      token: code.trim(),
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    }).catch(() => ({ valid: false as const }));
    if (!result.valid || !("timeStep" in result)) return false;
    // Only the first use of a step wins, even when two requests race with the same code.
    const updated = await db
      .updateTable("admins")
      .set({ totp_last_step: result.timeStep })
      .where("id", "=", adminId)
      .where((eb) =>
        eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", result.timeStep)]),
      )
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Marks an unused recovery code used; only one of two racing requests can win it. */
  async function spendRecoveryCode(adminId: string, code: string): Promise<boolean> {
    const used = await db
      .updateTable("recovery_codes")
      .set({ used_at: nowIso() })
      .where("admin_id", "=", adminId)
      .where("code_hash", "=", hashToken(normaliseRecovery(code).replace("-", "")))
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  /** The secret of an enrolment begun and not yet confirmed, if there is one. */
  async function pendingSecret(adminId: string): Promise<string | null> {
    const admin = await db
      .selectFrom("admins")
      .select(["totp_pending_secret"])
      .where("id", "=", adminId)
      .executeTakeFirst();
    return admin?.totp_pending_secret ?? null;
  }

  return {
    /** A new secret for `actor`, pending until confirmed; any earlier pending one is replaced. */
    async startEnrolment(actor: MemberActor) {
      const { generateSecret, generateURI } = await otp();
      const secret = generateSecret();
      await db
        .updateTable("admins")
        .set({ totp_pending_secret: secret, updated_at: nowIso() })
        .where("id", "=", actor.id)
        .execute();
      return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: actor.email, secret }) };
    },

    /** The enrolment begun and not yet confirmed, to show its QR code again. */
    async pendingEnrolment(actor: { id: string; email: string }) {
      const secret = await pendingSecret(actor.id);
      if (!secret) return null;
      const { generateURI } = await otp();
      return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: actor.email, secret }) };
    },

    async cancelEnrolment(adminId: string) {
      await db
        .updateTable("admins")
        .set({ totp_pending_secret: null })
        .where("id", "=", adminId)
        .execute();
    },

    /** Activates the pending secret when `code` comes from it; returns the recovery codes once. */
    async confirmEnrolment(actor: MemberActor, code: string) {
      const pending = await pendingSecret(actor.id);
      if (!pending || !(await checkTotp(actor.id, pending, code, null))) return null;
      const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
      await db.transaction().execute(async (trx) => {
        await setSecret(trx, actor.id, pending);
        await trx
          .insertInto("recovery_codes")
          .values(
            codes.map((c) => ({ code_hash: hashToken(c.replace("-", "")), admin_id: actor.id })),
          )
          .execute();
        await record(trx, { actor, action: "user.two-factor-enabled", target: `user:${actor.id}` });
      });
      return codes;
    },

    /** Recovery codes not yet used, for the account screen. */
    async recoveryCodesLeft(adminId: string): Promise<number> {
      const row = await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("admin_id", "=", adminId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether a sign-in token is waiting for its second factor (the second-factor page). */
    async isPending(sessionToken: string | undefined): Promise<boolean> {
      if (!sessionToken || sessionToken.length > 200) return false;
      const row = await db
        .selectFrom("sessions")
        .select(["pending_second_factor", "expires_at"])
        .where("id", "=", hashToken(sessionToken))
        .executeTakeFirst();
      return (
        !!row && toBoolean(row.pending_second_factor) && toIsoString(row.expires_at) > nowIso()
      );
    },

    /**
     * A current code from the account's authenticator, to confirm a step that needs the person
     * and not only their session (a backup's download). Limited as sign-in codes are.
     */
    async confirmCode(adminId: string, code: string): Promise<"right" | "wrong" | "rate-limited"> {
      const key = `login:second-factor:${adminId}`;
      const verdict = await limiter.hit(key, CODE_LIMIT.attempts, CODE_LIMIT.windowMs);
      if (!verdict.allowed) return "rate-limited";
      const admin = await db
        .selectFrom("admins")
        .select(["totp_secret", "totp_last_step"])
        .where("id", "=", adminId)
        .executeTakeFirst();
      if (!admin?.totp_secret) return "wrong";
      const lastStep = admin.totp_last_step === null ? null : Number(admin.totp_last_step);
      if (!(await checkTotp(adminId, admin.totp_secret, code, lastStep))) return "wrong";
      await limiter.release(key);
      return "right";
    },

    /**
     * Turns the second factor off. A code from the authenticator (or a recovery code) is
     * required, so a session left open on a shared computer cannot remove it.
     */
    async disable(
      actor: MemberActor,
      code: string,
    ): Promise<"disabled" | "invalid" | "rate-limited"> {
      const key = `login:second-factor:${actor.id}`;
      const verdict = await limiter.hit(key, CODE_LIMIT.attempts, CODE_LIMIT.windowMs);
      if (!verdict.allowed) return "rate-limited";
      const admin = await db
        .selectFrom("admins")
        .select(["totp_secret", "totp_last_step"])
        .where("id", "=", actor.id)
        .executeTakeFirst();
      if (!admin?.totp_secret) return "invalid";
      const lastStep = admin.totp_last_step === null ? null : Number(admin.totp_last_step);
      const valid =
        (await checkTotp(actor.id, admin.totp_secret, code, lastStep)) ||
        (await spendRecoveryCode(actor.id, code));
      if (!valid) return "invalid";
      await limiter.release(key);
      await db.transaction().execute(async (trx) => {
        await setSecret(trx, actor.id, null);
        await record(trx, {
          actor,
          action: "user.two-factor-disabled",
          target: `user:${actor.id}`,
        });
      });
      return "disabled";
    },

    /**
     * The second step of a sign-in: the session the password opened is pending; a TOTP
     * code or an unused recovery code opens it. Attempts are counted before checking.
     */
    async completeSignIn(
      sessionToken: string | undefined,
      code: string,
      address: string,
    ): Promise<SecondFactorResult> {
      const row = await findSessionAccount(db, sessionToken);
      if (
        !row ||
        !toBoolean(row.pending_second_factor) ||
        !row.totp_secret ||
        toIsoString(row.expires_at) <= nowIso()
      ) {
        return { ok: false, reason: "no-pending-sign-in" };
      }
      const key = `login:second-factor:${row.adminId}`;
      const verdict = await limiter.hit(key, CODE_LIMIT.attempts, CODE_LIMIT.windowMs);
      if (!verdict.allowed)
        return { ok: false, reason: "rate-limited", retryAfter: verdict.retryAfter };

      const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
      let usedRecoveryCode = false;
      let valid = await checkTotp(row.adminId, row.totp_secret, code, lastStep);
      if (!valid) valid = usedRecoveryCode = await spendRecoveryCode(row.adminId, code);
      const actor = { id: row.adminId, email: row.email, address };
      if (!valid) {
        await record(db, {
          actor,
          action: "auth.second-factor-failed",
          target: `user:${row.adminId}`,
        });
        return { ok: false, reason: "invalid" };
      }
      await limiter.release(key);
      await db
        .updateTable("sessions")
        .set({ pending_second_factor: false })
        .where("id", "=", row.sessionId)
        .execute();
      await record(db, {
        actor,
        action: usedRecoveryCode ? "auth.sign-in-recovery-code" : "auth.sign-in",
        target: `user:${row.adminId}`,
      });
      return { ok: true, adminId: row.adminId, email: row.email, usedRecoveryCode };
    },
  };
}
