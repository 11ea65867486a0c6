import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { nowIso, toBoolean, toIsoString } from "../db/values.ts";
import {
  decoyPasswordHash,
  generatePassword,
  hashPassword,
  verifyPassword,
} from "./password.server.ts";
import { createHashGate, type HashGate } from "./hash-gate.server.ts";
import { createLoginThrottle } from "./login-throttle.server.ts";
import type { RateLimiter } from "./rate-limiter.server.ts";
import { isBarred, needsSecondFactor } from "./team/account-gate.server.ts";
import type { Role } from "./team/roles.ts";
import { findSessionAccount } from "./team/session-account.server.ts";
import { hashToken } from "./team/tokens.ts";

export interface SessionPolicy {
  /** Inactivity after which a session ends. */
  idleMs: number;
  /** Lifetime after which a session ends regardless of activity. */
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 4 * 60 * 60 * 1000,
  absoluteMs: 24 * 60 * 60 * 1000,
};

export interface AdminIdentity {
  id: string;
  email: string;
  /** Every page and endpoint checks it on the server (docs/decisions/050). */
  role: Role;
  name: string;
  /** A second factor is on for the account (the owner may require one). */
  twoFactor: boolean;
}

export type LoginResult =
  | {
      ok: true;
      admin: AdminIdentity;
      sessionToken: string;
      /** The session opens nothing until POST /api/admin/login/second-factor. */
      secondFactorRequired: boolean;
    }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfter: number }
  /** Too many password checks under way (the hash queue is full); try again in a moment. */
  | { ok: false; reason: "busy"; retryAfter: number };

export interface LoginContext {
  /** The client's address (server/client-address.ts). */
  address: string;
  /** The browser holds this account's known-device cookie (decision 036). */
  knownDevice?: boolean;
  /** The browser's User-Agent, shown in the account's list of sessions. */
  userAgent?: string;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The owners, oldest first: the first is the administrator the environment configures. */
const owners = (db: Kysely<Database>) =>
  db.selectFrom("admins").selectAll().where("role", "=", "owner").orderBy("created_at");

export function createAuthService(
  db: Kysely<Database>,
  limiter: RateLimiter,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  hashGate: HashGate = createHashGate(),
) {
  const throttle = createLoginThrottle(limiter);

  async function startSession(
    adminId: string,
    details: { address?: string; userAgent?: string; pendingSecondFactor?: boolean } = {},
  ): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    await db
      .insertInto("sessions")
      .values({
        id: hashToken(token),
        admin_id: adminId,
        created_at: new Date(now).toISOString(),
        last_seen_at: new Date(now).toISOString(),
        expires_at: new Date(now + policy.absoluteMs).toISOString(),
        address: (details.address ?? "").slice(0, 100),
        user_agent: (details.userAgent ?? "").slice(0, 300),
        pending_second_factor: details.pendingSecondFactor ?? false,
      })
      .execute();
    return token;
  }

