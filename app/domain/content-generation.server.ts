import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { nowIso } from "../db/values.ts";

const KEY = "content-generation";

/** How old a process's knowledge of the generation may be (docs/decisions/079). */
export const GENERATION_POLL_MS = 250;

/**
 * One number that moves whenever anything a public page or public JSON shows changes:
 * products, projects, site content, media (docs/decisions/079). Bumped inside the writing
 * transaction, so anything read after a process has seen the new number is at least as new
 * as the change.
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
  /** The newest generation read so far (-1 before the first read): what cached copies compare with. */
  known(): number;
  /** Reads the number, or joins a read under way (which may be a little older: never newer). */
  current(): Promise<number>;
  /** `known()` when it was read less than the poll interval ago, else `current()`. */
  recent(): Promise<number>;
  /** A read that starts now: after a write through this process, the next request sees it. */
  refresh(): Promise<number>;
  /** Reads every poll interval until the returned function is called. */
  watch(): () => void;
}

export interface GenerationWatcherOptions {
  pollMs?: number;
  now?: () => number;
}

/**
 * The one freshness mechanism of this process (docs/decisions/079). Every per-process copy of
 * what public pages show (the rendered-page cache, the published site content) is stamped with
 * the generation seen *before* it was read or rendered and is used only while that generation
 * is still the newest known; nothing keeps a clock of its own. A write through this process is
 * followed by `refresh()`; a write through any other is seen within one poll interval: by the
 * poll while the page cache runs it, or by the next `recent()`.
 */
export function createGenerationWatcher(
  db: Kysely<Database>,
  options: GenerationWatcherOptions = {},
): GenerationWatcher {
  const pollMs = options.pollMs ?? GENERATION_POLL_MS;
  const now = options.now ?? Date.now;
  let known = -1;
  /** When the read that produced `known` started: what it says is at least that fresh. */
  let knownAt = -Infinity;
  let inFlight: Promise<number> | null = null;

  async function read(): Promise<number> {
    const startedAt = now();
    const row = await db
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", KEY)
      .executeTakeFirst();
    const value = Number(row?.value ?? 0);
    // The number only grows, so `known` keeps the largest value any read returned.
    if (value >= known) {
      known = value;
      knownAt = Math.max(knownAt, startedAt);
    }
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
    recent: () => (now() - knownAt < pollMs ? Promise.resolve(known) : current()),
    refresh: read,
    watch() {
      const timer = setInterval(() => {
        // A failed read (the database restarting) leaves `known` as it was; the next one retries.
        if (!inFlight) current().catch(() => undefined);
      }, pollMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
