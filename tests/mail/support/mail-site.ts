import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createLogger, type Logger } from "../../../server/logger.ts";
import type { WorkerTimings } from "../../../server/mail/outbox-worker.ts";
import {
  createMailTransport,
  type MailTransport,
  type SmtpTimeouts,
} from "../../../server/mail/transport.ts";
import {
  advanceClock,
  clockReader,
  createSharedClock,
  type SharedClock,
} from "../../../server/thread-clock.ts";
import { startSiteRuntime } from "../../../server/site-runtime.ts";
import { createApiApp, type ServedApp } from "../../support/api-app.ts";
import type { CleanupSteps } from "../../support/cleanup.ts";
import { ADMIN } from "../../support/client.ts";
import type { DialectName, TestDatabase } from "../../support/databases.ts";
import { createTestDatabase } from "../../support/test-app.ts";
import type { SmtpSink } from "./smtp-sink.ts";
import { useSmtpSink } from "./use-smtp-sink.ts";

export const SITE_URL = "https://site.example.com";

/**
 * A clock that runs with real time, and jumps forward when a test says so: for the server's
 * thread and its submission and mail threads alike (server/thread-clock.ts).
 */
export interface Clock {
  now(): number;
  advance(ms: number): void;
  shared: SharedClock;
}

export function createClock(): Clock {
  const shared = createSharedClock();
  return { now: clockReader(shared), advance: (ms) => advanceClock(shared, ms), shared };
}

/** Production's schedule, polled fast: the backoff waits are crossed with clock.advance(). */
export const TEST_TIMINGS: Partial<WorkerTimings> = { pollMs: 20, sendTimeoutMs: 5_000 };

export interface InstanceOptions {
  /** Unset: .eml files in a temporary DATA_DIR. */
  smtpUrl?: string;
  clock?: Clock;
  notifyEmail?: string;
  /** ACK_HOURLY_LIMIT; default as in production. */
  acknowledgementsPerHour?: number;
  formRateLimit?: number;
  /** Default 0, as in the browser tests; the spam tests set 3000. */
  formMinFillMs?: number;
  timings?: Partial<WorkerTimings>;
  smtpTimeouts?: SmtpTimeouts;
  /**
   * false: no mail thread; the test drives outbox workers of its own (with `mailTransport()`),
   * to reach inside the worker: its SIGTERM, its lock, a crash in the middle of a send.
   */
  startWorker?: boolean;
  /** A logger of the test's own, to read what the server's thread logs. */
  logger?: Logger;
  /** MAIL_FROM; unset: the company as the site content names it. */
  mailFrom?: string;
}

/**
 * One server process as server/main.ts starts it (docs/decisions/087): the services, the
 * submission and mail threads, the app without a React Router build (API only), on a database
 * it shares with its successors.
 */
export interface SiteInstance extends ServedApp {
  dataDir: string;
  /** The transport the mail thread uses, for a worker a test drives itself. */
  mailTransport(): MailTransport;
  /** SIGTERM: stop the mail thread (abandoning a stuck send after `graceMs`), then the rest. */
  stop(graceMs?: number): Promise<void>;
}

export function createDatabase(dialect: DialectName): Promise<TestDatabase> {
  return createTestDatabase(dialect);
}

