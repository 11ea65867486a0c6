import type { ExpressionBuilder, Insertable, SelectQueryBuilder, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ComposedMessage } from "../notifications/compose.ts";
import { companyName, enqueueAccountMail } from "./account-mail.server.ts";
import { nowIso } from "../../db/values.ts";
import { hashToken, plausibleToken } from "./tokens.ts";

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

/**
 * Makes `link` the account's only open link and queues the e-mail that carries it, in the
 * caller's transaction: the older links die, the new one is stored, and `mail` is written with
 * the company's name as published now.
 */
export async function sendLink<T extends AccountLinkTable>(
  trx: Transaction<Database>,
  table: T,
  link: Insertable<Database[T]> & Insertable<Database[AccountLinkTable]>,
  mail: (company: string) => ComposedMessage,
): Promise<void> {
  await retireOpenLinks(trx, table, link.admin_id, link.created_at);
  await trx.insertInto<AccountLinkTable>(table).values(link).execute();
  await enqueueAccountMail(trx, mail(await companyName(trx)), link.admin_id);
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

/** What `query` selects of the link of `token` if it is open now; nothing for a token that cannot be one. */
export async function readOpenLink<O>(
  query: SelectQueryBuilder<Database, AccountLinkTable, O>,
  token: string,
): Promise<O | undefined> {
  if (!plausibleToken(token)) return undefined;
  return query.where(openLink(token, nowIso())).executeTakeFirst();
}
