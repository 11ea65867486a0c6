import { beforeAll, expect, test } from "vitest";
import { contactPayload, expectFieldError, expectProblem, marker } from "../support/fixtures.ts";
import { outboxMail, seedLeadTrio } from "../support/leads.ts";
import { addMember, memberClient } from "../support/team.ts";
import { describeEachDialect, useTestApp, type TestClient } from "../support/test-app.ts";

const SUMMARY_KEYS = [
  "assigneeId",
  "date",
  "email",
  "followUpAt",
  "id",
  "kind",
  "name",
  "phone",
  "stage",
  "status",
  "subject",
].sort();

describeEachDialect("Leads API", (dialect) => {
  const { testApp, admin } = useTestApp(dialect, { signIn: true });
  let sales: TestClient;
  let salesId: string;
  let editor: TestClient;
  beforeAll(async () => {
    const member = await memberClient(testApp(), "sales");
    sales = member.client;
    salesId = member.id;
    editor = (await memberClient(testApp(), "editor")).client;
  });

  test("lists all three kinds in one inbox, newest first, with the contract's fields", async () => {
    const { tag, inquiry, service, contact } = await seedLeadTrio(testApp());
    const response = await sales.get(`/api/admin/leads?q=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("3");
    expect(response.body.map((l: { id: string }) => l.id)).toEqual([
      contact.id,
      service.id,
      inquiry.id,
    ]);
    for (const lead of response.body) expect(Object.keys(lead).sort()).toEqual(SUMMARY_KEYS);
    expect(response.body[1]).toEqual({
      kind: "service-inquiries",
      id: service.id,
      name: service.name,
      email: service.email,
      phone: service.phone,
      subject: "Maintenance",
      status: "new",
      stage: "new",
      assigneeId: null,
      followUpAt: null,
      date: service.date,
    });
    expect(response.body[2]).toMatchObject({ kind: "inquiries", subject: "General Inquiry" });
    expect(response.body[0]).toMatchObject({ kind: "contacts", subject: "Site visit" });
  });

  test("filters by kind and status, leaves spam out unless asked, and pages across kinds", async () => {
    const { tag, service } = await seedLeadTrio(testApp());
    const spam = await testApp().services.contacts.create(
      contactPayload({ name: `Spammer ${tag}` }) as never,
      "spam",
    );
    const byKind = await admin().get(`/api/admin/leads?q=${tag}&kind=service-inquiries`);
    expect(byKind.body.map((l: { id: string }) => l.id)).toEqual([service.id]);
    const all = await admin().get(`/api/admin/leads?q=${tag}`);
    expect(all.headers.get("x-total-count")).toBe("3");
    const spamOnly = await admin().get(`/api/admin/leads?q=${tag}&status=spam`);
    expect(spamOnly.body.map((l: { id: string }) => l.id)).toEqual([spam.id]);
    const pageTwo = await admin().get(`/api/admin/leads?q=${tag}&limit=2&offset=1`);
    expect(pageTwo.headers.get("x-total-count")).toBe("3");
    expect(pageTwo.body.map((l: { id: string }) => l.id)).toEqual(
      all.body.slice(1, 3).map((l: { id: string }) => l.id),
    );
  });

  test("answers 400 problems for unknown filter values", async () => {
    for (const query of ["kind=orders", "stage=maybe", "due=soon", "status=gone", "limit=0"])
      expectProblem(await admin().get(`/api/admin/leads?${query}`), 400);
  });

  test("shows one lead with every field of its kind, an empty pipeline and who opened it", async () => {
    const { inquiry } = await seedLeadTrio(testApp());
    const response = await sales.get(`/api/admin/leads/inquiries/${inquiry.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ...inquiry,
      kind: "inquiries",
      stage: "new",
      lostReason: null,
      assigneeId: null,
      followUpAt: null,
      notes: [],
    });
    const types = response.body.timeline.map((e: { type: string }) => e.type);
    expect(types[0]).toBe("received");
    expect(types).toContain("opened");
    // A second opening by the same member adds nothing.
    const again = await sales.get(`/api/admin/leads/inquiries/${inquiry.id}`);
    expect(again.body.timeline.filter((e: { type: string }) => e.type === "opened")).toHaveLength(
      1,
    );
  });

  test("answers 404 problems for an unknown kind or id", async () => {
    const { contact } = await seedLeadTrio(testApp());
    expectProblem(await admin().get(`/api/admin/leads/orders/${contact.id}`), 404);
    expectProblem(await admin().get(`/api/admin/leads/inquiries/${contact.id}`), 404);
    expectProblem(await admin().patch(`/api/admin/leads/contacts/nope`, { stage: "won" }), 404);
    expectProblem(await admin().post(`/api/admin/leads/contacts/nope/notes`, { text: "x" }), 404);
    expectProblem(
      await admin().post(`/api/admin/leads/orders/${contact.id}/replies`, {
        subject: "Hello",
        body: "Hi",
      }),
      404,
    );
  });

  test("moves a lead through the stages; lost keeps its reason until the lead moves on", async () => {
    const { contact } = await seedLeadTrio(testApp());
    const path = `/api/admin/leads/contacts/${contact.id}`;
    for (const stage of ["contacted", "quoted", "won"]) {
      const response = await sales.patch(path, { stage });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: contact.id, kind: "contacts", stage });
    }
    const lost = await sales.patch(path, { stage: "lost", lostReason: "Chose a cheaper supplier" });
    expect(lost.body).toMatchObject({ stage: "lost", lostReason: "Chose a cheaper supplier" });
    const reopened = await sales.patch(path, { stage: "quoted" });
    expect(reopened.body).toMatchObject({ stage: "quoted", lostReason: null });
    const stages = reopened.body.timeline
      .filter((e: { type: string }) => e.type === "stage")
      .map((e: { detail: { to: string } }) => e.detail.to);
    expect(stages).toEqual(["contacted", "quoted", "won", "lost", "quoted"]);
    expect(reopened.body.status).toBe("new");
    const listed = await sales.get(
      `/api/admin/leads?q=${encodeURIComponent(contact.name)}&stage=quoted`,
    );
    expect(listed.body.map((l: { id: string }) => l.id)).toEqual([contact.id]);
    const audit = await admin().get(`/api/admin/audit?kind=contact.lead`);
    expect(audit.body.some((e: { target: string }) => e.target === `contact:${contact.id}`)).toBe(
      true,
    );
  });

  test("refuses lost without a reason, naming lostReason, and changes nothing", async () => {
    const app = testApp();
    const { contact } = await seedLeadTrio(app);
    const path = `/api/admin/leads/contacts/${contact.id}`;
    const row = () =>
      app.handle.db
        .selectFrom("contact_submissions")
        .select(["stage", "lost_reason", "assignee_id", "updated_at"])
        .where("id", "=", contact.id)
        .executeTakeFirstOrThrow();
    const untouched = await row();
    for (const body of [
      { stage: "lost" },
      { stage: "lost", lostReason: "" },
      { stage: "lost", lostReason: "   " },
      { stage: "lost", lostReason: null },
      { stage: "lost", assigneeId: salesId },
    ])
      expectFieldError(await sales.patch(path, body), "lostReason", "Say why the lead was lost");
    expect(await row()).toEqual(untouched);
    const events = await app.handle.db
      .selectFrom("lead_events")
      .select("type")
      .where("lead_id", "=", contact.id)
      .execute();
    expect(events.filter((e) => e.type !== "status")).toEqual([]);

    const lost = await sales.patch(path, { stage: "lost", lostReason: "  Went with a rival  " });
    expect(lost.body).toMatchObject({ stage: "lost", lostReason: "Went with a rival" });
    // Already lost with a reason: other fields, or lost again, keep it.
    const assigned = await sales.patch(path, { assigneeId: salesId });
    expect(assigned.body).toMatchObject({ stage: "lost", lostReason: "Went with a rival" });
    const again = await sales.patch(path, { stage: "lost" });
    expect(again.body).toMatchObject({ stage: "lost", lostReason: "Went with a rival" });
    // While lost the reason can be replaced but not blanked.
    expectFieldError(
      await sales.patch(path, { lostReason: " " }),
      "lostReason",
      "Say why the lead was lost",
    );
    const edited = await sales.patch(path, { lostReason: "Price" });
    expect(edited.body).toMatchObject({ stage: "lost", lostReason: "Price" });
    // Leaving lost clears the reason, so coming back needs a new one.
    expect((await sales.patch(path, { stage: "quoted" })).body.lostReason).toBeNull();
    expectFieldError(
      await sales.patch(path, { stage: "lost" }),
      "lostReason",
      "Say why the lead was lost",
    );
    expect((await row()).stage).toBe("quoted");
  });

  test("a lead lost without a reason before the rule can still be planned, not re-lost blank", async () => {
    const app = testApp();
    const { inquiry } = await seedLeadTrio(app);
    await app.handle.db
      .updateTable("product_inquiries")
      .set({ stage: "lost", lost_reason: null })
      .where("id", "=", inquiry.id)
      .execute();
    const path = `/api/admin/leads/inquiries/${inquiry.id}`;
    const planned = await sales.patch(path, { followUpAt: "2030-01-15" });
    expect(planned.status).toBe(200);
    expect(planned.body).toMatchObject({ stage: "lost", lostReason: null });
    expectFieldError(
      await sales.patch(path, { stage: "lost" }),
      "lostReason",
      "Say why the lead was lost",
    );
  });

  test("rejects a bad body with a 400 problem and changes nothing", async () => {
    const { service } = await seedLeadTrio(testApp());
    const path = `/api/admin/leads/service-inquiries/${service.id}`;
    for (const body of [
      {},
      { stage: "maybe" },
      { followUpAt: "next week" },
      { lostReason: 42 },
      { assigneeId: "" },
    ])
      expectProblem(await admin().patch(path, body), 400);
    expect((await admin().get(path)).body.stage).toBe("new");
  });

  test("assigns a lead to a sales member, not to an editor, and filters by assignee", async () => {
    const app = testApp();
    const { tag, inquiry } = await seedLeadTrio(app);
    const path = `/api/admin/leads/inquiries/${inquiry.id}`;
    const editorMember = await addMember(app, "editor");
    expectProblem(await admin().patch(path, { assigneeId: editorMember.id }), 400);
    expectProblem(await admin().patch(path, { assigneeId: crypto.randomUUID() }), 400);
    const assigned = await admin().patch(path, { assigneeId: salesId });
    expect(assigned.body.assigneeId).toBe(salesId);
    const mine = await sales.get(`/api/admin/leads?q=${tag}&assignee=me`);
    expect(mine.body.map((l: { id: string }) => l.id)).toEqual([inquiry.id]);
    const byId = await admin().get(`/api/admin/leads?q=${tag}&assignee=${salesId}`);
    expect(byId.body[0]).toMatchObject({ id: inquiry.id, assigneeId: salesId });
    const unassigned = await admin().get(`/api/admin/leads?q=${tag}&assignee=none`);
    expect(unassigned.headers.get("x-total-count")).toBe("2");
    const cleared = await admin().patch(path, { assigneeId: null });
    expect(cleared.body.assigneeId).toBeNull();
  });

  test("sets a follow-up (a bare date is 09:00 in Vadodara) and lists what is due", async () => {
    const { tag, inquiry, service, contact } = await seedLeadTrio(testApp());
    const dated = await sales.patch(`/api/admin/leads/inquiries/${inquiry.id}`, {
      followUpAt: "2026-03-02",
    });
    expect(dated.body.followUpAt).toBe("2026-03-02T03:30:00.000Z");
    const local = await sales.patch(`/api/admin/leads/service-inquiries/${service.id}`, {
      followUpAt: "2026-03-05T10:00:00",
    });
    expect(local.body.followUpAt).toBe("2026-03-05T04:30:00.000Z");
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const upcoming = await sales.patch(`/api/admin/leads/contacts/${contact.id}`, {
      followUpAt: later,
    });
    expect(upcoming.body.followUpAt).toBe(later);
    const ids = async (due: string) =>
      (await sales.get(`/api/admin/leads?q=${tag}&due=${due}`)).body.map(
        (l: { id: string }) => l.id,
      );
    expect(await ids("overdue")).toEqual([service.id, inquiry.id]);
    expect(await ids("2026-03-02")).toEqual([inquiry.id]);
    expect(await ids("2026-03-01")).toEqual([]);
    expect(await ids("today")).toEqual([service.id, inquiry.id]);
    expect(await ids("upcoming")).toEqual([contact.id]);
    expect(await ids("none")).toEqual([]);
    const cleared = await sales.patch(`/api/admin/leads/inquiries/${inquiry.id}`, {
      followUpAt: null,
    });
    expect(cleared.body.followUpAt).toBeNull();
    expect(
      cleared.body.timeline.filter((e: { type: string }) => e.type === "follow-up"),
    ).toHaveLength(2);
  });

  test("adds notes (201 with author and time), listed newest first and in the timeline", async () => {
    const { service } = await seedLeadTrio(testApp());
    const path = `/api/admin/leads/service-inquiries/${service.id}`;
    const first = await sales.post(`${path}/notes`, {
      text: "  Called, wants a quote by Friday  ",
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      text: "Called, wants a quote by Friday",
      authorId: salesId,
      at: expect.any(String),
    });
    await sales.post(`${path}/notes`, { text: "Quote sent" });
    const lead = (await admin().get(path)).body;
    expect(lead.notes.map((n: { text: string }) => n.text)).toEqual([
      "Quote sent",
      "Called, wants a quote by Friday",
    ]);
    expect(lead.timeline.filter((e: { type: string }) => e.type === "note")).toHaveLength(2);
    expectProblem(await sales.post(`${path}/notes`, { text: "   " }), 400);
    expectProblem(await sales.post(`${path}/notes`, {}), 400);
  });

  test("queues a reply to the visitor in the outbox and marks the lead replied", async () => {
    const app = testApp();
    const email = `${marker("visitor")}@example.com`;
    const { inquiry } = await seedLeadTrio(app, { email });
    const path = `/api/admin/leads/inquiries/${inquiry.id}`;
    const response = await sales.post(`${path}/replies`, {
      subject: "Your gearbox inquiry",
      body: "Dear Asha,\n\nThe price is INR 42,000 each.\n\nRegards",
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ to: email, subject: "Your gearbox inquiry" });
    const mails = await outboxMail(app, email, "lead-reply");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      // Queued; the mail thread, nudged by the reply, may already be sending it.
      status: expect.stringMatching(/^(pending|sending|sent)$/),
      subject: "Your gearbox inquiry",
      submission_kind: "product-inquiry",
      submission_id: inquiry.id,
    });
    expect(mails[0]?.text).toContain("The price is INR 42,000 each.");
    expect(mails[0]?.html).toContain("The price is INR 42,000 each.");
    const lead = (await sales.get(path)).body;
    expect(lead.status).toBe("replied");
    // An unassigned lead is taken on by whoever answers it.
    expect(lead.assigneeId).toBe(salesId);
    const types = lead.timeline.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(["reply", "status", "mail", "assigned"]));
    const inbox = await admin().get(`/api/inquiries?q=${encodeURIComponent(inquiry.name)}`);
    expect(inbox.body[0].status).toBe("replied");
    const audit = await admin().get(`/api/admin/audit?kind=inquiry.reply`);
    expect(audit.body[0]).toMatchObject({ target: `inquiry:${inquiry.id}` });
  });

  test("a reply leaves an assigned lead with its assignee", async () => {
    const { inquiry } = await seedLeadTrio(testApp(), { email: `${marker("v")}@example.com` });
    const path = `/api/admin/leads/inquiries/${inquiry.id}`;
    const owner = (await admin().get("/api/admin/me")).body as { id: string };
    expect((await admin().patch(path, { assigneeId: owner.id })).status).toBe(200);
    const sent = await sales.post(`${path}/replies`, { subject: "Re: gearbox", body: "Soon." });
    expect(sent.status).toBe(201);
    expect((await sales.get(path)).body.assigneeId).toBe(owner.id);
  });

  test("rejects a reply without a subject or body, and queues nothing", async () => {
    const email = `${marker("visitor")}@example.com`;
    const { contact } = await seedLeadTrio(testApp(), { email });
    const path = `/api/admin/leads/contacts/${contact.id}/replies`;
    expectProblem(await sales.post(path, { subject: "", body: "Hello" }), 400);
    expectProblem(await sales.post(path, { subject: "Hello" }), 400);
    expect(await outboxMail(testApp(), email, "lead-reply")).toHaveLength(0);
    expect((await sales.get(`/api/admin/leads/contacts/${contact.id}`)).body.status).toBe("new");
  });

  test("lists earlier leads from the same e-mail address or phone", async () => {
    const app = testApp();
    const email = `${marker("repeat")}@example.com`;
    const phone = `+91 ${Math.floor(1e9 + Math.random() * 9e9)}`;
    const person = { name: "Kiran Desai", phone };
    const first = await app.services.contacts.create({
      ...person,
      email,
      subject: "Price list",
      message: "Please send your price list.",
    });
    const second = await app.services.serviceInquiries.create({
      ...person,
      email: `${marker("other")}@example.com`,
      serviceName: "Repair",
      serviceDetails: "Motor rewinding",
      message: undefined,
    });
    const latest = await app.services.productInquiries.create({
      ...person,
      phone: "+91 00000 00000",
      email: email.toUpperCase(),
      productRequirement: "Pumps",
      additionalInfo: undefined,
      productId: undefined,
      subproductName: undefined,
    });
    const lead = (await admin().get(`/api/admin/leads/inquiries/${latest.id}`)).body;
    expect(lead.earlier.map((l: { id: string }) => l.id)).toEqual([first.id]);
    const fromSecond = (await admin().get(`/api/admin/leads/service-inquiries/${second.id}`)).body;
    expect(fromSecond.earlier.map((l: { id: string }) => l.id)).toEqual([first.id]);
  });

  test("deleting a lead removes its notes and timeline", async () => {
    const app = testApp();
    const { contact } = await seedLeadTrio(app);
    await admin().post(`/api/admin/leads/contacts/${contact.id}/notes`, { text: "To be erased" });
    expect((await admin().delete(`/api/contacts/${contact.id}`)).status).toBe(200);
    const left = await app.handle.db
      .selectFrom("lead_events")
      .select("id")
      .where("lead_id", "=", contact.id)
      .execute();
    const notes = await app.handle.db
      .selectFrom("lead_notes")
      .select("id")
      .where("lead_id", "=", contact.id)
      .execute();
    expect([left.length, notes.length]).toEqual([0, 0]);
  });

  test("keeps every note and a consistent stage under concurrent requests", async () => {
    const { inquiry } = await seedLeadTrio(testApp());
    const path = `/api/admin/leads/inquiries/${inquiry.id}`;
    const stages = ["contacted", "quoted", "won", "contacted", "quoted", "won"];
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => sales.post(`${path}/notes`, { text: `Note ${i}` })),
      ...stages.map((stage) => admin().patch(path, { stage })),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const lead = (await admin().get(path)).body;
    expect(lead.notes).toHaveLength(8);
    // Each stage event starts where the previous one ended: no change was lost.
    const changes = lead.timeline.filter((e: { type: string }) => e.type === "stage");
    changes.forEach((e: { detail: { from: string; to: string } }, i: number) =>
      expect(e.detail.from).toBe(i === 0 ? "new" : changes[i - 1].detail.to),
    );
    expect(changes.at(-1).detail.to).toBe(lead.stage);
  });

  test("is for owner and sales: 401 without a session, 403 without CSRF or for an editor", async () => {
    const { contact } = await seedLeadTrio(testApp());
    const path = `/api/admin/leads/contacts/${contact.id}`;
    expectProblem(await testApp().client().get("/api/admin/leads"), 401);
    expectProblem(await testApp().client().get(path), 401);
    for (const response of [
      await editor.get("/api/admin/leads"),
      await editor.get(path),
      await editor.patch(path, { stage: "won" }),
      await editor.post(`${path}/notes`, { text: "x" }),
      await editor.post(`${path}/replies`, { subject: "x", body: "y" }),
    ])
      expectProblem(response, 403);
    const noCsrf = await sales.request("PATCH", path, { json: { stage: "won" }, csrf: false });
    expect(noCsrf.status).toBe(403);
  });

  test("the dashboard keeps its counts and adds 90 days of leads per day and kind", async () => {
    const app = testApp();
    const before = (await sales.get("/api/admin/dashboard")).body;
    expect(before).toMatchObject({
      products: expect.any(Number),
      productInquiries: expect.any(Number),
      serviceInquiries: expect.any(Number),
      contacts: expect.any(Number),
    });
    await seedLeadTrio(app);
    await app.services.contacts.create(contactPayload() as never, "spam");
    const after = (await sales.get("/api/admin/dashboard")).body;
    expect(after.series).toHaveLength(90);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.series.at(-1).date).toBe(today);
    expect(after.series[0].date).toBe(
      new Date(Date.parse(today) - 89 * 86_400_000).toISOString().slice(0, 10),
    );
    const last = after.series.at(-1);
    const was = before.series.at(-1);
    expect([
      last.inquiries - was.inquiries,
      last.serviceInquiries - was.serviceInquiries,
      last.contacts - was.contacts,
    ]).toEqual([1, 1, 1]);
    expect(after.contacts - before.contacts).toBe(1);
  });

  test("the dashboard figures count leads per service, the first reply's wait and won leads by month", async () => {
    const app = testApp();
    const before = await app.services.dashboard.leadStats();
    const { service } = await seedLeadTrio(app);
    const path = `/api/admin/leads/service-inquiries/${service.id}`;
    await sales.post(`${path}/replies`, { subject: "Your request", body: "We will call you." });
    await sales.post(`${path}/replies`, {
      subject: "Again",
      body: "A second reply is not a first.",
    });
    await sales.patch(path, { stage: "won" });
    await sales.patch(path, { stage: "quoted" });
    await sales.patch(path, { stage: "won" });
    const after = await app.services.dashboard.leadStats();
    expect(after.repliedLeads - before.repliedLeads).toBe(1);
    expect(after.medianFirstReplyMinutes).toEqual(expect.any(Number));
    const count = (stats: typeof after) =>
      stats.byService.find((row) => row.label === "Maintenance")?.count ?? 0;
    expect(count(after) - count(before)).toBe(1);
    const month = new Date().toISOString().slice(0, 7);
    const won = (stats: typeof after) =>
      stats.outcomes.find((row) => row.month === month)?.won ?? 0;
    expect(won(after) - won(before)).toBe(1);
  });

  test("reply templates: everyone who replies reads them, only the owner replaces them", async () => {
    const defaults = await sales.get("/api/admin/reply-templates");
    expect(defaults.status).toBe(200);
    expect(defaults.body.templates.length).toBeGreaterThan(0);
    expect(defaults.body.templates[0].body).toContain("{name}");
    const templates = [
      {
        id: "visit",
        label: "Site visit",
        subject: "Visit for {product}",
        body: "Dear {name}, when may we visit?",
      },
    ];
    expectProblem(await sales.put("/api/admin/reply-templates", { templates }), 403);
    expectProblem(await editor.get("/api/admin/reply-templates"), 403);
    expectProblem(
      await admin().put("/api/admin/reply-templates", {
        templates: [{ ...templates[0], label: " " }],
      }),
      400,
    );
    const saved = await admin().put("/api/admin/reply-templates", { templates });
    expect(saved.status).toBe(200);
    expect((await sales.get("/api/admin/reply-templates")).body).toEqual({ templates });
    const audit = await admin().get("/api/admin/audit?kind=reply-templates");
    expect(audit.body[0]).toMatchObject({ action: "reply-templates.update" });
  });
});
