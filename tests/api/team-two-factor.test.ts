import { generate } from "otplib";
import { expect, test } from "vitest";
import { memberClient } from "../support/team.ts";
import { describeEachDialect, useTestApp, type TestClient } from "../support/test-app.ts";

/** A code for the current time step, or for the next one (so it is not a replay). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

async function enrol(client: TestClient) {
  const started = await client.post("/api/admin/me/totp");
  expect(started.status).toBe(200);
  const { secret, otpauthUrl } = started.body;
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  const confirmed = await client.post("/api/admin/me/totp/confirm", {
    code: await codeFor(secret),
  });
  expect(confirmed.status).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describeEachDialect("Two-factor sign-in (TOTP)", (dialect) => {
  const { testApp, visitor } = useTestApp(dialect);

  test("enrolment: pending until a right code; then ten recovery codes and twoFactor: true", async () => {
    const member = await memberClient(testApp(), "sales");
    const started = await member.client.post("/api/admin/me/totp");
    const wrong = await member.client.post("/api/admin/me/totp/confirm", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("content-type")).toContain("application/problem+json");
    expect((await member.client.get("/api/admin/me")).body.twoFactor).toBe(false);
    // Still password-only until confirmed.
    expect((await visitor().login(member.email, member.password)).body.authenticated).toBe(true);

    const confirmed = await member.client.post("/api/admin/me/totp/confirm", {
      code: await codeFor(started.body.secret),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    expect((await member.client.get("/api/admin/me")).body.twoFactor).toBe(true);
  });

  test("the password alone opens nothing; the code completes the sign-in once", async () => {
    const member = await memberClient(testApp(), "editor");
    const { secret } = await enrol(member.client);
    const browser = visitor();
    const first = await browser.login(member.email, member.password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, authenticated: false, twoFactorRequired: true });
    expect((await browser.get("/api/admin/me")).status).toBe(401);
    expect((await browser.get("/api/admin/check-auth")).body.authenticated).toBe(false);

    const wrong = await browser.post("/api/admin/login/second-factor", { code: "123456" });
    expect(wrong.status).toBe(401);
    const code = await codeFor(secret, 1);
    const done = await browser.post("/api/admin/login/second-factor", { code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, authenticated: true });
    expect((await browser.get("/api/admin/me")).body.email).toBe(member.email);

    // The same code cannot open a second sign-in (replay), even in its 30 seconds.
    const other = visitor();
    await other.login(member.email, member.password);
    expect((await other.post("/api/admin/login/second-factor", { code })).status).toBe(401);
  });

  test("a recovery code works once; without a pending sign-in the endpoint answers 401", async () => {
    const member = await memberClient(testApp(), "sales");
    const { recoveryCodes } = await enrol(member.client);
    expect(
      (await visitor().post("/api/admin/login/second-factor", { code: "123456" })).status,
    ).toBe(401);
    const browser = visitor();
    await browser.login(member.email, member.password);
    const used = await browser.post("/api/admin/login/second-factor", {
      code: ` ${recoveryCodes[0]!.toUpperCase()} `,
    });
    expect(used.status).toBe(200);
    const again = visitor();
    await again.login(member.email, member.password);
    expect(
      (await again.post("/api/admin/login/second-factor", { code: recoveryCodes[0] })).status,
    ).toBe(401);
  });

  test("wrong codes are limited: parallel guesses cannot outrun five per 15 minutes", async () => {
    const member = await memberClient(testApp(), "sales");
    const { secret } = await enrol(member.client);
    const browser = visitor();
    await browser.login(member.email, member.password);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        browser.post("/api/admin/login/second-factor", { code: String(100000 + i) }),
      ),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    const limited = guesses.find((g) => g.status === 429)!;
    expect(limited.headers.get("content-type")).toContain("application/problem+json");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right code waits out the block.
    const right = await browser.post("/api/admin/login/second-factor", {
      code: await codeFor(secret, 1),
    });
    expect(right.status).toBe(429);
  });

  test("turning it off needs a code; the password alone signs in again", async () => {
    const member = await memberClient(testApp(), "editor");
    const { secret } = await enrol(member.client);
    const wrong = await member.client.post("/api/admin/me/totp/disable", { code: "999999" });
    expect(wrong.status).toBe(400);
    const off = await member.client.post("/api/admin/me/totp/disable", {
      code: await codeFor(secret, 1),
    });
    expect(off.status).toBe(200);
    expect((await member.client.get("/api/admin/me")).body.twoFactor).toBe(false);
    expect((await visitor().login(member.email, member.password)).body.authenticated).toBe(true);
    const audit = await testApp()
      .handle.db.selectFrom("audit_log")
      .select("action")
      .where("target", "=", `user:${member.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["user.two-factor-enabled", "user.two-factor-disabled"]),
    );
  });

  test("the owner can require a second factor of everyone; without one a member can only set it up", async () => {
    const owner = await testApp().signedInClient();
    const refused = await owner.put("/api/admin/team/policy", { requireTwoFactor: true });
    expect(refused.status).toBe(409);
    await enrol(owner);
    const member = await memberClient(testApp(), "sales");
    const editor = await memberClient(testApp(), "editor");
    expect(
      (await editor.client.put("/api/admin/team/policy", { requireTwoFactor: true })).status,
    ).toBe(403);
    expect((await owner.put("/api/admin/team/policy", { requireTwoFactor: true })).status).toBe(
      200,
    );
    expect((await owner.get("/api/admin/team/policy")).body).toEqual({ requireTwoFactor: true });
    // The policy is read at most a second late; wait that out rather than race it.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const blocked = await member.client.get("/api/contacts");
    expect(blocked.status).toBe(403);
    expect(blocked.body.detail).toMatch(/requires two-factor sign-in/);
    expect((await member.client.get("/api/admin/me")).status).toBe(200);
    await enrol(member.client);
    expect((await member.client.get("/api/contacts")).status).toBe(200);
    // The owner, enrolled, was never blocked.
    expect((await owner.get("/api/contacts")).status).toBe(200);

    expect((await owner.put("/api/admin/team/policy", { requireTwoFactor: false })).status).toBe(
      200,
    );
  });
});
