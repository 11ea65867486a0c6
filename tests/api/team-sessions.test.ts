import { expect, test } from "vitest";
import { memberClient } from "../support/team.ts";
import { describeEachDialect, useTestApp } from "../support/test-app.ts";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describeEachDialect("Sessions", (dialect) => {
  const { testApp } = useTestApp(dialect);

  test("a member lists their sessions with device and address, and ends another one", async () => {
    const member = await memberClient(testApp(), "sales");
    const phone = testApp().client();
    await phone.post(
      "/api/admin/login",
      { email: member.email, password: member.password },
      { headers: { "User-Agent": PHONE } },
    );
    const list = await member.client.get("/api/admin/me/sessions");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const other = list.body.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ email: member.email, device: "Safari on iPhone" });
    expect(other.address).not.toBe("");
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    expect((await member.client.delete(`/api/admin/me/sessions/${other.id}`)).status).toBe(200);
    expect((await phone.get("/api/admin/me")).status).toBe(401);
    expect((await member.client.get("/api/admin/me")).status).toBe(200);
  });

  test("nobody but the owner ends another member's session; the owner can", async () => {
    const owner = await testApp().signedInClient();
    const sales = await memberClient(testApp(), "sales");
    const editor = await memberClient(testApp(), "editor");
    const salesSession = (await sales.client.get("/api/admin/me/sessions")).body[0].id;

    // Another member's id through the own-sessions route is not theirs: 404, nothing ended.
    const stranger = await editor.client.delete(`/api/admin/me/sessions/${salesSession}`);
    expect(stranger.status).toBe(404);
    expect((await editor.client.get("/api/admin/sessions")).status).toBe(403);
    expect((await sales.client.get("/api/admin/me")).status).toBe(200);

    const all = await owner.get("/api/admin/sessions");
    expect(all.body.map((s: { email: string }) => s.email)).toEqual(
      expect.arrayContaining([sales.email, editor.email]),
    );
    expect((await owner.delete(`/api/admin/sessions/${salesSession}`)).status).toBe(200);
    expect((await sales.client.get("/api/admin/me")).status).toBe(401);
    expect((await owner.delete(`/api/admin/sessions/${salesSession}`)).status).toBe(404);
  });
});
