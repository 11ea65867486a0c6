import type { Logger } from "../logger.ts";
import { threadModule } from "../runtime-layout.ts";
import { superviseThread } from "../supervised-thread.ts";
import type { MailThreadRequest, MailThreadSettings } from "./protocol.ts";

/** What the server's thread holds of the mail thread. */
export interface OutboxSender {
  /** Something was queued: look at the outbox now. */
  nudge(): void;
  /** Stops sending; resolves when no send is under way (after `graceMs` at most). */
  stop(graceMs?: number): Promise<void>;
}

const WORKER_URL = threadModule("mail-thread");
/** A thread that ended on its own is replaced after this, so a crash at start cannot spin. */
const RESPAWN_DELAY_MS = 1_000;
/**
 * Nudges reach the thread at most this often: under a flood of posts a message every turn
 * would wake it thousands of times a second to send ten e-mails (docs/decisions/105).
 */
const NUDGE_INTERVAL_MS = 50;
/** Past the grace a send is given, how long the thread has to close its connection. */
const CLOSE_MARGIN_MS = 2_000;

/**
 * The outbox sent from a thread of its own (docs/decisions/077). Nudges from one turn of the
 * server's event loop (a batch of stored submissions, a staff reply) reach the thread as one
 * message, no sooner than `NUDGE_INTERVAL_MS` after the last; the thread also looks at the
 * queue on its own every few seconds, so a nudge lost to a thread being replaced only delays
 * an e-mail.
 */
export function startMailThread(options: {
  settings: MailThreadSettings;
  logger: Logger;
}): OutboxSender {
  let nudgeQueued = false;
  let stopped: Promise<void> | undefined;
  const thread = superviseThread<MailThreadRequest, never>({
    name: "the mail thread",
    url: WORKER_URL,
    workerData: options.settings,
    logger: options.logger,
    respawnDelayMs: RESPAWN_DELAY_MS,
  });

  /** When the last nudge went to the thread; a later one waits for the interval's end. */
  let lastSent = -Infinity;
  function send() {
    nudgeQueued = false;
    lastSent = performance.now();
    if (!stopped) thread.post({ type: "nudge" });
  }

  return {
    nudge() {
      if (nudgeQueued || stopped) return;
      nudgeQueued = true;
      const wait = lastSent + NUDGE_INTERVAL_MS - performance.now();
      if (wait > 0) setTimeout(send, wait).unref();
      else setImmediate(send);
    },
    stop(graceMs = 5_000) {
      stopped ??= thread.close({ type: "stop", graceMs }, graceMs + CLOSE_MARGIN_MS);
      return stopped;
    },
  };
}
