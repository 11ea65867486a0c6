import { afterAll, beforeAll, expect, test } from "vitest";
import { createRateLimiter, type RateLimiter } from "../../app/domain/rate-limiter.server.ts";
import { marker } from "../support/fixtures.ts";
import { createTestServices, describeEachDialect, type TestServices } from "../support/test-app.ts";

const MINUTE = 60_000;

describeEachDialect("Rate limiter", (dialect) => {
  let database: TestServices;
  let clock = Date.parse("2025-03-01T10:00:00.000Z");
  let limiter: RateLimiter;
  beforeAll(async () => {
    database = await createTestServices(dialect);
    limiter = createRateLimiter(database.handle.db, () => clock);
  });
  afterAll(() => database.close());

  test("allows hits up to the limit, then refuses with the seconds left in the window", async () => {
    const key = marker("key");
    const verdicts = [];
    for (let n = 0; n < 4; n++) {
      verdicts.push(await limiter.hit(key, 3, MINUTE));
      clock += 1_000;
    }
    expect(verdicts.map((v) => [v.allowed, v.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(verdicts[3]?.retryAfter).toBe(57);
  });

  test("starts a new window once the old one has passed", async () => {
    const key = marker("key");
    for (let n = 0; n < 3; n++) await limiter.hit(key, 2, MINUTE);
    expect((await limiter.check(key, 2, MINUTE)).allowed).toBe(false);
    clock += MINUTE;
    expect(await limiter.check(key, 2, MINUTE)).toMatchObject({ allowed: true, count: 0 });
    expect(await limiter.hit(key, 2, MINUTE)).toMatchObject({ allowed: true, count: 1 });
  });

  test("checks without counting: allowed while the count is below the limit", async () => {
    const key = marker("key");
    expect((await limiter.check(key, 2, MINUTE)).allowed).toBe(true);
    await limiter.hit(key, 2, MINUTE);
    expect(await limiter.check(key, 2, MINUTE)).toMatchObject({ allowed: true, count: 1 });
    await limiter.hit(key, 2, MINUTE);
    const full = await limiter.check(key, 2, MINUTE);
    expect(full).toMatchObject({ allowed: false, count: 2 });
    expect(full.retryAfter).toBeGreaterThanOrEqual(1);
  });

  test("counts each key on its own, and forgets a key on reset", async () => {
    const [a, b] = [marker("a"), marker("b")];
    await limiter.hit(a, 1, MINUTE);
    expect((await limiter.hit(a, 1, MINUTE)).allowed).toBe(false);
    expect((await limiter.hit(b, 1, MINUTE)).allowed).toBe(true);
    await limiter.reset(a);
    expect((await limiter.hit(a, 1, MINUTE)).allowed).toBe(true);
  });

  test("counts every one of many simultaneous hits", async () => {
    const key = marker("burst");
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, () => limiter.hit(key, 10, MINUTE)),
    );
    expect(verdicts.map((v) => v.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, n) => n + 1),
    );
    expect(verdicts.filter((v) => !v.allowed)).toHaveLength(2);
  });

  test("purges counters older than the given age", async () => {
    const key = marker("old");
    await limiter.hit(key, 5, MINUTE);
    clock += 2 * 60 * MINUTE;
    await limiter.purgeExpired(60 * MINUTE);
    const rows = await database.handle.db
      .selectFrom("rate_limits")
      .select("key")
      .where("key", "=", key)
      .execute();
    expect(rows).toEqual([]);
  });
});
