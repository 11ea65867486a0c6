import type { ClaimedMessage, Outbox } from "../../app/domain/notifications/outbox.server.ts";
import type { Sender } from "../../app/domain/notifications/sender.ts";
import type { SenderSource } from "../../app/domain/notifications/sender.server.ts";
import type { Logger } from "../logger.ts";
import { describeSendError } from "../../app/domain/notifications/send-error.ts";
import { createSendPace, DEFAULT_SENDS_PER_SECOND } from "./send-pace.ts";
import { isPermanentFailure, messageIdFor, type MailTransport } from "./transport.ts";

export interface WorkerTimings {
  /** How often the queue is looked at when nothing nudges the worker. */
  pollMs: number;
  /** A claimed row is someone else's for this long; longer than any one send. */
  lockMs: number;
  /** Longest a single send may take before it is abandoned (and retried). */
  sendTimeoutMs: number;
  /** The first retry waits this long; each further one twice as long as the one before... */
  backoffBaseMs: number;
  /** ...up to this. */
  backoffCapMs: number;
  /** After this many attempts a message is marked failed. */
  maxAttempts: number;
  /** Rows claimed per look at the queue. */
  batchSize: number;
  /** Sent messages are deleted after this long (they hold visitors' data). */
  keepSentMs: number;
  /** MAIL_PER_SECOND: sends started a second on average, up to a second's worth at once. */
  sendsPerSecond: number;
}

/** docs/decisions/010-notifications-outbox.md */
export const DEFAULT_WORKER_TIMINGS: WorkerTimings = {
  pollMs: 2_000,
  lockMs: 2 * 60_000,
  sendTimeoutMs: 60_000,
  backoffBaseMs: 30_000,
  backoffCapMs: 60 * 60_000,
  maxAttempts: 10,
  batchSize: 20,
  keepSentMs: 30 * 24 * 60 * 60_000,
  sendsPerSecond: DEFAULT_SENDS_PER_SECOND,
};

export interface OutboxWorkerOptions {
  outbox: Outbox;
  transport: MailTransport;
  /** The From of each message, asked just before its claim (docs/decisions/089). */
  sender: SenderSource;
  logger: Logger;
  timings?: Partial<WorkerTimings>;
  now?: () => number;
}

export interface OutboxWorker {
  start(): void;
  /** Look at the queue now (a submission was just stored). */
  nudge(): void;
  /** One pass over the due rows; resolves with the number of messages sent. */
  drain(): Promise<number>;
  /**
   * Stops polling and waits up to `graceMs` for a send under way; after that
   * the send is aborted and its row retried later.
   */
  stop(graceMs?: number): Promise<void>;
}

/** The wait before attempt `attempts + 1`: base × 2^(attempts − 1), capped. */
export function backoffDelay(
  attempts: number,
  timings: Pick<WorkerTimings, "backoffBaseMs" | "backoffCapMs">,
) {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(timings.backoffCapMs, timings.backoffBaseMs * 2 ** Math.min(exponent, 30));
}

/**
 * Sends the outbox in the server process (on the mail thread, docs/decisions/077). Each row is
 * claimed just before it is sent, so a lock only ever covers one send; a process that dies
 * mid-send leaves a claim that runs out after `lockMs` and is then taken over. Sends keep to
 * `sendsPerSecond` (docs/decisions/105).
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, transport, sender, logger } = options;
  const timings = { ...DEFAULT_WORKER_TIMINGS, ...options.timings };
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let started = false;
  let stopping = false;
  let lastPurge = 0;
  const aborter = new AbortController();
  const pace = createSendPace(timings.sendsPerSecond);
  /** Ends the pause under way, if any: a stop does not wait for the pace. */
  let wake: (() => void) | undefined;

  function schedule(delay: number) {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
    // The poll alone never keeps a process alive; the HTTP server does that.
    timer.unref();
  }

  async function tick() {
    if (running) {
      again = true;
      return;
    }
    await drain().catch((err) => logger.error({ err }, "outbox pass failed"));
    schedule(again ? 0 : timings.pollMs);
    again = false;
  }

  function drain(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let sent = 0;
      try {
        await purge();
        while (!stopping) {
          const ids = await outbox.dueIds(now(), timings.batchSize);
          if (ids.length === 0) break;
          let claimed = 0;
          for (const id of ids) {
            if (!(await paced())) break;
            // Asked for each message: a change of the company's address is the next one's From.
            const from = await sender();
            const message = await outbox.claim(id, now(), timings.lockMs, messageIdFor(id, from));
            // Another worker got there first: its send is counted by its own pace, not this one.
            if (!message) {
              pace.giveBack();
              continue;
            }
            claimed += 1;
            if (await deliver(message, from)) sent += 1;
          }
          if (claimed === 0) break;
        }
      } finally {
        running = undefined;
      }
      return sent;
    })();
    return running;
  }

  /** Waits until the pace lets the next send start; false once the worker is stopping. */
  async function paced(): Promise<boolean> {
    for (let wait = pace.take(); wait > 0 && !stopping; wait = pace.take()) await pause(wait);
    return !stopping;
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      wake = done;
    });
  }

  async function deliver(message: ClaimedMessage, from: Sender): Promise<boolean> {
    const signal = AbortSignal.any([aborter.signal, AbortSignal.timeout(timings.sendTimeoutMs)]);
    const context = { outboxId: message.id, kind: message.kind, attempt: message.attempts };
    try {
      await transport.send({ ...message, from }, signal);
    } catch (error) {
      const reason = describeSendError(error);
      if (isPermanentFailure(error) || message.attempts >= timings.maxAttempts) {
        await outbox.markFailed(message, reason);
        logger.error({ ...context, event: "mail.failed", reason }, "e-mail given up");
      } else {
        const delay = backoffDelay(message.attempts, timings);
        await outbox.markRetry(message, now() + delay, reason);
        logger.warn(
          { ...context, event: "mail.retry", reason, retryInMs: delay },
          "e-mail not sent; will retry",
        );
      }
      return false;
    }
    if (!(await outbox.markSent(message, now()))) {
      if (!(await outbox.exists(message.id))) {
        // Erased while it was on its way (docs/decisions/090): take back the file it left.
        await transport.discard?.(message.id);
        logger.info({ ...context, event: "mail.erased_in_flight" }, "e-mail erased while sent");
        return true;
      }
      // Only when a send outlived lockMs: the row was taken over and may go out twice.
      logger.warn({ ...context, event: "mail.claim_lost" }, "e-mail sent after its claim ran out");
    }
    logger.info({ ...context, event: "mail.sent" }, "e-mail sent");
    return true;
  }

  async function purge() {
    const at = now();
    if (at - lastPurge < 60 * 60_000) return;
    lastPurge = at;
    const removed = await outbox.purgeSent(at - timings.keepSentMs);
    if (removed) logger.info({ removed }, "purged old sent e-mails from the outbox");
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    nudge() {
      if (!started || stopping) return;
      if (running) again = true;
      else schedule(0);
    },
    drain,
    async stop(graceMs = 5_000) {
      stopping = true;
      clearTimeout(timer);
      wake?.();
      const current = running;
      if (current) {
        const grace = new Promise<"late">((resolve) =>
          setTimeout(() => resolve("late"), graceMs).unref(),
        );
        if ((await Promise.race([current.catch(() => 0), grace])) === "late") {
          aborter.abort(new Error("the server is shutting down"));
          await current.catch(() => 0);
        }
      }
      transport.close();
    },
  };
}
