import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Submission } from "../services.server.ts";
import { composeNotifications } from "./compose.ts";
import { createOutbox } from "./outbox.server.ts";

/**
 * A visitor's address gets at most this many acknowledgements an hour, so the
 * forms cannot be used to flood someone else's mailbox
 * (docs/decisions/011-spam-defence.md). The administrator is always notified.
 */
export const ACKNOWLEDGEMENT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

export interface NotifierOptions {
  siteUrl: string;
  /** NOTIFY_EMAIL; when unset, the administrator's address from the admins table. */
  notifyEmail?: string;
  now?: () => number;
}

/**
 * The `onSubmission` hook of createServices: runs inside the transaction that
 * stores a submission and queues its e-mails there, so a stored submission
 * always has its e-mails queued and a rolled-back one never does.
 */
export function createSubmissionNotifier(options: NotifierOptions) {
  const now = options.now ?? Date.now;
  return async function onSubmission(trx: Transaction<Database>, submission: Submission) {
    // Spam is stored for review but never mailed (issue 5).
    if (submission.record.status === "spam") return;
    const outbox = createOutbox(trx);
    const at = now();
    const adminEmail = options.notifyEmail ?? (await administratorEmail(trx));
    let messages = composeNotifications(submission, { siteUrl: options.siteUrl, adminEmail });
    const sentRecently = await outbox.acknowledgementsSince(
      trx,
      submission.record.email,
      at - ACKNOWLEDGEMENT_LIMIT.windowMs,
    );
    if (sentRecently >= ACKNOWLEDGEMENT_LIMIT.max) {
      messages = messages.filter((m) => m.kind !== "visitor-acknowledgement");
    }
    await outbox.enqueue(trx, submission, messages, at);
  };
}

async function administratorEmail(trx: Transaction<Database>): Promise<string | null> {
  const admin = await trx
    .selectFrom("admins")
    .select("email")
    .orderBy("created_at")
    .executeTakeFirst();
  return admin?.email ?? null;
}
