import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { nowIso } from "../db/values.ts";

const KEY = "content-generation";

/**
 * One number that moves whenever anything a public page shows changes: products, site
 * content, media (docs/decisions/061). Bumped inside the writing transaction, so a page
 * rendered after the commit never carries an older number than the change.
 */
export async function bumpContentGeneration(trx: Kysely<Database> | Transaction<Database>) {
  const now = nowIso();
  await trx
    .insertInto("app_settings")
    .values({ key: KEY, value: "1", updated_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        value: sql<string>`cast(cast(app_settings.value as bigint) + 1 as text)`,
        updated_at: now,
      }),
    )
    .execute();
}

export interface GenerationWatcher {
  /** The newest generation this process knows, at most `freshMs` old. */
  current(): Promise<number>;
  /** Reads the database now (after a write in this process: no waiting for the next check). */
  refresh(): Promise<number>;
}

/**
 * Each process checks the number at most every `freshMs` (250 ms): one primary-key read, shared
 * by the requests that arrive meanwhile, so a change made through any process reaches every
 * process's page cache within that time plus one query, with no timer and no LISTEN/NOTIFY
 * (the same reasoning as the site content, docs/decisions/047).
 */
export function createGenerationWatcher(
  db: Kysely<Database>,
  { freshMs = 250, now = Date.now }: { freshMs?: number; now?: () => number } = {},
): GenerationWatcher {
  let known = { value: -1, at: -Infinity };
  let inFlight: Promise<number> | null = null;

  async function read(): Promise<number> {
    const row = await db
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", KEY)
      .executeTakeFirst();
    return Number(row?.value ?? 0);
  }

  function refresh(): Promise<number> {
    inFlight ??= read()
      .then((value) => {
        known = { value, at: now() };
        return value;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    current: () => (now() - known.at < freshMs ? Promise.resolve(known.value) : refresh()),
    refresh,
  };
}
