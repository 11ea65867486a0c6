import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ComposedMessage } from "../notifications/compose.ts";
import { recipientKey } from "../notifications/outbox.server.ts";
import { seedSiteContent } from "../site/seed-content.ts";
import { publishedCompany } from "../site/published-company.server.ts";

/** The company's name as published now, read in the transaction that queues a team e-mail. */
export async function companyName(trx: Transaction<Database>): Promise<string> {
  return (await publishedCompany(trx))?.name ?? seedSiteContent().company.name;
}

/**
 * Queues a team e-mail (invitation, password reset) in the notification outbox, in the
 * caller's transaction: the link exists if and only if its e-mail is on its way. The
 * outbox worker sends it like any other (docs/decisions/010, 052).
 */
export async function enqueueAccountMail(
  trx: Transaction<Database>,
  message: ComposedMessage,
  referenceId: string,
): Promise<void> {
  const now = Date.now();
  await trx
    .insertInto("notification_outbox")
    .values({
      id: crypto.randomUUID(),
      kind: message.kind,
      submission_kind: "account",
      submission_id: referenceId,
      recipient: message.to,
      recipient_key: recipientKey(message.to),
      reply_to: null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: new Date(now).toISOString(),
    })
    .execute();
}
