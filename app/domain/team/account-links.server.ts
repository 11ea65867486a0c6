import type { ExpressionBuilder, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { hashToken } from "./tokens.ts";

/** The single-use links e-mailed to a member's account: a password reset, a new sign-in address. */
type AccountLinkTable = "password_resets" | "email_changes";

/**
 * Only the newest link of an account works: the ones sent before die as a new one is made
 * (or as one is used).
 */
export async function retireOpenLinks(
  trx: Transaction<Database>,
  table: AccountLinkTable,
  adminId: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable(table as "password_resets")
    .set({ used_at: at })
    .where("admin_id", "=", adminId)
    .where("used_at", "is", null)
    .execute();
}

/** The link of `token`, if it is neither used nor expired at `now`. */
export function openLink(token: string, now: string) {
  return (eb: ExpressionBuilder<Database, AccountLinkTable>) =>
    eb.and([
      eb("token_hash", "=", hashToken(token)),
      eb("used_at", "is", null),
      eb("expires_at", ">", now),
    ]);
}
