import type { Transaction } from "kysely";
import { lockWithinTransaction } from "../../db/transaction-lock.server.ts";
import type { Database } from "../../db/schema.ts";
import type { Submission } from "../services.server.ts";
import { publishedCompany } from "../site/site-content-store.server.ts";
import { composeNotifications } from "./compose.ts";
import { createOutbox, recipientKey } from "./outbox.server.ts";

/**
 * A visitor's address gets at most this many acknowledgements an hour, so the
 * forms cannot be used to flood someone else's mailbox
 * (docs/decisions/011-spam-defence.md, 039-mail-abuse-ceilings.md). The team is always notified.
 */
export const ACKNOWLEDGEMENT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

/** ACK_HOURLY_LIMIT's default: acknowledgements to all visitors together, per hour. */
export const DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR = 100;

export interface NotifierOptions {
  siteUrl: string;
  /** NOTIFY_EMAIL; when unset, the administrator's address from the admins table. */
  notifyEmail?: string;
  /** ACK_HOURLY_LIMIT: the site-wide ceiling; 0 sends no acknowledgement at all. */
  acknowledgementsPerHour?: number;
  /** Told, without the address, when a ceiling holds an acknowledgement back. */
  onWithheld?: (ceiling: AcknowledgementCeiling, submission: Submission) => void;
  now?: () => number;
}

export type AcknowledgementCeiling = "recipient" | "site";

/**
 * The `onSubmission` hook of createServices: runs inside the transaction that
 * stores a submission and queues its e-mails there, so a stored submission
 * always has its e-mails queued and a rolled-back one never does.
 */
export function createSubmissionNotifier(options: NotifierOptions) {
  const now = options.now ?? Date.now;
  const perHour = options.acknowledgementsPerHour ?? DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR;
  return async function onSubmission(trx: Transaction<Database>, submission: Submission) {
    // Spam is stored for review but never mailed (issue 5).
    if (submission.record.status === "spam") return;
    const at = now();
    const adminEmail = options.notifyEmail ?? (await administratorEmail(trx));
    // Read in the transaction, not from a cache: the e-mail names what is published now (issue 11).
    const company = await publishedCompany(trx);
    let messages = composeNotifications(submission, {
      siteUrl: options.siteUrl,
      adminEmail,
      company,
    });
    const withheld = await ceilingReached(trx, submission.record.email, at, perHour);
    if (withheld) {
      messages = messages.filter((m) => m.kind !== "visitor-acknowledgement");
      options.onWithheld?.(withheld, submission);
    }
    await createOutbox(trx).enqueue(trx, submission, messages, at);
  };
}

/**
 * Both ceilings, each counted under a lock held until the submission commits, so parallel
 * submissions cannot all see room for one more (lock order: recipient, then site).
 * Answers the ceiling that holds the acknowledgement back, or null when it may be sent.
 */
async function ceilingReached(
  trx: Transaction<Database>,
  recipient: string,
  at: number,
  perHour: number,
): Promise<AcknowledgementCeiling | null> {
  if (perHour <= 0) return "site";
  const outbox = createOutbox(trx);
  const since = at - ACKNOWLEDGEMENT_LIMIT.windowMs;
  const full = async (max: number, to?: string) =>
    (await outbox.acknowledgementsSince(trx, since, to)) >= max;
  // A ceiling already reached needs no lock: within the hour its count only falls as old
  // acknowledgements leave the window, so withholding on that read errs on the side the ceiling
  // is for. Under a flood past the site ceiling, submissions then no longer queue one by one
  // behind the site-wide lock (issue 12's mixed load).
  if (await full(ACKNOWLEDGEMENT_LIMIT.max, recipient)) return "recipient";
  await lockWithinTransaction(trx, `acknowledgement:${recipientKey(recipient)}`);
  if (await full(ACKNOWLEDGEMENT_LIMIT.max, recipient)) return "recipient";
  if (await full(perHour)) return "site";
  await lockWithinTransaction(trx, "acknowledgement:site");
  return (await full(perHour)) ? "site" : null;
}

async function administratorEmail(trx: Transaction<Database>): Promise<string | null> {
  const admin = await trx
    .selectFrom("admins")
    .select("email")
    .orderBy("created_at")
    .executeTakeFirst();
  return admin?.email ?? null;
}
