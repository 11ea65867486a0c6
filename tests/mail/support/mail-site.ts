import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "../../../app/db/connection.server.ts";
import type { Services } from "../../../app/domain/services.server.ts";
import { createApp } from "../../../server/app.ts";
import { prepareDatabase } from "../../../server/bootstrap.ts";
import { createLogger, type Logger } from "../../../server/logger.ts";
import { createNotifications, type Notifications } from "../../../server/mail/notifications.ts";
import type { OutboxWorker, WorkerTimings } from "../../../server/mail/outbox-worker.ts";
import type { SmtpTimeouts } from "../../../server/mail/transport.ts";
import { ADMIN, TestClient } from "../../support/client.ts";
import {
  createPostgresDatabase,
  createSqliteDatabase,
  type DialectName,
  type TestDatabase,
} from "../../support/databases.ts";
import { postgresAvailability, TEST_SECRET, uniqueAddress } from "../../support/test-app.ts";

export const SITE_URL = "https://site.example.com";

/** A clock that runs with real time, and jumps forward when a test says so. */
export interface Clock {
  now(): number;
  advance(ms: number): void;
}

export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
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
  /** false: no worker runs; call `drain()` on a worker made by the test instead. */
  startWorker?: boolean;
  /** A logger of the test's own, to read what the instance logs. */
  logger?: Logger;
}

/** One server process: app, services, worker, on a database it shares with its successors. */
export interface SiteInstance {
  app: ReturnType<typeof createApp>;
  services: Services;
  handle: DatabaseHandle;
  notifications: Notifications;
  worker?: OutboxWorker;
  dataDir: string;
  client(address?: string): TestClient;
  signedInClient(): Promise<TestClient>;
  /** SIGTERM: stop the worker (abandoning a stuck send after `graceMs`), close the database. */
  stop(graceMs?: number): Promise<void>;
}

export async function createDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === "sqlite") return createSqliteDatabase();
  if (!postgresAvailability.url) throw new Error(`PostgreSQL: ${postgresAvailability.skipReason}`);
  return createPostgresDatabase(postgresAvailability.url);
}

/** Starts an instance as server/main.ts does, without a React Router build (API only). */
export async function startInstance(
  database: TestDatabase,
  options: InstanceOptions = {},
): Promise<SiteInstance> {
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const dataDir = mkdtempSync(join(tmpdir(), "site-mail-"));
  const now = options.clock?.now;
  const notifications = createNotifications({
    siteUrl: SITE_URL,
    notifyEmail: options.notifyEmail,
    acknowledgementsPerHour: options.acknowledgementsPerHour,
    smtpUrl: options.smtpUrl,
    dataDir,
    logger,
    smtpTimeouts: options.smtpTimeouts ?? { connectMs: 2_000, socketMs: 2_000 },
    timings: { ...TEST_TIMINGS, ...options.timings },
    now,
  });
  const { handle, services } = await prepareDatabase({ DATABASE_URL: database.url }, logger, {
    ...notifications.serviceOptions,
    now,
    mailDirectory: join(dataDir, "mail"),
  });
  await services.auth.ensureAdministrator({ email: ADMIN.email, password: ADMIN.password });
  const app = createApp({
    deps: {
      services,
      logger,
      formRateLimit: options.formRateLimit ?? 1000,
      secret: TEST_SECRET,
      formMinFillMs: options.formMinFillMs ?? 0,
      now,
    },
  });
  const worker = options.startWorker === false ? undefined : notifications.start(handle.db);
  const client = (address = uniqueAddress()) => new TestClient(app, address);
  let stopped = false;
  return {
    app,
    services,
    handle,
    notifications,
    worker,
    dataDir,
    client,
    signedInClient: () => client().signIn(),
    async stop(graceMs = 1_000) {
      if (stopped) return;
      stopped = true;
      await notifications.stop(graceMs);
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
