import { beforeAll, expect, test } from "vitest";
import { productPayload } from "../support/fixtures.ts";
import type { Role } from "../../app/domain/team/roles.ts";
import { memberClient } from "../support/team.ts";
import { describeEachDialect, useTestApp, type TestClient } from "../support/test-app.ts";

describeEachDialect("Roles", (dialect) => {
  const { testApp, admin } = useTestApp(dialect, { signIn: true });
  let editor: TestClient;
  let sales: TestClient;
  let salesId: string;
  beforeAll(async () => {
    editor = (await memberClient(testApp(), "editor")).client;
    const member = await memberClient(testApp(), "sales");
    sales = member.client;
    salesId = member.id;
  });

  test("the administrator of the first round is the owner", async () => {
    const me = await admin().get("/api/admin/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: "admin@example.com", role: "owner", twoFactor: false });
  });

  test("each role gets 403 problem+json outside its work, and its work done", async () => {
    /** What each role may not do (403), and may (200, or 201 for a create), as "method path". */
    const forbidden: Record<Role, string[]> = {
      sales: [
        "post /api/products",
        "put /api/products/prod-001",
        "delete /api/products/prod-001",
        "get /api/admin/users",
        "get /api/admin/audit",
        "patch /api/admin/users/x",
      ],
      editor: [
        "get /api/inquiries",
        "get /api/service-inquiries",
        "delete /api/contacts/x",
        "get /api/admin/users",
        "get /api/admin/audit",
      ],
      owner: [],
    };
    const allowed: Record<Role, string[]> = {
      sales: [
        "get /api/products",
        "get /api/inquiries",
        "get /api/contacts",
        "get /api/admin/dashboard",
        "get /api/admin/me",
      ],
      editor: ["post /api/products"],
      owner: ["get /api/admin/users", "get /api/inquiries"],
    };
    const clients: Record<Role, TestClient> = { owner: admin(), editor, sales };
    const cases = (["sales", "editor", "owner"] as const).flatMap((role) => [
      ...forbidden[role].map((request) => ({ role, request, status: 403 })),
      ...allowed[role].map((request) => ({
        role,
        request,
        status: request.startsWith("post ") ? 201 : 200,
      })),
    ]);
    for (const { role, request, status } of cases) {
      const [method, path] = request.split(" ") as [string, string];
      const client = clients[role];
      const body = method === "post" || method === "put" ? productPayload() : undefined;
      const response = await client.request(method.toUpperCase(), path, { json: body });
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} ${status}`);
      if (status === 403) {
        expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        expect(response.body).toMatchObject({ status: 403, title: "Forbidden" });
      }
    }
  });

  test("the OpenAPI document names each admin route's roles", async () => {
    const document = (await admin().get("/api/openapi.json")).body;
    expect(document.paths["/api/admin/users"].get.description).toBe("Roles: owner.");
    expect(document.paths["/api/products"].post.description).toBe("Roles: owner, editor.");
    expect(document.paths["/api/inquiries"].get.description).toBe("Roles: owner, sales.");
  });

  test("the owner lists the team and changes a role; the member's next request has the new role", async () => {
    const users = await admin().get("/api/admin/users");
    expect(users.body.map((u: { role: string }) => u.role).sort()).toEqual([
      "editor",
      "owner",
      "sales",
    ]);
    expect(users.body[0]).not.toHaveProperty("password_hash");
    const changed = await admin().patch(`/api/admin/users/${salesId}`, { role: "editor" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: salesId, role: "editor", disabled: false });
    expect((await sales.get("/api/inquiries")).status).toBe(403);
    await admin().patch(`/api/admin/users/${salesId}`, { role: "sales" });
    expect((await sales.get("/api/inquiries")).status).toBe(200);
  });

  test("disabling a member ends their sessions at once and they cannot sign in", async () => {
    const member = await memberClient(testApp(), "sales");
    expect((await member.client.get("/api/admin/me")).status).toBe(200);
    const off = await admin().patch(`/api/admin/users/${member.id}`, { disabled: true });
    expect(off.body).toMatchObject({ disabled: true });
    expect((await member.client.get("/api/admin/me")).status).toBe(401);
    const again = await testApp().client().login(member.email, member.password);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe("Invalid email or password");
  });

  test("rejects a bad role with 400 and an unknown id with 404", async () => {
    const bad = await admin().patch(`/api/admin/users/${salesId}`, { role: "king" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.role).toBe("Role must be owner, editor or sales");
    expect((await admin().patch("/api/admin/users/nobody", { role: "sales" })).status).toBe(404);
  });
});

describeEachDialect("The last owner", (dialect) => {
  const { testApp, admin } = useTestApp(dialect, { signIn: true });

  test("cannot be demoted or disabled (409), alone", async () => {
    const me = (await admin().get("/api/admin/me")).body;
    for (const patch of [{ role: "sales" }, { disabled: true }]) {
      const response = await admin().patch(`/api/admin/users/${me.id}`, patch);
      expect(response.status).toBe(409);
      expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    }
    expect((await admin().get("/api/admin/me")).body.role).toBe("owner");
  });

  test("two owners demoting each other at once: exactly one succeeds", async () => {
    const second = await memberClient(testApp(), "owner");
    const me = (await admin().get("/api/admin/me")).body;
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        admin().patch(`/api/admin/users/${second.id}`, { role: "editor" }),
        second.client.patch(`/api/admin/users/${me.id}`, { disabled: true }),
      ]);
      const statuses = answers.map((a) => a.status);
      // The loser may also find itself no longer an owner (403) once the winner committed.
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const users = (await testApp().services.team.list()).filter(
        (u) => u.role === "owner" && !u.disabled,
      );
      expect(users).toHaveLength(1);
      // Restore both owners for the next round, straight in the database.
      await testApp()
        .handle.db.updateTable("admins")
        .set({ role: "owner", disabled: false })
        .execute();
      if (answers[1]?.status === 200) await admin().signIn();
    }
  });
});
