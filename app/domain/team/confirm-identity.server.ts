import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { RateLimiter } from "../rate-limiter.server.ts";
import { checkCurrentPassword } from "./current-password.server.ts";

export interface IdentityProof {
  password?: string;
  /** A code from the authenticator, for an account with a second factor. */
  code?: string;
}

export type IdentityVerdict =
  { kind: "right" } | { kind: "wrong" } | { kind: "rate-limited"; retryAfter: number };

/**
 * Asks the signed-in person again before a step that hands out everything (a backup's
 * download, docs/decisions/088): their password, or a code from their authenticator when
 * they have one. Both are counted as the forms that change a password count them.
 */
export async function confirmIdentity(
  db: Kysely<Database>,
  limiter: RateLimiter,
  confirmCode: (adminId: string, code: string) => Promise<"right" | "wrong" | "rate-limited">,
  adminId: string,
  proof: IdentityProof,
): Promise<IdentityVerdict> {
  if (proof.code) {
    const verdict = await confirmCode(adminId, proof.code);
    if (verdict === "rate-limited") return { kind: "rate-limited", retryAfter: 900 };
    return { kind: verdict };
  }
  if (!proof.password) return { kind: "wrong" };
  const verdict = await checkCurrentPassword(db, limiter, adminId, proof.password);
  return verdict.kind === "rate-limited" ? verdict : { kind: verdict.kind };
}
