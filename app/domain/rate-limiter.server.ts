import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export interface RateLimitVerdict {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets; for the Retry-After header. */
  retryAfter: number;
}

/**
 * Fixed-window counters kept in the database, so that several server
 * processes share one limit (DECISIONS.md sections 3 and 4).
 */
export function createRateLimiter(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    /** Counts one hit against `key` and tells whether it is within `limit`. */
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitVerdict> {
      const at = now();
      const expired = at - windowMs;
      const row = await db
        .insertInto("rate_limits")
        .values({ key, window_start: at, count: 1 })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
            window_start: sql<number>`case when rate_limits.window_start <= ${expired} then ${at} else rate_limits.window_start end`,
          }),
        )
        .returning(["count", "window_start"])
        .executeTakeFirstOrThrow();
      return verdict(Number(row.count), Number(row.window_start), limit, windowMs, at);
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

    async reset(key: string): Promise<void> {
      await db.deleteFrom("rate_limits").where("key", "=", key).execute();
    },

    async purgeExpired(olderThanMs: number): Promise<void> {
      await db
        .deleteFrom("rate_limits")
        .where("window_start", "<", now() - olderThanMs)
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
