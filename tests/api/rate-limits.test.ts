import { afterEach, beforeEach, expect, test } from "vitest";
import type { ApiResponse } from "../support/client.ts";
import {
  contactPayload,
  expectProblem,
  productInquiryPayload,
  serviceInquiryPayload,
} from "../support/fixtures.ts";
import {
  ADMIN,
  createTestApp,
  describeEachDialect,
  type TestApp,
  type TestClient,
} from "../support/test-app.ts";

function expectRetryAfter(response: ApiResponse, maxSeconds: number) {
  const seconds = Number(response.headers.get("retry-after"));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
}

/** `count` failed logins, run together: each is a full scrypt verification. */
async function failLogins(clients: TestClient[], email: (n: number) => string) {
  await Promise.all(clients.map((client) => client.csrfToken()));
  const responses = await Promise.all(
    clients.map((client, n) => client.login(email(n), "wrong password")),
  );
  expect(responses.map((r) => r.status)).toEqual(clients.map(() => 401));
}

describeEachDialect("Rate limits", (dialect) => {
  // Every test gets its own database: a locked account must not leak into the next test.
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { formRateLimit: 3 });
  });
  afterEach(async () => {
    await t.close();
  });

  test("refuses an address after 10 failed logins in 15 minutes, even with the right password", async () => {
    const client = t.client();
    await failLogins(Array(10).fill(client), (n) => `stranger${n}@example.com`);
    const locked = await client.login();
    expectProblem(locked, 429);
    expect(locked.body.detail).toBe("Too many failed attempts. Please try again later.");
    expectRetryAfter(locked, 15 * 60);
    expect(locked.headers.getSetCookie().some((line) => line.startsWith("sid="))).toBe(false);
    // Another address is not affected.
    expect((await t.client().login()).status).toBe(200);
  });

  test("failures against the owner from other addresses never refuse the owner's own", async () => {
    const clients = Array.from({ length: 10 }, () => t.client());
    await failLogins(clients, () => ADMIN.email);
    expect((await t.client().login()).status).toBe(200);
  });

  test("five failures for one account from one address block that pair", async () => {
    const client = t.client();
    await failLogins(Array(5).fill(client), () => ADMIN.email);
    const blocked = await client.login();
    expectProblem(blocked, 429);
    expectRetryAfter(blocked, 15 * 60);
    // The same address may still sign in to another account, and the owner elsewhere.
    expect((await client.login("stranger@example.com", "wrong password")).status).toBe(401);
    expect((await t.client().login()).status).toBe(200);
  });

  test("does not count a successful login against the limit", async () => {
    const client = t.client();
    await failLogins(Array(9).fill(client), (n) => `stranger${n}@example.com`);
    expect((await client.login()).status).toBe(200);
    // The tenth failure is still answered normally; only the eleventh attempt is refused.
    expect((await client.login("stranger@example.com", "wrong password")).status).toBe(401);
    expect((await client.login()).status).toBe(429);
  });

  test("a successful sign-in marks the browser as a known device for that account", async () => {
    const client = await t.client().signIn();
    const cookie = client.cookies.get("known_device") ?? "";
    expect(cookie).toMatch(/^[\w-]+\.[\w-]+$/);
    const set = (await t.client().login()).headers.getSetCookie().join("\n");
    expect(set).toMatch(/known_device=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
  });

  test("answers 429 with Retry-After once an address has sent FORM_RATE_LIMIT submissions in a minute", async () => {
    const visitor = t.client();
    for (let n = 0; n < 3; n++) {
      expect((await visitor.post("/api/contacts", contactPayload())).status).toBe(201);
    }
    const refused = await visitor.post("/api/contacts", contactPayload());
    expectProblem(refused, 429);
    expectRetryAfter(refused, 60);
    expect((await t.services.contacts.list()).total).toBe(3);
  });

  test("does not count refused submissions against the form limit", async () => {
    const visitor = t.client();
    for (let n = 0; n < 5; n++) {
      expectProblem(await visitor.post("/api/contacts", contactPayload({ email: "nope" })), 400);
    }
    for (let n = 0; n < 3; n++) {
      expect((await visitor.post("/api/contacts", contactPayload())).status).toBe(201);
    }
    expectProblem(await visitor.post("/api/contacts", contactPayload()), 429);
  });

  test("shares the form limit across the three public forms, per address", async () => {
    const visitor = t.client();
    expect((await visitor.post("/api/contacts", contactPayload())).status).toBe(201);
    expect((await visitor.post("/api/inquiries", productInquiryPayload())).status).toBe(201);
    expect((await visitor.post("/api/service-inquiries", serviceInquiryPayload())).status).toBe(
      201,
    );
    expectProblem(await visitor.post("/api/inquiries", productInquiryPayload()), 429);
    expectProblem(await visitor.post("/api/service-inquiries", serviceInquiryPayload()), 429);
    expect((await t.client().post("/api/contacts", contactPayload())).status).toBe(201);
  });
});
