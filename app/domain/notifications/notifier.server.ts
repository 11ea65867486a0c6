import type { Transaction } from "kysely";
import {
  lockAllWithinTransaction,
  lockWithinTransaction,
} from "../../db/transaction-lock.server.ts";
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
 * The `onSubmissions` hook of createServices: runs inside the transaction that stores a batch of
 * submissions (the submission writer's, docs/decisions/074) and queues their e-mails there, so a
 * stored submission always has its e-mails queued and a rolled-back one never does.
 */
export function createSubmissionNotifier(options: NotifierOptions) {
  const now = options.now ?? Date.now;
  const perHour = options.acknowledgementsPerHour ?? DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR;
  return async function onSubmissions(trx: Transaction<Database>, submissions: Submission[]) {
    // Spam is stored for review but never mailed (issue 5).
    const mailed = submissions.filter((submission) => submission.record.status !== "spam");
    if (mailed.length === 0) return;
    const at = now();
    // Read in the transaction, not from a cache: the e-mails name what is published now (issue 11).
    const adminEmail = options.notifyEmail ?? (await administratorEmail(trx));
    const company = await publishedCompany(trx);
    const withheld = await ceilingsReached(
      trx,
      mailed.map((submission) => submission.record.email),
      at,
      perHour,
    );
    const batch = mailed.map((submission, i) => {
      let messages = composeNotifications(submission, {
        siteUrl: options.siteUrl,
        adminEmail,
        company,
      });
      const ceiling = withheld[i];
      if (ceiling) {
        messages = messages.filter((m) => m.kind !== "visitor-acknowledgement");
        options.onWithheld?.(ceiling, submission);
      }
      return { submission, messages };
    });
    await createOutbox(trx).enqueue(trx, batch, at);
  };
}

/**
 * For each recipient in order, the ceiling that holds its acknowledgement back, or null when it
 * may be sent. Both ceilings are counted under locks held until the batch commits, so parallel
 * submissions, in this batch or in another process's, cannot all see room for one more (lock
 * order: recipients sorted, then the site). Within the batch each acknowledgement let through
 * counts against the next, as if they had come one by one.
 */
async function ceilingsReached(
  trx: Transaction<Database>,
  recipients: string[],
  at: number,
  perHour: number,
): Promise<(AcknowledgementCeiling | null)[]> {
  if (perHour <= 0) return recipients.map(() => "site");
  const outbox = createOutbox(trx);
  const since = at - ACKNOWLEDGEMENT_LIMIT.windowMs;
  const keys = [...new Set(recipients.map(recipientKey))];
  const max = ACKNOWLEDGEMENT_LIMIT.max;
  // A ceiling already reached needs no lock: within the hour its count only falls as old
  // acknowledgements leave the window, so withholding on that read errs on the side the ceiling
  // is for. Under a flood past a ceiling, submissions then no longer queue behind its lock.
  let counts = await outbox.acknowledgementsTo(trx, since, keys);
  const open = keys.filter((key) => (counts.get(key) ?? 0) < max);
  let site = Number.POSITIVE_INFINITY;
  if (open.length > 0) {
    await lockAllWithinTransaction(
      trx,
      open.map((key) => `acknowledgement:${key}`),
    );
    counts = new Map([...counts, ...(await outbox.acknowledgementsTo(trx, since, open))]);
    if (open.some((key) => (counts.get(key) ?? 0) < max)) {
      site = await outbox.acknowledgementsSince(trx, since);
      if (site < perHour) {
        await lockWithinTransaction(trx, "acknowledgement:site");
        site = await outbox.acknowledgementsSince(trx, since);
      }
    }
  }
  return recipients.map((recipient) => {
    const key = recipientKey(recipient);
    const count = counts.get(key) ?? 0;
    if (count >= max) return "recipient";
    if (site >= perHour) return "site";
    counts.set(key, count + 1);
    site += 1;
    return null;
  });
}

async function administratorEmail(trx: Transaction<Database>): Promise<string | null> {
  const admin = await trx
    .selectFrom("admins")
    .select("email")
    .orderBy("created_at")
    .executeTakeFirst();
  return admin?.email ?? null;
}
