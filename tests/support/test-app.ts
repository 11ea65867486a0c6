import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, inject } from "vitest";
import type { DatabaseHandle } from "../../app/db/connection.server.ts";
import type { ServiceOptions, Services } from "../../app/domain/services.server.ts";
import { createLogger } from "../../server/logger.ts";
import { startSiteRuntime } from "../../server/site-runtime.ts";
import { createApiApp, type ServedApp } from "./api-app.ts";
import { ADMIN, type TestClient } from "./client.ts";
import {
  createPostgresDatabase,
  createSqliteDatabase,
  detectPostgres,
  type DialectName,
  type TestDatabase,
} from "./databases.ts";
import { copyPostgresTemplate, copySqliteTemplate } from "./seeded-template.ts";

export { ADMIN, TestClient } from "./client.ts";
export type { DialectName } from "./databases.ts";

export { TEST_SECRET, uniqueAddress } from "./api-app.ts";

const postgres = await detectPostgres();

export interface TestAppOptions {
  /** FORM_RATE_LIMIT: public submissions per minute per address (default 10, as in production). */
  formRateLimit?: number;
  /** TRUST_PROXY, as the environment would give it. */
  trustProxy?: string;
  /** SITE_URL. */
  siteUrl?: string;
  /** METRICS_TOKEN. */
  metricsToken?: string;
  /** MEDIA_MAX_BYTES (default 20 MB, as in production). */
  mediaMaxBytes?: number;
  /** The media upload queue's size (default 2 running, 4 waiting). */
  media?: ServiceOptions["media"];
  /** The server's settings as the environment gives them (the readiness check reads them). */
  environment?: ServiceOptions["environment"];
}

export interface TestApp extends ServedApp {
  dialect: DialectName;
  close(): Promise<void>;
}

export interface TestServices {
  /** The DATABASE_URL of this test's own database. */
  url: string;
  /** Its DATA_DIR: a temporary folder, where the mail thread writes its .eml files. */
  dataDir: string;
  services: Services;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestServicesOptions extends Pick<
  ServiceOptions,
  "sessionPolicy" | "media" | "environment"
> {
  /** SITE_URL, for the links in e-mails. */
  siteUrl?: string;
}

/**
 * A fresh database of this dialect, migrated and seeded as a first start leaves it: a file in a
 * temporary folder, or a PostgreSQL database, copied from the run's template.
 */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const templates = inject("seededTemplates");
  if (dialect === "sqlite") return copySqliteTemplate(templates);
  if (!postgres.url) throw new Error(`PostgreSQL is not available: ${postgres.skipReason}`);
  return copyPostgresTemplate(postgres.url, templates);
}

/** A fresh database of this dialect with nothing in it, as a restore wants it. */
export async function createEmptyTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === "sqlite") return createSqliteDatabase();
  if (!postgres.url) throw new Error(`PostgreSQL is not available: ${postgres.skipReason}`);
  return createPostgresDatabase(postgres.url);
}

/**
 * A fresh database, migrated and seeded as at start-up, with the server's layout on it
 * (server/site-runtime.ts, docs/decisions/087): the services here, the forms' writer and the
 * outbox on threads of their own. Start one per test file, not per test: two threads start.
 */
export async function createTestServices(
  dialect: DialectName,
  options: TestServicesOptions = {},
): Promise<TestServices> {
  const database = await createTestDatabase(dialect);
  const dataDir = mkdtempSync(join(tmpdir(), "site-test-data-"));
  const runtime = await startSiteRuntime(
    {
      databaseUrl: database.url,
      dataDir,
      siteUrl: options.siteUrl ?? "http://localhost:3000",
      logLevel: "silent",
    },
    createLogger("silent"),
    {
      sessionPolicy: options.sessionPolicy,
      media: options.media,
      environment: options.environment,
    },
  );
  let closed = false;
  return {
    url: database.url,
    dataDir,
    services: runtime.services,
    handle: runtime.handle,
    async close() {
      if (closed) return;
      closed = true;
      await runtime.close().catch(() => undefined);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database (migrated and seeded as at start-up), the administrator,
 * and the Hono app without a React Router build: the API only.
 */
export async function createTestApp(
  dialect: DialectName,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { handle, services, close, url } = await createTestServices(dialect, {
    media: options.media,
    siteUrl: options.siteUrl,
    environment: options.environment,
  });
  await services.auth.ensureAdministrator(ADMIN);
  const api = createApiApp(
    services,
    { formRateLimit: options.formRateLimit, mediaMaxBytes: options.mediaMaxBytes },
    {
      trustProxy: options.trustProxy,
      siteUrl: options.siteUrl,
      metricsToken: options.metricsToken,
    },
  );
  return { dialect, services, handle, databaseUrl: url, close, ...api };
}

export interface UseTestAppOptions extends TestAppOptions {
  /** Sign an administrator client in once for the whole file (`admin()`). */
  signIn?: boolean;
}

/**
 * Registers beforeAll/afterAll hooks that build one app for the enclosing
 * describe block. Returns accessors, valid inside tests and hooks.
 */
export function useTestApp(dialect: DialectName, options: UseTestAppOptions = {}) {
  let current: TestApp | undefined;
  let adminClient: TestClient | undefined;
  beforeAll(async () => {
    current = await createTestApp(dialect, options);
    if (options.signIn) adminClient = await current.signedInClient();
  });
  afterAll(async () => {
    await current?.close();
  });
  const testApp = (): TestApp => {
    if (!current) throw new Error("The test app is only available inside tests and hooks");
    return current;
  };
  const admin = (): TestClient => {
    if (!adminClient)
      throw new Error("Pass { signIn: true } to useTestApp to get a signed-in client");
    return adminClient;
  };
  return { testApp, admin, visitor: (address?: string) => testApp().client(address) };
}

const LABELS: Record<DialectName, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

/**
 * Runs the same suite on SQLite and on PostgreSQL. When PostgreSQL is not
 * available the PostgreSQL copy is registered as skipped, with the reason in
 * its title, so the report says what did not run and why.
 */
export function describeEachDialect(title: string, suite: (dialect: DialectName) => void) {
  const runnable: Array<[label: string, dialect: DialectName]> = [[LABELS.sqlite, "sqlite"]];
  if (postgres.url) runnable.push([LABELS.postgres, "postgres"]);
  describe.each(runnable)(`${title} on %s`, (_label, dialect) => suite(dialect));
  if (!postgres.url) {
    describe.skip(`${title} on PostgreSQL (skipped: ${postgres.skipReason})`, () =>
      suite("postgres"));
  }
}

export const postgresAvailability = postgres;

/** Waits long enough for the next record to get a later timestamp than the previous one. */
export function nextMillisecond(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 5));
}
