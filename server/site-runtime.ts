import { join } from "node:path";
import type { DatabaseHandle } from "../app/db/connection.server.ts";
import type { ServiceOptions, Services } from "../app/domain/services.server.ts";
import { prepareDatabase } from "./bootstrap.ts";
import type { Logger } from "./logger.ts";
import { startMailThread, type OutboxSender } from "./mail-thread/mail-thread.ts";
import type { MailThreadSettings } from "./mail-thread/protocol.ts";
import { clockReader, type SharedClock } from "./thread-clock.ts";
import { startSubmissionThread } from "./submission-thread/submission-thread.ts";

const DEFAULT_BACKUP_KEEP = 14;

export interface RuntimeSettings {
  /** DATABASE_URL: a SQLite file or PostgreSQL, which each thread opens for itself. */
  databaseUrl: string | undefined;
  /** DATA_DIR: the default database, the session secret, the .eml files. */
  dataDir: string;
  /** The absolute origin for links in e-mails and pages. */
  siteUrl: string;
  notifyEmail?: string;
  acknowledgementsPerHour?: number;
  smtpUrl?: string;
  mailFrom?: string;
  /** MAIL_PER_SECOND: the outbox's pace (docs/decisions/105). */
  mailPerSecond?: number;
  logLevel: string;
  /** BACKUP_DIR and BACKUP_KEEP (docs/decisions/088); unset: no backups on a schedule. */
  backupDir?: string;
  backupKeep?: number;
  /** Tests: the mail thread's timings and SMTP timeouts. */
  mail?: Pick<MailThreadSettings, "timings" | "smtpTimeouts">;
  /**
   * Tests of the outbox worker itself, which drive workers of their own: no mail thread.
   * Every server sends.
   */
  sendsMail?: boolean;
  /** Tests: one clock for every thread, moved forward at will. */
  clock?: SharedClock;
}

/** A server's threads and services, before any HTTP: what `server/main.ts` runs. */
export interface SiteRuntime {
  handle: DatabaseHandle;
  services: Services;
  /** SIGTERM, first step: the mail thread finishes or abandons its send (after `graceMs`). */
  stopSending(graceMs: number): Promise<void>;
  /** Once requests are answered: the submission thread ends, then the connection closes. */
  close(): Promise<void>;
}

/**
 * The one layout (docs/decisions/076, 077 and 087): the services on the server's thread, the
 * public forms' writer on the submission thread, the outbox sent from the mail thread, each
 * thread with its own connection to the same database. Tests start it exactly so.
 */
export async function startSiteRuntime(
  settings: RuntimeSettings,
  logger: Logger,
  options: Pick<ServiceOptions, "sessionPolicy" | "media" | "environment"> = {},
): Promise<SiteRuntime> {
  const { databaseUrl, dataDir, siteUrl, logLevel, clock } = settings;
  let mail: OutboxSender | undefined;
  const submissions = startSubmissionThread({
    settings: {
      databaseUrl,
      dataDir,
      siteUrl,
      notifyEmail: settings.notifyEmail,
      acknowledgementsPerHour: settings.acknowledgementsPerHour,
      logLevel,
      clock,
    },
    logger,
    // A stored submission's e-mails are in the outbox: the mail thread looks at once.
    afterSubmission: () => mail?.nudge(),
  });
  const { handle, services } = await prepareDatabase(
    { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    logger,
    {
      ...options,
      siteUrl,
      submissions,
      // The .eml files written without SMTP, which erasure and retention reach too.
      mailDirectory: join(dataDir, "mail"),
      afterMail: () => mail?.nudge(),
      now: clock ? clockReader(clock) : undefined,
      // The backup reads through a connection of its own, so it needs to know where to open it.
      backups: {
        source: { databaseUrl, dataDir },
        dir: settings.backupDir,
        keep: settings.backupKeep ?? DEFAULT_BACKUP_KEEP,
      },
    },
  );
  // Started once the database is migrated: on SQLite an earlier open could race the migrations.
  if (settings.sendsMail !== false)
    mail = startMailThread({
      settings: {
        databaseUrl,
        dataDir,
        smtpUrl: settings.smtpUrl,
        from: settings.mailFrom,
        sendsPerSecond: settings.mailPerSecond,
        logLevel,
        clock,
        ...settings.mail,
      },
      logger,
    });
  let sendingStopped: Promise<void> | undefined;
  const stopSending = (graceMs: number) =>
    (sendingStopped ??= mail?.stop(graceMs) ?? Promise.resolve());
  return {
    handle,
    services,
    stopSending,
    async close() {
      await stopSending(0);
      await submissions.stop();
      await handle.close();
    },
  };
}
