import { expect, test } from "vitest";
import { mailedLink } from "../support/team.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

describeEachDialect("Invitations", (dialect) => {
  const { testApp, admin, visitor } = useTestApp(dialect, { signIn: true });

  test("the owner invites; the e-mail carries a single-use link; accepting creates the account", async () => {
    const invited = await admin().post("/api/admin/invitations", {
      email: " Sales.Engineer@Example.com ",
      role: "sales",
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: "sales.engineer@example.com", role: "sales" });
    const days = (Date.parse(invited.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const pending = await admin().get("/api/admin/invitations");
    expect(pending.body.map((i: { email: string }) => i.email)).toContain(
      "sales.engineer@example.com",
    );

    const mail = await mailedLink(testApp(), "sales.engineer@example.com", "invitation");
    expect(mail.path).toMatch(/^\/admin\/invite\/[\w-]{43}$/);
    const token = mail.path!.split("/").pop();

    const weak = await visitor().post(`/api/admin/invitations/${token}/accept`, {
      name: "Sam",
      password: "password1234",
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBe("This password is too common; choose another");
    const short = await visitor().post(`/api/admin/invitations/${token}/accept`, {
      name: "Sam",
      password: "short",
    });
    expect(short.body.errors.password).toBe("Password must be at least 12 characters");

    const password = "a long sales pass phrase";
    const accepted = await visitor().post(`/api/admin/invitations/${token}/accept`, {
      name: "Sam Sales",
      password,
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ name: "Sam Sales", role: "sales", disabled: false });

    const again = await visitor().post(`/api/admin/invitations/${token}/accept`, {
      name: "Mallory",
      password: "another long pass phrase",
    });
    expect(again.status).toBe(410);

    const sales = visitor();
    expect((await sales.login("sales.engineer@example.com", password)).status).toBe(200);
    expect((await sales.get("/api/admin/me")).body.role).toBe("sales");
    expect(
      (await sales.post("/api/admin/invitations", { email: "x@example.com", role: "owner" }))
        .status,
    ).toBe(403);
    expect((await admin().get("/api/admin/invitations")).body).toHaveLength(0);
  });

  test("a revoked or resent invitation's old link stops working", async () => {
    const first = await admin().post("/api/admin/invitations", {
      email: "editor@example.com",
      role: "editor",
    });
    const oldLink = (await mailedLink(testApp(), "editor@example.com", "invitation")).path!;
    const resent = await admin().post(`/api/admin/invitations/${first.body.id}/resend`);
    expect(resent.status).toBe(200);
    const mail = await mailedLink(testApp(), "editor@example.com", "invitation");
    expect(mail.count).toBe(2);
    expect(mail.path).not.toBe(oldLink);
    const body = { name: "Eddie", password: "an editor pass phrase" };
    expect(
      (
        await visitor().post(
          `/api/${oldLink.slice(1).replace("admin/invite/", "admin/invitations/")}/accept`,
          body,
        )
      ).status,
    ).toBe(410);

    const revoked = await admin().delete(`/api/admin/invitations/${first.body.id}`);
    expect(revoked.status).toBe(200);
    const token = mail.path!.split("/").pop();
    expect((await visitor().post(`/api/admin/invitations/${token}/accept`, body)).status).toBe(410);
    expect((await admin().delete(`/api/admin/invitations/${first.body.id}`)).status).toBe(404);
  });

  test("an expired link is refused; an existing member cannot be invited", async () => {
    await admin().post("/api/admin/invitations", { email: "late@example.com", role: "sales" });
    await testApp()
      .handle.db.updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "late@example.com")
      .execute();
    const token = (await mailedLink(testApp(), "late@example.com", "invitation"))
      .path!.split("/")
      .pop();
    const late = await visitor().post(`/api/admin/invitations/${token}/accept`, {
      name: "Late",
      password: "a late pass phrase here",
    });
    expect(late.status).toBe(410);
    expect(late.body.detail).toMatch(/invalid, used or expired/);
    const dup = await admin().post("/api/admin/invitations", {
      email: "ADMIN@example.com",
      role: "sales",
    });
    expect(dup.status).toBe(409);
  });

  test("two accepts racing with one link: one account", async () => {
    await admin().post("/api/admin/invitations", { email: "race@example.com", role: "sales" });
    const token = (await mailedLink(testApp(), "race@example.com", "invitation"))
      .path!.split("/")
      .pop();
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        visitor().post(`/api/admin/invitations/${token}/accept`, {
          name: `Racer ${n}`,
          password: "a racing pass phrase",
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410, 410]);
  });
});
