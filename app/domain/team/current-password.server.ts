import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { verifyPassword } from "../password.server.ts";
import type { RateLimiter } from "../rate-limiter.server.ts";

/**
 * Wrong current passwords, as sign-ins are limited (docs/decisions/052). Changing the password
 * and changing the sign-in address share one count per account, so a stolen session gets ten
 * guesses a quarter of an hour in all, not ten per form.
 */
export const CURRENT_PASSWORD_LIMIT = { attempts: 10, windowMs: 15 * 60 * 1000 };

export type CurrentPasswordVerdict =
  { kind: "right" } | { kind: "wrong" } | { kind: "rate-limited"; retryAfter: number };

/**
 * Checks the signed-in account's password before a change that needs it. The guess is counted
 * before it is checked and given back when right, so parallel guesses cannot pass the limit.
 */
export async function checkCurrentPassword(
  db: Kysely<Database>,
  limiter: RateLimiter,
  adminId: string,
  password: string,
): Promise<CurrentPasswordVerdict> {
  const key = `password-change:${adminId}`;
  const { attempts, windowMs } = CURRENT_PASSWORD_LIMIT;
  const counted = await limiter.hit(key, attempts, windowMs);
  if (!counted.allowed) return { kind: "rate-limited", retryAfter: counted.retryAfter };
  const admin = await db
    .selectFrom("admins")
    .select("password_hash")
    .where("id", "=", adminId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(password, admin.password_hash))) return { kind: "wrong" };
  await limiter.release(key);
  return { kind: "right" };
}
