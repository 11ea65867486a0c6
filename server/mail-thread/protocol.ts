import type { WorkerTimings } from "../mail/outbox-worker.ts";
import type { SmtpTimeouts } from "../mail/transport.ts";
import type { SharedClock } from "../thread-clock.ts";

/** What the mail thread needs to send the outbox as the server would (docs/decisions/077). */
export interface MailThreadSettings {
  /** DATABASE_URL and DATA_DIR: the thread opens its own connection to the outbox. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** SMTP_URL; unset: .eml files under `${dataDir}/mail`. */
  smtpUrl?: string;
  /** MAIL_FROM; unset: the company's name and first address in the site content as it is now. */
  from?: string;
  logLevel: string;
  /** MAIL_PER_SECOND (docs/decisions/105); unset: the default. */
  sendsPerSecond?: number;
  /** Tests: a quicker look at the queue, shorter waits, a clock they move. */
  timings?: Partial<WorkerTimings>;
  smtpTimeouts?: SmtpTimeouts;
  clock?: SharedClock;
}

/** The server's thread to the mail thread. */
export type MailThreadRequest =
  /** Something was queued: look at the outbox now. */
  | { type: "nudge" }
  /** Finish the send under way (up to `graceMs`), close the connection and end. */
  | { type: "stop"; graceMs: number };
