import type { Kysely, Transaction } from "kysely";
import {
  lockAllWithinTransaction,
  lockWithinTransaction,
} from "../../db/transaction-lock.server.ts";
import type { Database } from "../../db/schema.ts";
import type { Submission } from "../enquiries/submission.ts";
import type { BatchStored } from "../submission-writer.server.ts";
import { publishedCompany } from "../site/published-company.server.ts";
import { leadRecipients } from "../team/lead-recipients.server.ts";
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
  /** NOTIFY_EMAIL; when unset, the members chosen on the team screen (docs/decisions/089). */
  notifyEmail?: string;
  /** ACK_HOURLY_LIMIT: the site-wide ceiling; 0 sends no acknowledgement at all. */
  acknowledgementsPerHour?: number;
  /** Told, without the address, when a ceiling holds an acknowledgement back. */
  onWithheld?: (ceiling: AcknowledgementCeiling, submission: Submission) => void;
  now?: () => number;
}

export type AcknowledgementCeiling = "recipient" | "site";

/** What a batch's e-mails need that can be read without a lock, outside its transaction. */
interface NotificationReads {
  teamEmails: string[];
  company: Awaited<ReturnType<typeof publishedCompany>>;
  /** Acknowledgements each sender (by `recipientKey`) had in the last hour. */
  acknowledged: Map<string, number>;
}

/**
 * The `onBatch` hook of the submission writer (docs/decisions/075): as a batch starts it reads
 * who is told of new leads, the published company details (what is published now, not a
 * cache) and the senders' acknowledgement counts, alongside the batch's transaction;
 * inside it, once the rows are stored, it queues their e-mails, so a stored submission always
 * has its e-mails queued and a rolled-back one never does.
 */
export function createSubmissionNotifier(options: NotifierOptions) {
  const now = options.now ?? Date.now;
  const perHour = options.acknowledgementsPerHour ?? DEFAULT_ACKNOWLEDGEMENTS_PER_HOUR;
  return function onBatch(db: Kysely<Database>, senders: string[]): BatchStored {
    const at = now();
    const since = at - ACKNOWLEDGEMENT_LIMIT.windowMs;
    const reads = readAhead(db, options.notifyEmail, senders, since);
    // Awaited inside the transaction; a batch that fails before then must not leave it unhandled.
    reads.catch(() => undefined);
    return async (trx, submissions) => {
      // Spam is stored for review but never mailed.
      const mailed = submissions.filter((submission) => submission.record.status !== "spam");
      if (mailed.length === 0) return;
      const { teamEmails, company, acknowledged } = await reads;
      const withheld = await ceilingsReached(
        trx,
        mailed.map((submission) => submission.record.email),
        { acknowledged, since, perHour },
      );
      const batch = mailed.map((submission, i) => {
        let messages = composeNotifications(submission, {
          siteUrl: options.siteUrl,
          teamEmails,
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
  };
}

async function readAhead(
  db: Kysely<Database>,
  notifyEmail: string | undefined,
  senders: string[],
  since: number,
): Promise<NotificationReads> {
  const keys = [...new Set(senders.map(recipientKey))];
  const [teamEmails, company, acknowledged] = await Promise.all([
    leadRecipients(db, notifyEmail),
    publishedCompany(db),
    createOutbox(db).acknowledgementsTo(db, since, keys),
  ]);
  return { teamEmails, company, acknowledged };
}

/**
 * For each recipient in order, the ceiling that holds its acknowledgement back, or null when it
 * may be sent. A ceiling already reached (`acknowledged`, read without a lock) needs no lock:
 * within the hour its count only falls as old acknowledgements leave the window, so withholding
 * on that read errs on the side the ceiling is for, and a flood past it queues behind nothing.
 * The others are counted again under locks held until the batch commits, so parallel
 * submissions, in this batch or in another process's, cannot all see room for one more (lock
 * order: recipients sorted, then the site). Within the batch each acknowledgement let through
 * counts against the next, as if they had come one by one.
 */
async function ceilingsReached(
  trx: Transaction<Database>,
  recipients: string[],
  window: { acknowledged: Map<string, number>; since: number; perHour: number },
): Promise<(AcknowledgementCeiling | null)[]> {
  const { since, perHour } = window;
  if (perHour <= 0) return recipients.map(() => "site");
  const outbox = createOutbox(trx);
  const max = ACKNOWLEDGEMENT_LIMIT.max;
  const keys = [...new Set(recipients.map(recipientKey))];
  const open = keys.filter((key) => (window.acknowledged.get(key) ?? 0) < max);
  const counts = new Map(window.acknowledged);
  let site = Number.POSITIVE_INFINITY;
  if (open.length > 0) {
    await lockAllWithinTransaction(
      trx,
      open.map((key) => `acknowledgement:${key}`),
    );
    for (const key of open) counts.delete(key);
    for (const [key, n] of await outbox.acknowledgementsTo(trx, since, open)) counts.set(key, n);
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
