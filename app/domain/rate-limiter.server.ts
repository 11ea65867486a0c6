import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

export interface RateLimitVerdict {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets; for the Retry-After header. */
  retryAfter: number;
}

const STRIKE_PREFIX = "login:block:";
const STRIKE_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * Fixed-window counters kept in the database, so that several server
 * processes share one limit.
 */
export function createRateLimiter(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    /** The limiter's clock, for rules built on its counters. */
    now,

    /** Counts one hit against `key` and tells whether it is within `limit`. */
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitVerdict> {
      const [first] = await this.hitMany(db, key, 1, limit, windowMs);
      return first!;
    },

    /**
     * Counts `n` hits against `key` in one statement, in `executor` (a batch's transaction), and
     * tells each, in order, whether it is within `limit`: the same answers `n` calls of `hit`
     * would give one after the other.
     */
    async hitMany(
      executor: Kysely<Database> | Transaction<Database>,
      key: string,
      n: number,
      limit: number,
      windowMs: number,
    ): Promise<RateLimitVerdict[]> {
      const at = now();
      const expired = at - windowMs;
      const row = await executor
        .insertInto("rate_limits")
        .values({ key, window_start: at, count: n })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql<number>`case when rate_limits.window_start <= ${expired} then ${n} else rate_limits.count + ${n} end`,
            window_start: sql<number>`case when rate_limits.window_start <= ${expired} then ${at} else rate_limits.window_start end`,
          }),
        )
        .returning(["count", "window_start"])
        .executeTakeFirstOrThrow();
      const last = Number(row.count);
      return Array.from({ length: n }, (_, i) =>
        verdict(last - n + 1 + i, Number(row.window_start), limit, windowMs, at),
      );
    },

    /** Tells whether `key` has already reached `limit`, without counting. */
    async check(key: string, limit: number, windowMs: number): Promise<RateLimitVerdict> {
      const at = now();
      const row = await db
        .selectFrom("rate_limits")
        .select(["count", "window_start"])
        .where("key", "=", key)
        .executeTakeFirst();
      if (!row || Number(row.window_start) <= at - windowMs)
        return { allowed: true, count: 0, retryAfter: 0 };
      const result = verdict(Number(row.count), Number(row.window_start), limit, windowMs, at);
      return { ...result, allowed: Number(row.count) < limit };
    },

    /** Gives back one counted hit (a reservation that turned out not to count). */
    async release(key: string): Promise<void> {
      await db
        .updateTable("rate_limits")
        .set({ count: sql<number>`count - 1` })
        .where("key", "=", key)
        .where("count", ">", 0)
        .execute();
    },

    /** The raw counter, or null: callers that keep other state in it (strikes) read it. */
    async peek(key: string): Promise<{ count: number; windowStart: number } | null> {
      const row = await db
        .selectFrom("rate_limits")
        .select(["count", "window_start"])
        .where("key", "=", key)
        .executeTakeFirst();
      return row ? { count: Number(row.count), windowStart: Number(row.window_start) } : null;
    },

    /**
     * One more strike, dated now, unless the last one is younger than `coalesceMs`:
     * then it stands as it is. Kept for a day (purgeExpired), so strikes add up.
     */
    async strike(key: string, coalesceMs: number): Promise<void> {
      const at = now();
      const recent = at - coalesceMs;
      await db
        .insertInto("rate_limits")
        .values({ key, window_start: at, count: 1 })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql<number>`case when rate_limits.window_start > ${recent} then rate_limits.count else rate_limits.count + 1 end`,
            window_start: sql<number>`case when rate_limits.window_start > ${recent} then rate_limits.window_start else ${at} end`,
          }),
        )
        .execute();
    },

    async reset(key: string): Promise<void> {
      await db.deleteFrom("rate_limits").where("key", "=", key).execute();
    },

    async purgeExpired(olderThanMs: number): Promise<void> {
      const at = now();
      await db
        .deleteFrom("rate_limits")
        .where("window_start", "<", at - olderThanMs)
        // Strikes outlive their window so that blocks can keep doubling (decision 036).
        .where((eb) =>
          eb.or([
            eb("key", "not like", `${STRIKE_PREFIX}%`),
            eb("window_start", "<", at - STRIKE_MEMORY_MS),
          ]),
        )
        .execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

function verdict(
  count: number,
  windowStart: number,
  limit: number,
  windowMs: number,
  at: number,
): RateLimitVerdict {
  return {
    allowed: count <= limit,
    count,
    retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)),
  };
}
