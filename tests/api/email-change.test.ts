import { expect, test } from "vitest";
import { CURRENT_PASSWORD_LIMIT } from "../../app/domain/team/current-password.server.ts";
import { EMAIL_CHANGE_LIMIT } from "../../app/domain/team/email-change.server.ts";
import { hashToken } from "../../app/domain/team/tokens.ts";
import { expectProblem } from "../support/fixtures.ts";
import { mailedLink, mailedTokens, memberClient } from "../support/team.ts";
import { ADMIN, describeEachDialect, useTestApp } from "../support/test-app.ts";

/** docs/decisions/089: a new sign-in address takes effect when its owner follows the link. */
describeEachDialect("Changing one's sign-in e-mail", (dialect) => {
  const { testApp, visitor } = useTestApp(dialect);

  const newAddress = () => `moved-${crypto.randomUUID().slice(0, 8)}@vadtech.in`;
  const tokenOf = async (email: string) =>
    (await mailedLink(testApp(), email, "email-change")).path?.split("/").pop() ?? "";
  const auditOf = (id: string) =>
    testApp()
      .handle.db.selectFrom("audit_log")
      .select(["action", "before", "after"])
      .where("target", "=", `user:${id}`)
      .where("action", "like", "user.email-change%")
      .orderBy("at")
      .execute();

  test("the link to the new address changes it once; the old address is told and stops signing in", async () => {
    const member = await memberClient(testApp(), "sales");
    const email = newAddress();
    const asked = await member.client.patch("/api/admin/me", {
      email: ` ${email.toUpperCase()} `,
      currentPassword: member.password,
    });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ success: true, pendingEmail: email });
    // Nothing changes before the link is followed.
    expect((await member.client.get("/api/admin/me")).body.email).toBe(member.email);

    const mail = await mailedLink(testApp(), email, "email-change");
    expect(mail.count).toBe(1);
    expect(mail.path).toMatch(/^\/admin\/confirm-email\/[\w-]{43}$/);
    expect(mail.text).toContain("expires in 24 hours");
    const token = mail.path!.split("/").pop()!;
    // Only the token's hash is stored.
    const stored = await testApp().handle.db.selectFrom("email_changes").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));

    const confirmed = await visitor().post(`/api/admin/email-change/${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, email });
    expect((await member.client.get("/api/admin/me")).body.email).toBe(email);
    expect((await visitor().login(member.email, member.password)).status).toBe(401);
    expect((await visitor().login(email, member.password)).status).toBe(200);
    const notice = await testApp()
      .handle.db.selectFrom("notification_outbox")
      .select(["kind", "text"])
      .where("recipient", "=", member.email)
      .execute();
    expect(notice.map((n) => n.kind)).toEqual(["email-change-notice"]);
    expect(notice[0]?.text).toContain(`now signs in as ${email}`);

    expectProblem(await visitor().post(`/api/admin/email-change/${token}`), 410);
    const audit = await auditOf(member.id);
    expect(audit.map((a) => [a.action, JSON.parse(a.after ?? "{}").email])).toEqual([
      ["user.email-change-requested", email],
      ["user.email-change", email],
    ]);
  });

  test("a wrong password, the same address, a taken address and bad input are refused, and nothing is sent", async () => {
    const member = await memberClient(testApp(), "editor");
    const wrong = await member.client.patch("/api/admin/me", {
      email: newAddress(),
      currentPassword: "not my password",
    });
    expect(expectProblem(wrong, 400).errors?.currentPassword).toBe(
      "The current password is not correct",
    );
    const same = await member.client.patch("/api/admin/me", {
      email: member.email,
      currentPassword: member.password,
    });
    expect(expectProblem(same, 400).errors?.email).toBe("This is already your sign-in address");
    const taken = await member.client.patch("/api/admin/me", {
      email: ADMIN.email,
      currentPassword: member.password,
    });
    expect(expectProblem(taken, 409).errors?.email).toBe("This address already has an account.");
    const invalid = await member.client.patch("/api/admin/me", {
      email: "not an address",
      currentPassword: member.password,
    });
    expect(expectProblem(invalid, 400).errors?.email).toBe("Please enter a valid email address");
    const rows = await testApp()
      .handle.db.selectFrom("email_changes")
      .select("admin_id")
      .where("admin_id", "=", member.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  test("every role may change its own address; without a session 401, without the CSRF header 403", async () => {
    for (const role of ["owner", "editor", "sales"] as const) {
      const member = await memberClient(testApp(), role);
      const asked = await member.client.patch("/api/admin/me", {
        email: newAddress(),
        currentPassword: member.password,
      });
      expect(asked.status).toBe(202);
    }
    expectProblem(
      await visitor().patch("/api/admin/me", { email: newAddress(), currentPassword: "x" }),
      401,
    );
    const member = await memberClient(testApp(), "sales");
    const noCsrf = await member.client.patch(
      "/api/admin/me",
      { email: newAddress(), currentPassword: member.password },
      { csrf: false },
    );
    expectProblem(noCsrf, 403);
  });

  test("an expired link, an earlier link and an unknown one are refused alike", async () => {
    const member = await memberClient(testApp(), "sales");
    const [first, second] = [newAddress(), newAddress()];
    const ask = (email: string) =>
      member.client.patch("/api/admin/me", { email, currentPassword: member.password });
    expect((await ask(first)).status).toBe(202);
    const firstToken = await tokenOf(first);
    expect((await ask(second)).status).toBe(202);
    const secondToken = await tokenOf(second);

    // Asking again kills the link sent before.
    const earlier = await visitor().post(`/api/admin/email-change/${firstToken}`);
    const unknown = await visitor().post(`/api/admin/email-change/${"x".repeat(43)}`);
    expectProblem(earlier, 410);
    expect(earlier.body).toEqual(unknown.body);

    await testApp()
      .handle.db.updateTable("email_changes")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("token_hash", "=", hashToken(secondToken))
      .execute();
    expect(await testApp().services.emailChanges.peek(secondToken)).toBeNull();
    expectProblem(await visitor().post(`/api/admin/email-change/${secondToken}`), 410);
    expect((await member.client.get("/api/admin/me")).body.email).toBe(member.email);
  });

  test("an address another account took after the link was sent is not given twice", async () => {
    const one = await memberClient(testApp(), "sales");
    const two = await memberClient(testApp(), "editor");
    const email = newAddress();
    for (const member of [one, two])
      expect(
        (await member.client.patch("/api/admin/me", { email, currentPassword: member.password }))
          .status,
      ).toBe(202);
    const tokens = await mailedTokens(testApp(), email, "email-change");
    const answers = await Promise.all(
      tokens.map((token) => visitor().post(`/api/admin/email-change/${token}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const owners = await testApp()
      .handle.db.selectFrom("admins")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(owners).toHaveLength(1);
  });

  test(`at most ${EMAIL_CHANGE_LIMIT.links} links an hour go out for one account`, async () => {
    const member = await memberClient(testApp(), "owner");
    const ask = () =>
      member.client.patch("/api/admin/me", {
        email: newAddress(),
        currentPassword: member.password,
      });
    for (let i = 0; i < EMAIL_CHANGE_LIMIT.links; i += 1) expect((await ask()).status).toBe(202);
    const limited = await ask();
    expectProblem(limited, 429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    const sent = await testApp()
      .handle.db.selectFrom("email_changes")
      .select("admin_id")
      .where("admin_id", "=", member.id)
      .execute();
    expect(sent).toHaveLength(EMAIL_CHANGE_LIMIT.links);
  });

  // Eleven password checks, each a deliberate hash: more than the usual limit on a busy machine.
  test(
    "wrong passwords are limited per account, together with password changes",
    { timeout: 90_000 },
    async () => {
      const member = await memberClient(testApp(), "sales");
      for (let i = 0; i < CURRENT_PASSWORD_LIMIT.attempts; i += 1) {
        const answer =
          i % 2
            ? await member.client.patch("/api/admin/me", {
                email: newAddress(),
                currentPassword: "a wrong guess",
              })
            : await member.client.post("/api/admin/me/password", {
                currentPassword: "a wrong guess",
                password: "a changed pass phrase",
              });
        expect(answer.status).toBe(400);
      }
      const limited = await member.client.patch("/api/admin/me", {
        email: newAddress(),
        currentPassword: member.password,
      });
      expectProblem(limited, 429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    },
  );
});
