import { randomUUID } from "node:crypto";
import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type Transaction,
} from "kysely";
import { toCount } from "../../db/list-helpers.ts";
import type { Database, NotificationOutboxTable } from "../../db/schema.ts";
import { toIsoString } from "../../db/values.ts";
import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import { type EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import type { Submission } from "../enquiries/submission.ts";
import type { ComposedMessage } from "./compose.ts";

/**
 * One mailbox, one key: `Victim@Example.com ` and `victim@example.com` are the same person
 * to a flood cap. The whole address is lower-cased: local parts are case-sensitive in theory
 * but no mail provider of note treats them so.
 */
export function recipientKey(address: string): string {
  return address.trim().toLowerCase();
}

/** A row the worker has claimed: only the holder of `claim` may settle it. */
export interface ClaimedMessage {
  id: string;
  kind: NotificationOutboxTable["kind"];
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Including the one now under way. */
  attempts: number;
  /** The Message-ID header of every attempt: stored by the first claim, never made again. */
  messageId: string;
  createdAt: string;
  claim: string;
}

export interface NotificationCounts {
  /** Queued or being sent. */
  waiting: number;
  /** Gave up after the last attempt; retried on request. */
  failed: number;
}

type Db = Kysely<Database> | Transaction<Database>;
type Eb = ExpressionBuilder<Database, "notification_outbox">;

/** Pending and due, or claimed by a worker whose lock has run out (it crashed or hung). */
function isDue(eb: Eb, now: number) {
  return eb.or([
    eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
    eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", now)]),
  ]);
}

function outboxRow(
  about: { kind: EnquiryKind; id: string },
  message: ComposedMessage,
  now: number,
) {
  return {
    id: randomUUID(),
    kind: message.kind,
    // The name rows of this kind were always stored under (docs/decisions/080).
    submission_kind: ENQUIRIES[about.kind].storedAs.outbox,
    submission_id: about.id,
    recipient: message.to,
    recipient_key: recipientKey(message.to),
    reply_to: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: now,
    created_at: new Date(now).toISOString(),
  };
}

/**
 * The notification outbox (docs/decisions/010-notifications-outbox.md). Rows
 * are written inside the submission's transaction; the worker claims one row
 * at a time with a conditional UPDATE, so two processes never hold the same
 * row, and a claim that outlives its lock is taken over.
 */
export function createOutbox(db: Kysely<Database>) {
  return {
    /** Queues each submission's messages in the caller's transaction, in one insert; due at once. */
    async enqueue(
      trx: Db,
      batch: { submission: Submission; messages: ComposedMessage[] }[],
      now: number,
    ): Promise<void> {
      const rows = batch.flatMap(({ submission, messages }) =>
        messages.map((m) => outboxRow({ kind: submission.kind, id: submission.record.id }, m, now)),
      );
      if (rows.length > 0) await trx.insertInto("notification_outbox").values(rows).execute();
    },

    /** Queues messages about a submission named by kind and id (a reply to a lead). */
    async enqueueAbout(
      trx: Db,
      submission: { kind: EnquiryKind; id: string },
      messages: ComposedMessage[],
      now: number,
    ): Promise<void> {
      if (messages.length === 0) return;
      await trx
        .insertInto("notification_outbox")
        .values(messages.map((m) => outboxRow(submission, m, now)))
        .execute();
    },

    /**
     * Acknowledgements queued since `since` (epoch ms) to each of `keys` (`recipientKey`s), in
     * one query; a key with none is absent.
     */
    async acknowledgementsTo(trx: Db, since: number, keys: string[]): Promise<Map<string, number>> {
      if (keys.length === 0) return new Map();
      const rows = await trx
        .selectFrom("notification_outbox")
        .select((eb) => ["recipient_key", eb.fn.countAll<string | number>().as("n")])
        .where("kind", "=", "visitor-acknowledgement")
        .where("recipient_key", "in", keys)
        .where("created_at", ">=", new Date(since).toISOString())
        .groupBy("recipient_key")
        .execute();
      return new Map(rows.map((row) => [row.recipient_key, toCount(row.n)]));
    },

    /** How many acknowledgements were queued since `since` (epoch ms), to anybody. */
    async acknowledgementsSince(trx: Db, since: number): Promise<number> {
      const row = await trx
        .selectFrom("notification_outbox")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("kind", "=", "visitor-acknowledgement")
        .where("created_at", ">=", new Date(since).toISOString())
        .executeTakeFirstOrThrow();
      return toCount(row.n);
    },

    /**
     * Ids of rows due now, oldest first; each must still be claimed. Asked as two questions,
     * each answered from its own index in order: as one `OR`, both databases sorted every
     * pending row for each pass, and under a flood of posts the backlog made each pass slower
     * (80 ms with 36,000 rows waiting, against 0.1 ms so; docs/decisions/077).
     */
    async dueIds(now: number, limit: number): Promise<string[]> {
      const oldestFirst = (
        status: "pending" | "sending",
        clock: "next_attempt_at" | "locked_until",
      ) =>
        db
          .selectFrom("notification_outbox")
          .select(["id", "next_attempt_at", "created_at"])
          .where("status", "=", status)
          .where(clock, "<=", now)
          .orderBy("next_attempt_at")
          .orderBy("created_at")
          .limit(limit)
          .execute();
      const [pending, stale] = await Promise.all([
        oldestFirst("pending", "next_attempt_at"),
        oldestFirst("sending", "locked_until"),
      ]);
      return [...pending, ...stale]
        .sort(
          (a, b) =>
            Number(a.next_attempt_at) - Number(b.next_attempt_at) ||
            toIsoString(a.created_at).localeCompare(toIsoString(b.created_at)),
        )
        .slice(0, limit)
        .map((r) => r.id);
    },

    /**
     * Claims one row if it is still due: an atomic conditional UPDATE, so of
     * two workers racing for it exactly one gets it. Counts the attempt. The first
     * claim stores `messageId`; later ones (a retry, a take-over after a crash) keep it.
     */
    async claim(
      id: string,
      now: number,
      lockMs: number,
      messageId: string,
    ): Promise<ClaimedMessage | null> {
      const claim = randomUUID();
      const row = await db
        .updateTable("notification_outbox")
        .set({
          status: "sending",
          locked_by: claim,
          locked_until: now + lockMs,
          attempts: sql<number>`attempts + 1`,
          message_id: sql<string>`coalesce(message_id, ${messageId})`,
        })
        .where("id", "=", id)
        .where((eb) => isDue(eb, now))
        .returningAll()
        .executeTakeFirst();
      return row ? toClaimed(row, claim, messageId) : null;
    },

    /** false when the claim was lost (the lock ran out and another worker took the row). */
    async markSent(message: ClaimedMessage, now: number): Promise<boolean> {
      return settle(message, {
        status: "sent",
        sent_at: new Date(now).toISOString(),
        last_error: null,
      });
    },

    async markRetry(
      message: ClaimedMessage,
      nextAttemptAt: number,
      error: string,
    ): Promise<boolean> {
      return settle(message, {
        status: "pending",
        next_attempt_at: nextAttemptAt,
        last_error: error,
      });
    },

    async markFailed(message: ClaimedMessage, error: string): Promise<boolean> {
      return settle(message, { status: "failed", last_error: error });
    },

    /** Whether the row is still there (an erasure may have removed it mid-send). */
    async exists(id: string): Promise<boolean> {
      const row = await db
        .selectFrom("notification_outbox")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async counts(): Promise<NotificationCounts> {
      const rows = await db
        .selectFrom("notification_outbox")
        .select((eb) => ["status", eb.fn.countAll<string | number>().as("n")])
        .where("status", "in", ["pending", "sending", "failed"])
        .groupBy("status")
        .execute();
      const count = (status: string) => toCount(rows.find((r) => r.status === status)?.n);
      return { waiting: count("pending") + count("sending"), failed: count("failed") };
    },

    /** Puts every failed message back in the queue with a fresh set of attempts. */
    async retryFailed(now: number): Promise<number> {
      const result = await db
        .updateTable("notification_outbox")
        .set({ status: "pending", attempts: 0, next_attempt_at: now })
        .where("status", "=", "failed")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Deletes sent messages older than `before` (epoch ms): they hold visitors' data. */
    async purgeSent(before: number): Promise<number> {
      const result = await db
        .deleteFrom("notification_outbox")
        .where("status", "=", "sent")
        .where("sent_at", "<", new Date(before).toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };

  async function settle(
    message: ClaimedMessage,
    values: {
      status: "pending" | "sent" | "failed";
      next_attempt_at?: number;
      sent_at?: string;
      last_error: string | null;
    },
  ): Promise<boolean> {
    const result = await db
      .updateTable("notification_outbox")
      .set({ ...values, locked_by: null, locked_until: null })
      .where("id", "=", message.id)
      .where("status", "=", "sending")
      .where("locked_by", "=", message.claim)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

export type Outbox = ReturnType<typeof createOutbox>;

/** A row as a message: who it goes to, what it says (the worker's claim, a privacy export). */
export function messageOf(row: Selectable<NotificationOutboxTable>) {
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text,
  };
}

function toClaimed(
  row: Selectable<NotificationOutboxTable>,
  claim: string,
  messageId: string,
): ClaimedMessage {
  return {
    ...messageOf(row),
    html: row.html,
    attempts: Number(row.attempts),
    // Set by the claim's UPDATE itself; the fallback only satisfies the type.
    messageId: row.message_id ?? messageId,
    createdAt: toIsoString(row.created_at),
    claim,
  };
}
