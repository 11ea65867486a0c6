import { expect, test } from "vitest";
import { setCookieLine } from "../support/client.ts";
import { contactPayload, expectFieldError, expectProblem } from "../support/fixtures.ts";
import { ADMIN, describeEachDialect, useTestApp } from "../support/test-app.ts";

const INVALID = { success: false, authenticated: false, message: "Invalid email or password" };

describeEachDialect("Admin session API", (dialect) => {
  const { testApp, admin, visitor } = useTestApp(dialect, { signIn: true });

  test("tells a visitor without a session that they are not signed in, and issues a CSRF cookie", async () => {
    const response = await visitor().get("/api/admin/check-auth");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, authenticated: false });
    const cookie = setCookieLine(response.headers, "XSRF-TOKEN");
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  test("keeps the CSRF cookie it already issued", async () => {
    const client = visitor();
    await client.get("/api/admin/check-auth");
    const again = await client.get("/api/admin/check-auth");
    expect(setCookieLine(again.headers, "XSRF-TOKEN")).toBeUndefined();
  });

  test("signs the administrator in with a new HttpOnly session cookie", async () => {
    const client = visitor();
    const response = await client.login();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      authenticated: true,
      message: "Welcome back, Admin!",
    });
    const cookie = setCookieLine(response.headers, "sid");
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/i);
    expect((await client.get("/api/admin/check-auth")).body).toEqual({
      success: true,
      authenticated: true,
    });
  });

  test("accepts the e-mail address in any case and with surrounding spaces", async () => {
    const response = await visitor().login(`  ${ADMIN.email.toUpperCase()} `, ADMIN.password);
    expect(response.status).toBe(200);
  });

  // Secure when a trusted proxy or SITE_URL says https: tests/api/proxy-trust.test.ts.
  test("ignores X-Forwarded-Proto when no proxy is trusted", async () => {
    const response = await visitor().post("/api/admin/login", ADMIN, {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.status).toBe(200);
    expect(setCookieLine(response.headers, "sid")).not.toMatch(/; Secure/i);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  test("gives the same 401 answer for an unknown e-mail and for a wrong password, without a session", async () => {
    const wrongPassword = await visitor().login(ADMIN.email, "not the password");
    const unknownEmail = await visitor().login("nobody@example.com", ADMIN.password);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.body).toEqual(INVALID);
      expect(setCookieLine(response.headers, "sid")).toBeUndefined();
    }
    expect(wrongPassword.text).toBe(unknownEmail.text);
  });

  test("rejects a login without e-mail or password with 400 and field messages", async () => {
    expectFieldError(
      await visitor().post("/api/admin/login", { password: "x" }),
      "email",
      "Email is required",
    );
    expectFieldError(
      await visitor().post("/api/admin/login", { email: ADMIN.email, password: "" }),
      "password",
      "Password is required",
    );
  });

  test("refuses a login without the CSRF header", async () => {
    expectProblem(await visitor().post("/api/admin/login", ADMIN, { csrf: false }), 403);
  });

  test("issues a new session id at every login, and the replaced id stops working", async () => {
    const client = visitor();
    client.cookies.set("sid", "planted-by-an-attacker");
    await client.signIn();
    const first = client.cookies.get("sid");
    expect(first).toBeDefined();
    expect(first).not.toBe("planted-by-an-attacker");

    await client.signIn();
    const second = client.cookies.get("sid");
    expect(second).not.toBe(first);

    const stale = visitor();
    stale.cookies.set("sid", first as string);
    expectProblem(await stale.get("/api/inquiries"), 401);
    expect((await client.get("/api/inquiries")).status).toBe(200);
  });

  test("destroys the session on the server at logout, so the old cookie no longer works", async () => {
    const client = await testApp().signedInClient();
    const sid = client.cookies.get("sid") as string;
    const response = await client.post("/api/admin/logout");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(setCookieLine(response.headers, "sid")).toMatch(/Max-Age=0/i);

    const replay = visitor();
    replay.cookies.set("sid", sid);
    expect((await replay.get("/api/admin/check-auth")).body).toEqual({
      success: true,
      authenticated: false,
    });
    expectProblem(await replay.get("/api/contacts"), 401);
    expectProblem(await replay.delete("/api/products/prod-001"), 401);
  });

  test("answers logout with success even without a session", async () => {
    const response = await visitor().post("/api/admin/logout");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
  });

  test("refuses a logout without the CSRF header", async () => {
    expectProblem(await visitor().post("/api/admin/logout", undefined, { csrf: false }), 403);
  });

  test("clears a session cookie that matches no session", async () => {
    const client = visitor();
    client.cookies.set("sid", "unknown-session");
    const response = await client.get("/api/admin/check-auth");
    expect(response.body.authenticated).toBe(false);
    expect(setCookieLine(response.headers, "sid")).toMatch(/Max-Age=0/i);
  });

  test("gives the signed-in administrator the dashboard's counts and the 90-day series", async () => {
    await visitor().post("/api/contacts", contactPayload());
    const response = await admin().get("/api/admin/dashboard");
    expect(response.status).toBe(200);
    const { total: products } = await testApp().services.products.list();
    const { total: contacts } = await testApp().services.contacts.list();
    expect(response.body).toEqual({
      products,
      productInquiries: expect.any(Number),
      serviceInquiries: expect.any(Number),
      contacts,
      quoteRequests: expect.any(Number),
      // The lead workspace adds the series (tests/api/leads.test.ts checks its content).
      series: expect.any(Array),
    });
    expect(contacts).toBeGreaterThan(0);
    expectProblem(await visitor().get("/api/admin/dashboard"), 401);
  });
});
