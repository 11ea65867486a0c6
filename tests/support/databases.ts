import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/**
 * The databases the API tests run on. SQLite always; PostgreSQL when
 * TEST_DATABASE_URL names a server, or when CI is set and one answers at the
 * default address. Each test app gets a database of its own, dropped afterwards.
 */
export type DialectName = "sqlite" | "postgres";

export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";

export interface PostgresAvailability {
  url?: string;
  /** Why the PostgreSQL tests are skipped, when they are. */
  skipReason?: string;
}

function isCi(): boolean {
  const ci = process.env.CI;
  return ci !== undefined && ci !== "" && ci !== "0" && ci !== "false";
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function detectPostgres(): Promise<PostgresAvailability> {
  const explicit = process.env.TEST_DATABASE_URL;
  if (explicit) {
    if (!/^postgres(ql)?:\/\//.test(explicit)) {
      return { skipReason: `TEST_DATABASE_URL is not a postgres:// URL (${explicit})` };
    }
    // Asked for explicitly: an unreachable server fails the tests rather than skipping them.
    return { url: explicit };
  }
  if (isCi()) {
    if (await canConnect(DEFAULT_POSTGRES_URL)) return { url: DEFAULT_POSTGRES_URL };
    return { skipReason: `CI is set but no PostgreSQL answered at ${DEFAULT_POSTGRES_URL}` };
  }
  return {
    skipReason: `TEST_DATABASE_URL is not set (for example TEST_DATABASE_URL=${DEFAULT_POSTGRES_URL}), and CI is not set`,
  };
}

export interface TestDatabase {
  url: string;
  /** Removes the database (or file); call after the app's connection is closed. */
  drop(): Promise<void>;
}

export interface PostgresTestDatabase extends TestDatabase {
  /** Resolves once no connection is left on it (a template must have none to be copied). */
  settle(): Promise<void>;
}

export async function createSqliteDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "site-test-"));
  return {
    url: `sqlite:${join(dir, "site.db")}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Creates a uniquely named database on the server that `serverUrl` points at: empty, or a copy
 * of the `template` database.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<PostgresTestDatabase> {
  const name = `site_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const copy = template ? ` template "${template}"` : "";
  await withClient(serverUrl, (client) => client.query(`create database "${name}"${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Forced, once the connections still winding down have gone: forcing one off sends it a
    // FATAL that surfaces as an unhandled error in the test process.
    drop: () =>
      withClient(serverUrl, async (client) => {
        await untilUnused(client, name);
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
    settle: () => withClient(serverUrl, (client) => untilUnused(client, name)),
  };
}

/**
 * A pool's connections close asynchronously on the server side: waits (up to five seconds)
 * until none is left on database `name`.
 */
async function untilUnused(client: pg.Client, name: string): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 25) {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (Number(rows[0]?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function withClient(
  url: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
