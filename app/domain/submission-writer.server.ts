import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import type { RateLimiter } from "./rate-limiter.server.ts";
import type { EnquiryKind } from "./enquiries/enquiry-kinds.ts";
import { insertIntoInbox, type InboxWriters } from "./enquiries/inbox-store.server.ts";
import {
  SubmissionRefused,
  type Admission,
  type Submission,
  type SubmissionItem,
  type SubmissionWriter,
} from "./enquiries/submission.ts";

type Trx = Transaction<Database>;

/** What runs in the transaction that stores a batch, once its rows are in. */
export type BatchStored = (trx: Trx, submissions: Submission[]) => Promise<void>;

export interface SubmissionWriterHooks {
  /**
   * Called with a batch's senders' addresses and a connection to read from: as the batch
   * starts, beside its transaction, where the database allows (`separateReads`), so reads that
   * need no lock run alongside its first statements; otherwise inside the transaction, once the
   * rows are stored. Answers what runs inside the transaction once the rows are stored: the
   * e-mails, queued atomically with their submissions.
   */
  onBatch?: (db: Kysely<Database>, senders: string[]) => BatchStored;
  /** Runs for each submission once that transaction has committed: wakes the outbox worker. */
  afterSubmission?: (submission: Submission) => void;
}

interface Pending {
  kind: EnquiryKind;
  item: SubmissionItem<{ email: string }>;
  admission: Admission | undefined;
  resolve: (record: unknown) => void;
  reject: (error: unknown) => void;
}

/** At most this many submissions share a transaction, so one commit never grows unbounded. */
export const MAX_BATCH = 100;

export interface SubmissionWriterOptions {
  /**
   * Whether reads can run on another connection beside a batch's transaction: PostgreSQL's
   * pool can; SQLite has one connection, which the transaction holds.
   */
  separateReads: boolean;
  /** Tests: a store of their own for a kind. */
  inboxes?: Partial<InboxWriters>;
}

/**
 * Group commit for the public forms (docs/decisions/075). Submissions are written at
 * the end of the event-loop turn they arrive in, and those that arrive while a write is under
 * way wait for it: each lot is written together, in one transaction with one rate-limit upsert
 * per sender, one multi-row insert per inbox, one outbox insert and one commit (one fsync on
 * SQLite, one WAL flush on PostgreSQL). Under a burst the cost per submission falls instead of
 * the queue growing. Each promise still resolves only after its row is committed; if a shared
 * transaction fails, each of its submissions is retried on its own, so one bad submission fails
 * alone.
 */
export function createSubmissionWriter(
  db: Kysely<Database>,
  rateLimiter: RateLimiter,
  options: SubmissionWriterOptions,
  hooks: SubmissionWriterHooks = {},
): SubmissionWriter {
  // Each kind's insert, or a test's own; items and records cross this function untyped.
  const inboxes = options.inboxes as
    Partial<Record<EnquiryKind, (trx: Trx, items: unknown[]) => Promise<unknown[]>>> | undefined;
  const insert = (kind: EnquiryKind, trx: Trx, items: SubmissionItem<{ email: string }>[]) =>
    inboxes?.[kind]?.(trx, items) ?? insertIntoInbox(kind, trx, items as never);
  const queue: Pending[] = [];
  let writing = false;

  async function drain() {
    try {
      while (queue.length > 0) await write(queue.splice(0, MAX_BATCH));
    } finally {
      writing = false;
    }
  }

  async function write(batch: Pending[]): Promise<void> {
    let outcomes: (Submission | SubmissionRefused)[];
    const senders = batch.map((pending) => pending.item.values.email);
    const readAhead = options.separateReads ? hooks.onBatch?.(db, senders) : undefined;
    try {
      outcomes = await db.transaction().execute(async (trx) => {
        const refusals = await admit(trx, batch);
        const admitted = batch.filter((_, i) => !refusals[i]);
        const submissions = await store(trx, admitted);
        // Without a second connection (SQLite) the reads run inside the transaction, after its
        // first write: a transaction that began by reading could not take the write lock once
        // another connection (a process, the submission thread) had committed meanwhile.
        const afterStore = readAhead ?? hooks.onBatch?.(trx, senders);
        if (submissions.length > 0) await afterStore?.(trx, submissions);
        let next = 0;
        return batch.map((_, i) => refusals[i] ?? submissions[next++]!);
      });
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const pending of batch) await write([pending]);
      return;
    }
    outcomes.forEach((outcome, i) => {
      if (outcome instanceof SubmissionRefused) return batch[i]!.reject(outcome);
      hooks.afterSubmission?.(outcome);
      batch[i]!.resolve(outcome.record);
    });
  }

  /** Counts each sender's submissions, one statement per sender, answering who is over. */
  async function admit(trx: Trx, batch: Pending[]): Promise<(SubmissionRefused | undefined)[]> {
    const refusals: (SubmissionRefused | undefined)[] = new Array(batch.length);
    const bySender = new Map<string, number[]>();
    batch.forEach(({ admission }, i) => {
      if (admission) bySender.set(admission.key, [...(bySender.get(admission.key) ?? []), i]);
    });
    // Sorted, so two processes' batches lock the same counters in the same order.
    for (const key of [...bySender.keys()].sort()) {
      const indexes = bySender.get(key)!;
      const { limit, windowMs } = batch[indexes[0]!]!.admission!;
      const verdicts = await rateLimiter.hitMany(trx, key, indexes.length, limit, windowMs);
      verdicts.forEach((verdict, j) => {
        if (!verdict.allowed) refusals[indexes[j]!] = new SubmissionRefused(verdict.retryAfter);
      });
    }
    return refusals;
  }

  async function store(trx: Trx, batch: Pending[]): Promise<Submission[]> {
    if (batch.length === 0) return [];
    const records: unknown[] = new Array(batch.length);
    const byInbox = new Map<EnquiryKind, number[]>();
    batch.forEach((pending, i) =>
      byInbox.set(pending.kind, [...(byInbox.get(pending.kind) ?? []), i]),
    );
    for (const [kind, indexes] of byInbox) {
      const stored = await insert(
        kind,
        trx,
        indexes.map((i) => batch[i]!.item),
      );
      indexes.forEach((index, j) => (records[index] = stored[j]));
    }
    return batch.map((pending, i) => ({ kind: pending.kind, record: records[i] }) as Submission);
  }

  return {
    submit(kind, item, admission) {
      return new Promise((resolve, reject) => {
        queue.push({
          kind,
          item,
          admission,
          resolve: resolve as (record: unknown) => void,
          reject,
        });
        if (writing) return;
        writing = true;
        // After the rest of this turn's input: the posts read in the same turn share a commit.
        setImmediate(() => void drain());
      });
    },
  };
}
