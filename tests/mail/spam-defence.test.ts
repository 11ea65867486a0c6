import { describe, expect, test } from "vitest";
import { FORM_STAMP_FIELD, HONEYPOT_FIELD } from "../../app/domain/spam.ts";
import { issueFormStamp } from "../../app/domain/spam-stamp.server.ts";
import {
  contactPayload,
  productInquiryPayload,
  serviceInquiryPayload,
} from "../support/fixtures.ts";
import { describeEachDialect, TEST_SECRET } from "../support/test-app.ts";
import { createClock, outboxRows, pause, useInstanceWithSink } from "./support/mail-site.ts";

const MIN_FILL_MS = 3000;

const forms = [
  { form: "product inquiry", path: "/api/inquiries", payload: productInquiryPayload },
  { form: "service inquiry", path: "/api/service-inquiries", payload: serviceInquiryPayload },
  { form: "contact form", path: "/api/contacts", payload: contactPayload },
] as const;

describeEachDialect("Spam defence", (dialect) => {
  const clock = createClock();
  const { site, sink } = useInstanceWithSink(dialect, { clock, formMinFillMs: MIN_FILL_MS });
  const visitor = () => site().client();

  /** A stamp as the page rendered it `ageMs` ago. */
  const stampFrom = (ageMs: number) => issueFormStamp(TEST_SECRET, clock.now() - ageMs);

  async function expectNotMailed(id: string, email: string) {
    await pause(150);
    expect((await outboxRows(site())).filter((r) => r.submission_id === id)).toEqual([]);
    expect(sink().messages.filter((m) => m.raw.includes(email))).toEqual([]);
  }

  async function expectMailed(id: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = (await outboxRows(site())).filter((r) => r.submission_id === id);
      if (rows.length === 2 && rows.every((r) => r.status === "sent")) return;
      if (Date.now() > deadline)
        throw new Error(`the e-mails of ${id} were not sent: ${JSON.stringify(rows)}`);
      await pause(20);
    }
  }

  describe.each(forms)("the $form", ({ path, payload }) => {
    test("stores a submission with a filled honeypot as spam and mails nothing", async () => {
      const email = `bot.honeypot.${path.length}@example.org`;
      const response = await visitor().post(path, {
        ...payload({ email }),
        [HONEYPOT_FIELD]: "https://cheap-pills.example",
        [FORM_STAMP_FIELD]: stampFrom(60_000),
      });
      expect(response.status).toBe(201);
      expect(response.body.status).toBe("spam");
      await expectNotMailed(response.body.id, email);
    });

    test("stores a submission sent sooner than the minimum fill time as spam and mails nothing", async () => {
      const email = `bot.fast.${path.length}@example.org`;
      const response = await visitor().post(path, {
        ...payload({ email }),
        [HONEYPOT_FIELD]: "",
        [FORM_STAMP_FIELD]: stampFrom(MIN_FILL_MS - 1000),
      });
      expect(response.status).toBe(201);
      expect(response.body.status).toBe("spam");
      await expectNotMailed(response.body.id, email);
    });

    test("accepts a person's submission: empty honeypot, stamp older than the minimum fill time", async () => {
      const response = await visitor().post(path, {
        ...payload(),
        [HONEYPOT_FIELD]: "",
        [FORM_STAMP_FIELD]: stampFrom(MIN_FILL_MS + 1000),
      });
      expect(response.status).toBe(201);
      expect(response.body.status).toBe("new");
      expect(response.body).not.toHaveProperty(HONEYPOT_FIELD);
      expect(response.body).not.toHaveProperty(FORM_STAMP_FIELD);
      await expectMailed(response.body.id);
    });
  });

  test.each([
    [
      "signed with another secret",
      () => issueFormStamp("another-secret-of-sufficient-length-000000", clock.now() - 60_000),
    ],
    ["backdated by hand", () => stampFrom(0).replace(/^\d+/, String(clock.now() - 60_000))],
    ["not a stamp at all", () => "yesterday"],
    ["not a string", () => 12345],
    ["from the future", () => issueFormStamp(TEST_SECRET, clock.now() + 10 * 60_000)],
  ])("stores a submission whose stamp is %s as spam", async (_label, stamp) => {
    const response = await visitor().post("/api/contacts", {
      ...contactPayload(),
      [FORM_STAMP_FIELD]: stamp(),
    });
    expect(response.status).toBe(201);
    expect(response.body.status).toBe("spam");
  });

  test("accepts a client that posts only the original payload, status and date included", async () => {
    const response = await visitor().post("/api/contacts", {
      ...contactPayload(),
      status: "replied",
      date: "2020-01-01T00:00:00.000Z",
    });
    expect(response.status).toBe(201);
    expect(response.body.status).toBe("new");
    await expectMailed(response.body.id);
  });

  test("keeps spam out of the inbox and the dashboard, lists it under status=spam, and restores it", async () => {
    const admin = await site().signedInClient();
    const before = (await admin.get("/api/admin/dashboard")).body.contacts as number;
    const payload = contactPayload();
    const spam = await visitor().post("/api/contacts", {
      ...payload,
      [HONEYPOT_FIELD]: "x",
      [FORM_STAMP_FIELD]: stampFrom(60_000),
    });
    expect(spam.body.status).toBe("spam");

    const inbox = await admin.get(`/api/contacts?q=${encodeURIComponent(payload.name)}`);
    expect(inbox.body).toEqual([]);
    const spamFolder = await admin.get(
      `/api/contacts?status=spam&q=${encodeURIComponent(payload.name)}`,
    );
    expect(spamFolder.body.map((c: { id: string }) => c.id)).toEqual([spam.body.id]);
    expect((await admin.get("/api/admin/dashboard")).body.contacts).toBe(before);

    const restored = await admin.patch(`/api/contacts/${spam.body.id}/status`, { status: "new" });
    expect(restored.body.status).toBe("new");
    const after = await admin.get(`/api/contacts?q=${encodeURIComponent(payload.name)}`);
    expect(after.body.map((c: { id: string }) => c.id)).toEqual([spam.body.id]);
    expect((await admin.get("/api/admin/dashboard")).body.contacts).toBe(before + 1);
  });
});

describeEachDialect("Form rate limit", (dialect) => {
  const clock = createClock();
  const { site, sink } = useInstanceWithSink(dialect, { clock, formRateLimit: 3 });

  test("answers 429 with Retry-After past the limit, recovers after the window, and accepts the next submission", async () => {
    const visitor = site().client("203.0.113.7");
    const statuses = [];
    for (const { path, payload } of forms)
      statuses.push((await visitor.post(path, payload())).status);
    expect(statuses).toEqual([201, 201, 201]);

    const limited = await visitor.post(
      "/api/contacts",
      contactPayload({ email: "limited@example.org" }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await visitor.post("/api/inquiries", productInquiryPayload())).status).toBe(429);
    // Nothing of the refused submissions was stored or queued.
    expect((await outboxRows(site())).filter((r) => r.recipient === "limited@example.org")).toEqual(
      [],
    );

    // The limit is per address: someone else is not held up.
    expect(
      (await site().client("203.0.113.8").post("/api/contacts", contactPayload())).status,
    ).toBe(201);

    clock.advance(retryAfter * 1000);
    const next = await visitor.post(
      "/api/contacts",
      contactPayload({ email: "after.window@example.org" }),
    );
    expect(next.status).toBe(201);
    expect(next.body.status).toBe("new");
    const mailed = await sink().waitFor(10);
    expect(mailed.some((m) => m.envelopeTo.includes("after.window@example.org"))).toBe(true);
  });
});