  return {
    async login(email: string, password: string, context: LoginContext): Promise<LoginResult> {
      const account = normaliseEmail(email);
      // Counted before the hash runs: parallel guesses cannot outrun the limit.
      const reservation = await throttle.reserve({
        address: context.address,
        account,
        knownDevice: context.knownDevice ?? false,
      });
      if (!reservation.ok) {
        return { ok: false, reason: "rate-limited", retryAfter: reservation.retryAfter };
      }
      const admin = await db
        .selectFrom("admins")
        .selectAll()
        .where("email", "=", account)
        .executeTakeFirst();
      const stored = admin?.password_hash ?? (await decoyPasswordHash());
      const valid = await hashGate.run(() => verifyPassword(password, stored));
      if (valid === null) {
        // Not checked, so not a failure: the place goes back.
        await reservation.succeeded();
        return { ok: false, reason: "busy", retryAfter: 1 };
      }
      if (!admin || !valid) return { ok: false, reason: "invalid" };
      await reservation.succeeded();
      // Account checks after the password, in their own functions (team/account-gate).
      if (isBarred(admin)) return { ok: false, reason: "invalid" };
      const secondFactorRequired = needsSecondFactor(admin);
      // A fresh id at every sign-in: a session id planted before login is worthless.
      return {
        ok: true,
        admin: {
          id: admin.id,
          email: admin.email,
          role: admin.role,
          name: admin.name,
          twoFactor: admin.totp_secret !== null,
        },
        secondFactorRequired,
        sessionToken: await startSession(admin.id, {
          address: context.address,
          userAgent: context.userAgent,
          pendingSecondFactor: secondFactorRequired,
        }),
      };
    },

    /** Password hashes begun and under way (tests, the login benchmark). */
    hashStats: () => hashGate.stats(),

    /** The administrator behind a session cookie, or null when it is unknown, idle or expired. */
    async resolveSession(token: string | undefined): Promise<AdminIdentity | null> {
      const row = await findSessionAccount(db, token);
      if (!row || toBoolean(row.pending_second_factor)) return null;
      const id = row.sessionId;
      if (toBoolean(row.disabled)) {
        await db.deleteFrom("sessions").where("admin_id", "=", row.adminId).execute();
        return null;
      }
      const now = Date.now();
      const lastSeen = Date.parse(toIsoString(row.last_seen_at));
      if (Date.parse(toIsoString(row.expires_at)) <= now || lastSeen + policy.idleMs <= now) {
        await db.deleteFrom("sessions").where("id", "=", id).execute();
        return null;
      }
      // Touch at most once a minute: every admin request would otherwise be a write.
      if (now - lastSeen > 60_000) {
        await db
          .updateTable("sessions")
          .set({ last_seen_at: new Date(now).toISOString() })
          .where("id", "=", id)
          .execute();
      }
      return {
        id: row.adminId,
        email: row.email,
        role: row.role,
        name: row.name,
        twoFactor: row.totp_secret !== null,
      };
    },

    /** Opens a session for an account that has just proved who it is (an accepted invitation, 2FA). */
    startSession,

    async logout(token: string | undefined): Promise<void> {
      if (token) await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
    },

    async purgeExpiredSessions(): Promise<void> {
      const idleCutoff = new Date(Date.now() - policy.idleMs).toISOString();
      await db
        .deleteFrom("sessions")
        .where((eb) =>
          eb.or([eb("expires_at", "<=", nowIso()), eb("last_seen_at", "<=", idleCutoff)]),
        )
        .execute();
    },

    /**
     * There is one administrator. Configured credentials create it or reset its
     * password; with none configured, the first start generates a password and
     * returns it once so it can be printed.
     */
    async ensureAdministrator(configured: {
      email?: string;
      password?: string;
    }): Promise<{ created: false } | { created: true; email: string; generatedPassword?: string }> {
      // The configured account is the first owner; editors and sales staff are never touched.
      const existing = await owners(db).execute();
      if (configured.email && configured.password) {
        const email = normaliseEmail(configured.email);
        const passwordHash = await hashPassword(configured.password);
        const current = existing[0];
        if (current) {
          // The environment is authoritative for this account: it is enabled again if it was disabled.
          await db
            .updateTable("admins")
            .set({ email, password_hash: passwordHash, disabled: false, updated_at: nowIso() })
            .where("id", "=", current.id)
            .execute();
          if (
            current.email !== email ||
            !(await verifyPassword(configured.password, current.password_hash))
          ) {
            await db.deleteFrom("sessions").where("admin_id", "=", current.id).execute();
          }
          return { created: false };
        }
        await insertAdmin(db, email, passwordHash);
        return { created: true, email };
      }
      if (existing.length > 0) return { created: false };
      const email = normaliseEmail(configured.email ?? "admin@example.com");
      const generatedPassword = generatePassword();
      await insertAdmin(db, email, await hashPassword(generatedPassword));
      return { created: true, email, generatedPassword };
    },

    /** Sets a new password for the administrator and ends every session. */
    async resetPassword(password?: string): Promise<{ email: string; password: string } | null> {
      const admin = await owners(db).executeTakeFirst();
      if (!admin) return null;
      const newPassword = password ?? generatePassword();
      await db
        .updateTable("admins")
        .set({
          password_hash: await hashPassword(newPassword),
          disabled: false,
          // Recovery from the server's command line: a lost authenticator must not lock the owner out.
          totp_secret: null,
          totp_pending_secret: null,
          updated_at: nowIso(),
        })
        .where("id", "=", admin.id)
        .execute();
      await db.deleteFrom("sessions").where("admin_id", "=", admin.id).execute();
      await db.deleteFrom("recovery_codes").where("admin_id", "=", admin.id).execute();
      return { email: admin.email, password: newPassword };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

async function insertAdmin(db: Kysely<Database>, email: string, passwordHash: string) {
  const now = nowIso();
  await db
    .insertInto("admins")
    .values({
      id: crypto.randomUUID(),
      email,
      password_hash: passwordHash,
      role: "owner",
      created_at: now,
      updated_at: now,
    })
    .execute();
}
