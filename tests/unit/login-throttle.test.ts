import { afterAll, beforeAll, expect, test } from "vitest";
import { createHashGate } from "../../app/domain/hash-gate.server.ts";
import {
  blockMs,
  createLoginThrottle,
  LOGIN_POLICY,
} from "../../app/domain/login-throttle.server.ts";
import { createRateLimiter } from "../../app/domain/rate-limiter.server.ts";
import { createTestServices, type TestServices } from "../support/test-app.ts";

let fixture: TestServices;
let clock = Date.parse("2026-11-25T10:00:00Z");
beforeAll(async () => {
  fixture = await createTestServices("sqlite");
});
afterAll(() => fixture.close());

const throttle = (policy = LOGIN_POLICY) =>
  createLoginThrottle(
    createRateLimiter(fixture.handle.db, () => clock),
    policy,
  );
const attempt = (address: string, account = "owner@example.com", knownDevice = false) => ({
  address,
  account,
  knownDevice,
});

test("blocks double with each repeat, up to four hours", () => {
  expect([1, 2, 3, 4, 5, 6].map((n) => blockMs(n) / 60_000)).toEqual([15, 30, 60, 120, 240, 240]);
});

test("an address and account pair is blocked after five failures, and the block grows", async () => {
  const t = throttle();
  for (let n = 0; n < 5; n++) expect((await t.reserve(attempt("198.51.100.1"))).ok).toBe(true);
  const refused = await t.reserve(attempt("198.51.100.1"));
  expect(refused).toEqual({ ok: false, retryAfter: 15 * 60 });
  // Further refusals in the same burst do not escalate the block.
  await t.reserve(attempt("198.51.100.1"));
  expect(await t.reserve(attempt("198.51.100.1"))).toMatchObject({ retryAfter: 15 * 60 });
  // Someone else's failures never refuse the owner at their own address.
  expect((await t.reserve(attempt("203.0.113.9"))).ok).toBe(true);

  clock += 15 * 60 * 1000 + 1;
  for (let n = 0; n < 5; n++) expect((await t.reserve(attempt("198.51.100.1"))).ok).toBe(true);
  expect(await t.reserve(attempt("198.51.100.1"))).toEqual({ ok: false, retryAfter: 30 * 60 });
});

test("a success gives its places back and ends the pair's strikes", async () => {
  const t = throttle();
  for (let n = 0; n < 4; n++) await t.reserve(attempt("198.51.100.2"));
  const ok = await t.reserve(attempt("198.51.100.2"));
  if (!ok.ok) throw new Error("expected a place");
  await ok.succeeded();
  expect((await t.reserve(attempt("198.51.100.2"))).ok).toBe(true);
});

test("the account-wide cap slows unknown browsers only, never a known device", async () => {
  const t = throttle({ ...LOGIN_POLICY, perAccountUnknownDevices: 20 });
  for (let n = 0; n < 20; n++) {
    expect((await t.reserve(attempt(`192.0.2.${n}`, "target@example.com"))).ok).toBe(true);
  }
  expect((await t.reserve(attempt("192.0.2.200", "target@example.com"))).ok).toBe(false);
  expect((await t.reserve(attempt("192.0.2.201", "target@example.com", true))).ok).toBe(true);
});

test("the hash gate runs two at once, queues eight and refuses the rest at once", async () => {
  const gate = createHashGate({ running: 2, waiting: 8 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const runs = Array.from({ length: 12 }, () => gate.run(() => held.then(() => "done")));
  expect(gate.stats()).toMatchObject({ active: 2, waiting: 8 });
  release();
  const results = await Promise.all(runs);
  expect(results.filter((r) => r === "done")).toHaveLength(10);
  expect(results.filter((r) => r === null)).toHaveLength(2);
  expect(gate.stats()).toMatchObject({ active: 0, waiting: 0, started: 10 });
});
