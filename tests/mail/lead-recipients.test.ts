import { expect, test } from "vitest";
import { contactPayload } from "../support/fixtures.ts";
import { addMember, memberClient } from "../support/team.ts";
import { ADMIN, describeEachDialect } from "../support/test-app.ts";
import {
  outboxRows,
  startInstanceForTest,
  type InstanceOptions,
  type SiteInstance,
} from "./support/mail-site.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";

/** docs/decisions/089: who is e-mailed a new lead is chosen per member; NOTIFY_EMAIL overrides. */
describeEachDialect("New-lead e-mail recipients", (dialect) => {
  const cleanup = cleanupAfterEach();

  async function start(options: InstanceOptions = {}): Promise<SiteInstance> {
    return (await startInstanceForTest(dialect, cleanup, { startWorker: false, ...options })).site;
  }

  /** Who the notifications of one new contact message went to. */
  async function notified(site: SiteInstance): Promise<string[]> {
    const before = new Set((await outboxRows(site)).map((r) => r.id));
    expect((await site.client().post("/api/contacts", contactPayload())).status).toBe(201);
    return (await outboxRows(site))
      .filter((r) => !before.has(r.id) && r.kind === "admin-notification")
      .map((r) => r.recipient)
      .sort();
  }

  test("by default every enabled owner is told, and no editor or sales member", async () => {
    const site = await start();
    const owner = await addMember(site, "owner");
    await addMember(site, "sales");
    await addMember(site, "editor");
    const disabled = await addMember(site, "owner");
    await site.handle.db
      .updateTable("admins")
      .set({ disabled: true })
      .where("id", "=", disabled.id)
      .execute();
    expect(await notified(site)).toEqual([ADMIN.email, owner.email].sort());
  });

  test("the owner ticks a sales member and unticks themselves; the team list and audit say so", async () => {
    const site = await start();
    const admin = await site.signedInClient();
    const sales = await addMember(site, "sales");
    const users = (await admin.get<{ id: string; email: string }[]>("/api/admin/users")).body;
    const me = users.find((u) => u.email === ADMIN.email)!;

    const ticked = await admin.patch(`/api/admin/users/${sales.id}`, { notifyNewLeads: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ email: sales.email, notifyNewLeads: true });
    const unticked = await admin.patch(`/api/admin/users/${me.id}`, { notifyNewLeads: false });
    expect(unticked.body).toMatchObject({ notifyNewLeads: false, role: "owner" });
    expect(await notified(site)).toEqual([sales.email]);

    const audit = await site.handle.db
      .selectFrom("audit_log")
      .select(["action", "target", "after"])
      .where("target", "=", `user:${sales.id}`)
      .execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.after ?? "{}").notifyNewLeads])).toEqual([
      ["user.update", true],
    ]);
  });

  test("the team screen's form sets exactly the ticked members, writing only what changed", async () => {
    const site = await start();
    const sales = await addMember(site, "sales");
    const other = await addMember(site, "owner");
    const editor = await addMember(site, "editor");
    const actor = { id: null, email: ADMIN.email, address: "127.0.0.1" };
    const members = await site.services.team.setLeadRecipients([sales.id, editor.id], actor);
    // The editor's box cannot count: the role cannot open the lead the e-mail links to.
    expect(members.filter((m) => m.notifyNewLeads).map((m) => m.email)).toEqual([sales.email]);
    expect(await notified(site)).toEqual([sales.email]);
    const written = await site.handle.db
      .selectFrom("admins")
      .select(["email", "notify_new_leads"])
      .where("notify_new_leads", "is not", null)
      .execute();
    expect(written.map((w) => w.email).sort()).toEqual(
      [ADMIN.email, other.email, sales.email].sort(),
    );
  });

  test("an editor cannot be ticked through the API, and only the owner chooses", async () => {
    const site = await start();
    const admin = await site.signedInClient();
    const editor = await addMember(site, "editor");
    const refused = await admin.patch(`/api/admin/users/${editor.id}`, { notifyNewLeads: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.notifyNewLeads).toMatch(/Editors cannot open leads/);

    const sales = await memberClient(site, "sales");
    const forbidden = await sales.client.patch(`/api/admin/users/${sales.id}`, {
      notifyNewLeads: true,
    });
    expect(forbidden.status).toBe(403);
    expect(await notified(site)).toEqual([ADMIN.email]);
  });

  test("NOTIFY_EMAIL, when set, receives every notification instead of the members", async () => {
    const site = await start({ notifyEmail: "desk@vadtech.in" });
    await addMember(site, "owner");
    expect(await notified(site)).toEqual(["desk@vadtech.in"]);
  });
});