/** Starts an instance as server/main.ts does, without a React Router build (API only). */
export async function startInstance(
  database: TestDatabase,
  options: InstanceOptions = {},
): Promise<SiteInstance> {
  const logLevel = process.env.TEST_LOG_LEVEL ?? "silent";
  const logger = options.logger ?? createLogger(logLevel);
  const dataDir = mkdtempSync(join(tmpdir(), "site-mail-"));
  const smtpTimeouts = options.smtpTimeouts ?? { connectMs: 2_000, socketMs: 2_000 };
  const runtime = await startSiteRuntime(
    {
      databaseUrl: database.url,
      dataDir,
      siteUrl: SITE_URL,
      notifyEmail: options.notifyEmail,
      acknowledgementsPerHour: options.acknowledgementsPerHour,
      smtpUrl: options.smtpUrl,
      mailFrom: options.mailFrom,
      logLevel,
      mail: { timings: { ...TEST_TIMINGS, ...options.timings }, smtpTimeouts },
      sendsMail: options.startWorker !== false,
      clock: options.clock?.shared,
    },
    logger,
  );
  const { handle, services } = runtime;
  await services.auth.ensureAdministrator(ADMIN);
  const api = createApiApp(services, {
    logger,
    formRateLimit: options.formRateLimit ?? 1000,
    formMinFillMs: options.formMinFillMs ?? 0,
    now: options.clock?.now,
  });
  let stopped = false;
  return {
    ...api,
    services,
    handle,
    databaseUrl: database.url,
    dataDir,
    mailTransport: () =>
      createMailTransport({
        smtpUrl: options.smtpUrl,
        dataDir,
        logger,
        timeouts: smtpTimeouts,
      }),
    async stop(graceMs = 1_000) {
      if (stopped) return;
      stopped = true;
      await runtime.stopSending(graceMs);
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database and an instance on it, both stopped and dropped by `cleanup` after the test. */
export async function startInstanceForTest(
  dialect: DialectName,
  cleanup: CleanupSteps,
  options: InstanceOptions = {},
): Promise<{ site: SiteInstance; database: TestDatabase }> {
  const database = await createDatabase(dialect);
  const site = await startInstance(database, options);
  cleanup.push(
    () => database.drop(),
    () => site.stop(),
  );
  return { site, database };
}

/**
 * Registers beforeAll/afterAll hooks that start one instance on a fresh database for the
 * enclosing describe block. `options` is read in beforeAll, so it may name what hooks
 * registered before this one started (an SMTP sink). Returns an accessor for tests and hooks.
 */
export function useInstance(
  dialect: DialectName,
  options: () => InstanceOptions = () => ({}),
): () => SiteInstance {
  let database: TestDatabase | undefined;
  let site: SiteInstance | undefined;
  beforeAll(async () => {
    database = await createDatabase(dialect);
    site = await startInstance(database, options());
  });
  afterAll(async () => {
    await site?.stop();
    await database?.drop();
  });
  return () => {
    if (!site) throw new Error("The instance is only available inside tests and hooks");
    return site;
  };
}

/**
 * An SMTP sink and an instance that mails through it, both for the enclosing describe block;
 * returns their accessors for tests and hooks.
 */
export function useInstanceWithSink(
  dialect: DialectName,
  options: Omit<InstanceOptions, "smtpUrl"> = {},
): { site: () => SiteInstance; sink: () => SmtpSink } {
  const sink = useSmtpSink();
  const site = useInstance(dialect, () => ({ smtpUrl: sink().url, ...options }));
  return { site, sink };
}

export interface OutboxRow {
  id: string;
  kind: string;
  submission_id: string;
  recipient: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}

/** Every outbox row, for assertions. */
export async function outboxRows(instance: SiteInstance): Promise<OutboxRow[]> {
  const rows = await instance.handle.db
    .selectFrom("notification_outbox")
    .select([
      "id",
      "kind",
      "submission_id",
      "recipient",
      "status",
      "attempts",
      "next_attempt_at",
      "last_error",
    ])
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({
    ...r,
    attempts: Number(r.attempts),
    next_attempt_at: Number(r.next_attempt_at),
  }));
}

/** Waits until every outbox row (or every row of `submissionId`) is sent; returns them. */
export function allSent(instance: SiteInstance, submissionId?: string): Promise<OutboxRow[]> {
  return eventually("every e-mail marked sent", async () => {
    const rows = (await outboxRows(instance)).filter(
      (r) => !submissionId || r.submission_id === submissionId,
    );
    return rows.length > 0 && rows.every((r) => r.status === "sent") && rows;
  });
}

/** Polls `check` until it holds; fails with `what` after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | false | undefined | null> | T | false | undefined | null,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
