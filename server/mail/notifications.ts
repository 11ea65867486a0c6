import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";
import { createSubmissionNotifier } from "../../app/domain/notifications/notifier.server.ts";
import { createOutbox } from "../../app/domain/notifications/outbox.server.ts";
import { createSenderSource } from "../../app/domain/notifications/sender.server.ts";
import type { ServiceOptions } from "../../app/domain/services.server.ts";
import type { Logger } from "../logger.ts";
import { createOutboxWorker, type OutboxWorker, type WorkerTimings } from "./outbox-worker.ts";
import { logWithheldAcknowledgement } from "./withheld-log.ts";
import { createMailTransport, type MailTransport, type SmtpTimeouts } from "./transport.ts";

export interface NotificationSettings {
  /** Absolute origin for the links in the e-mails. */
  siteUrl: string;
  /** NOTIFY_EMAIL; unset: the members chosen on the team screen (docs/decisions/089). */
  notifyEmail?: string;
  /** ACK_HOURLY_LIMIT: visitor acknowledgements per hour, site-wide. */
  acknowledgementsPerHour?: number;
  /** SMTP_URL; unset: .eml files under `${dataDir}/mail`. */
  smtpUrl?: string;
  dataDir: string;
  /** MAIL_FROM; unset: the company's name and first address in the site content as it is now. */
  from?: string;
  logger: Logger;
  /** Tests: a transport of their own, faster timings, a clock. */
  transport?: MailTransport;
  smtpTimeouts?: SmtpTimeouts;
  timings?: Partial<WorkerTimings>;
  now?: () => number;
}

/** What sends the outbox: a worker on this thread, or the mail thread (docs/decisions/077). */
export interface OutboxSender {
  /** Something was queued: look at the outbox now. */
  nudge(): void;
  /** Stops sending; resolves when no send is under way (after `graceMs` at most). */
  stop(graceMs?: number): Promise<void>;
}

export interface Notifications {
  /** Pass to createServices / prepareDatabase: queue in the transaction, nudge after it. */
  serviceOptions: Pick<ServiceOptions, "onBatch" | "afterSubmission" | "afterMail">;
  /** Starts the worker on this thread, on the database the services use. */
  start(db: Kysely<Database>): OutboxWorker;
  /** Hands the sending to a sender elsewhere (the mail thread): nudges go to it. */
  sendWith(sender: OutboxSender): void;
  /** Stops the worker (SIGTERM); resolves when no send is under way. */
  stop(graceMs?: number): Promise<void>;
  transport: MailTransport;
}

/**
 * E-mail notifications for stored submissions: the outbox hook for
 * the services, the transport, and the worker that sends the outbox.
 */
export function createNotifications(settings: NotificationSettings): Notifications {
  const transport =
    settings.transport ??
    createMailTransport({
      smtpUrl: settings.smtpUrl,
      dataDir: settings.dataDir,
      logger: settings.logger,
      timeouts: settings.smtpTimeouts,
    });
  let worker: OutboxSender | undefined;
  return {
    transport,
    serviceOptions: {
      onBatch: createSubmissionNotifier({
        siteUrl: settings.siteUrl,
        notifyEmail: settings.notifyEmail,
        acknowledgementsPerHour: settings.acknowledgementsPerHour,
        onWithheld: logWithheldAcknowledgement(settings.logger),
        now: settings.now,
      }),
      afterSubmission: () => worker?.nudge(),
      afterMail: () => worker?.nudge(),
    },
    start(db) {
      const local = createOutboxWorker({
        outbox: createOutbox(db),
        transport,
        sender: createSenderSource(db, { mailFrom: settings.from }),
        logger: settings.logger,
        timings: settings.timings,
        now: settings.now,
      });
      worker = local;
      local.start();
      return local;
    },
    sendWith(sender) {
      worker = sender;
      // This thread's transport will send nothing.
      transport.close();
    },
    async stop(graceMs) {
      if (worker) await worker.stop(graceMs);
      else transport.close();
    },
  };
}
