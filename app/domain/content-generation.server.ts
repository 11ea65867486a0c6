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
  /** The newest generation: read now, or joined to a read under way (or `freshMs` old). */
  current(): Promise<number>;
  /** Reads the database now (after a write in this process: no waiting for the next check). */
  refresh(): Promise<number>;
}

/**
 * Each cached answer checks the number first: one primary-key read, shared by every request
 * that arrives while it is under way, so a burst costs one query, not one per request. A change
 * committed through any process is therefore seen by the next request to any other process
 * (read-your-writes across processes), with no timer and no LISTEN/NOTIFY. `freshMs` can
 * trade that for fewer reads; 0 is the default.
 */
export function createGenerationWatcher(
  db: Kysely<Database>,
  { freshMs = 0, now = Date.now }: { freshMs?: number; now?: () => number } = {},
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
    current: () =>
      inFlight ?? (now() - known.at < freshMs ? Promise.resolve(known.value) : refresh()),
    refresh,
  };
}
