import { expect, test } from "vitest";
import { productPayload } from "../support/fixtures.ts";
import { mailedLink, mailedTokens, memberClient } from "../support/team.ts";
import { ADMIN, describeEachDialect, useTestApp } from "../support/test-app.ts";

describeEachDialect("Passwords", (dialect) => {
  const { testApp, visitor } = useTestApp(dialect);

  const resetTokens = (email: string) => mailedTokens(testApp(), email, "password-reset");

  test("forgot password: 202 for any address; the link works once, ends sessions, old password stops", async () => {
    const member = await memberClient(testApp(), "editor");
    const known = await visitor().post("/api/admin/password-reset", { email: member.email });
    const unknown = await visitor().post("/api/admin/password-reset", {
      email: "nobody@example.com",
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.text).toBe(unknown.text);
    expect((await mailedLink(testApp(), "nobody@example.com", "password-reset")).count).toBe(0);

    const mail = await mailedLink(testApp(), member.email, "password-reset");
    expect(mail.path).toMatch(/^\/admin\/reset-password\/[\w-]{43}$/);
    const token = mail.path!.split("/").pop();
    const weak = await visitor().post(`/api/admin/password-reset/${token}`, {
      password: "aaaaaaaaaaaaaaa",
    });
    expect(weak.status).toBe(400);
    const done = await visitor().post(`/api/admin/password-reset/${token}`, {
      password: "my brand new pass phrase",
    });
    expect(done.status).toBe(200);
    expect((await member.client.get("/api/admin/me")).status).toBe(401);
    expect((await visitor().login(member.email, member.password)).status).toBe(401);
    expect((await visitor().login(member.email, "my brand new pass phrase")).status).toBe(200);
    const reused = await visitor().post(`/api/admin/password-reset/${token}`, {
      password: "yet another pass phrase",
    });
    expect(reused.status).toBe(410);
  });

  test("only the newest reset link works: the e-mail sent before it no longer opens anything", async () => {
    const member = await memberClient(testApp(), "editor");
    const { passwords } = testApp().services;
    await visitor().post("/api/admin/password-reset", { email: member.email });
    const [first = ""] = await resetTokens(member.email);
    expect(await passwords.resetLinkValid(first)).toBe(true);

    await visitor().post("/api/admin/password-reset", { email: member.email });
    const tokens = await resetTokens(member.email);
    expect(tokens).toHaveLength(2);
    const second = tokens.find((token) => token !== first) ?? "";
    // The page shows "Link not valid" (410) for what this says is invalid.
    expect(await passwords.resetLinkValid(first)).toBe(false);
    expect(await passwords.resetLinkValid(second)).toBe(true);

    const password = { password: "my brand new pass phrase" };
    const old = await visitor().post(`/api/admin/password-reset/${first}`, password);
    const unknown = await visitor().post(`/api/admin/password-reset/${"x".repeat(43)}`, password);
    expect(old.status).toBe(410);
    expect(old.body).toEqual(unknown.body);
    expect((await visitor().login(member.email, member.password)).status).toBe(200);
    expect((await visitor().post(`/api/admin/password-reset/${second}`, password)).status).toBe(
      200,
    );
  });

  test("requests racing for one account leave exactly one working link", async () => {
    const member = await memberClient(testApp(), "sales");
    const answers = await Promise.all(
      [1, 2, 3].map(() => visitor().post("/api/admin/password-reset", { email: member.email })),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    const tokens = await resetTokens(member.email);
    expect(tokens).toHaveLength(3);
    const valid = await Promise.all(
      tokens.map((token) => testApp().services.passwords.resetLinkValid(token)),
    );
    expect(valid.filter(Boolean)).toHaveLength(1);
  });

  test("a link older than an hour is refused", async () => {
    const member = await memberClient(testApp(), "sales");
    await visitor().post("/api/admin/password-reset", { email: member.email });
    await testApp()
      .handle.db.updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("admin_id", "=", member.id)
      .execute();
    const token = (await mailedLink(testApp(), member.email, "password-reset"))
      .path!.split("/")
      .pop();
    const late = await visitor().post(`/api/admin/password-reset/${token}`, {
      password: "my brand new pass phrase",
    });
    expect(late.status).toBe(410);
  });

  test("changing one's password needs the current one and ends the other sessions", async () => {
    const member = await memberClient(testApp(), "sales");
    const other = visitor();
    await other.login(member.email, member.password);
    const wrong = await member.client.post("/api/admin/me/password", {
      currentPassword: "not it",
      password: "a changed pass phrase",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toBe("The current password is not correct");
    const changed = await member.client.post("/api/admin/me/password", {
      currentPassword: member.password,
      password: "a changed pass phrase",
    });
    expect(changed.status).toBe(200);
    expect((await member.client.get("/api/admin/me")).status).toBe(200);
    expect((await other.get("/api/admin/me")).status).toBe(401);
  });
});

describeEachDialect("Audit log", (dialect) => {
  const { testApp, admin, visitor } = useTestApp(dialect, { signIn: true });

  test("records who changed a product, from where, with before and after; filters by actor, kind and date", async () => {
    const editor = await memberClient(testApp(), "editor");
    const before = (await visitor().get("/api/products/prod-001")).body;
    const update = await editor.client.put(
      "/api/products/prod-001",
      productPayload({ title: "Renamed Product" }),
    );
    expect(update.status).toBe(200);
    const page = await admin().get(
      `/api/admin/audit?actor=${encodeURIComponent(editor.email)}&kind=product`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get("x-total-count")).toBe("1");
    expect(page.body[0]).toMatchObject({
      actorId: editor.id,
      actorEmail: editor.email,
      action: "product.update",
      target: "product:prod-001",
      address: editor.client.address,
    });
    expect(page.body[0].before.title).toBe(before.title);
    expect(page.body[0].after.title).toBe("Renamed Product");

    const future = await admin().get("/api/admin/audit?from=2999-01-01");
    expect(future.body).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const day = await admin().get(`/api/admin/audit?kind=product.update&from=${today}&to=${today}`);
    expect(day.body.length).toBeGreaterThanOrEqual(1);
    expect((await admin().get("/api/admin/audit?from=yesterday")).status).toBe(400);
  });

  test("records sign-ins, failed sign-ins, inquiry deletes and team changes", async () => {
    await visitor().login(ADMIN.email, "wrong password");
    const sales = await memberClient(testApp(), "sales");
    const contact = await visitor().post("/api/contacts", {
      name: "Visitor",
      email: "visitor@example.com",
      phone: "+91 98765 43210",
      subject: "Hello",
      message: "A question about pumps",
    });
    expect((await sales.client.delete(`/api/contacts/${contact.body.id}`)).status).toBe(200);
    await admin().patch(`/api/admin/users/${sales.id}`, { role: "editor" });
    const actions = (await admin().get("/api/admin/audit?limit=50")).body.map(
      (e: { action: string }) => e.action,
    );
    for (const action of ["auth.sign-in-failed", "auth.sign-in", "contact.delete", "user.update"])
      expect(actions).toContain(action);
    const change = (await admin().get("/api/admin/audit?kind=user.update")).body[0];
    expect(change.before).toEqual({ role: "sales", disabled: false });
    expect(change.after).toEqual({ role: "editor", disabled: false });
  });

  test("offers no way to edit or delete entries", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect((await admin().request(method, "/api/admin/audit", { json: {} })).status).toBe(404);
  });
});
