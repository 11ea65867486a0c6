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
  /** The newest generation read so far (-1 before the first read): what entries compare with. */
  known(): number;
  /** Reads the number, or joins a read under way. */
  current(): Promise<number>;
  /** A read that starts now: after a write through this process, the next request sees it. */
  refresh(): Promise<number>;
  /** Reads every `intervalMs` until the returned function is called. */
  watch(intervalMs: number): () => void;
}

/**
 * How the page cache learns of changes (docs/decisions/061, 073). A write through this
 * process is followed by `refresh()`, so its own next request sees it; a write through any
 * other process arrives with the next poll, a few times a second: one primary-key read per
 * interval, whatever the traffic, instead of one per cached answer. The number only grows, so
 * `known` keeps the largest value any read returned.
 */
export function createGenerationWatcher(db: Kysely<Database>): GenerationWatcher {
  let known = -1;
  let inFlight: Promise<number> | null = null;

  async function read(): Promise<number> {
    const row = await db
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", KEY)
      .executeTakeFirst();
    const value = Number(row?.value ?? 0);
    known = Math.max(known, value);
    return value;
  }

  function current(): Promise<number> {
    inFlight ??= read().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    known: () => known,
    current,
    refresh: read,
    watch(intervalMs) {
      const timer = setInterval(() => {
        // A failed read (the database restarting) leaves `known` as it was; the next one retries.
        if (!inFlight) current().catch(() => undefined);
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
