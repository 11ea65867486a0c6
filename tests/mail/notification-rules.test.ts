import { expect, test } from "vitest";
import { ACKNOWLEDGEMENT_LIMIT } from "../../app/domain/notifications/notifier.server.ts";
import { contactPayload, serviceInquiryPayload } from "../support/fixtures.ts";
import { describeEachDialect } from "../support/test-app.ts";
import { createClock, eventually, outboxRows, useInstanceWithSink } from "./support/mail-site.ts";

describeEachDialect("Notification rules", (dialect) => {
  const clock = createClock();
  // An hour between polls: only the nudge after each submission can send in time.
  const { site, sink } = useInstanceWithSink(dialect, {
    clock,
    timings: { pollMs: 60 * 60_000 },
  });

  test("a stored submission wakes the worker at once", async () => {
    const response = await site()
      .client()
      .post("/api/service-inquiries", serviceInquiryPayload({ email: "prompt@example.org" }));
    expect(response.status).toBe(201);
    await eventually(
      "both messages sent",
      () => sink().messages.filter((m) => m.raw.includes("prompt@example.org")).length === 2,
      3_000,
    );
  });

  test(`acknowledges one address at most ${ACKNOWLEDGEMENT_LIMIT.max} times an hour, and always notifies the team`, async () => {
    const email = "flooded@example.org";
    const count = ACKNOWLEDGEMENT_LIMIT.max + 2;
    for (let i = 0; i < count; i += 1) {
      expect((await site().client().post("/api/contacts", contactPayload({ email }))).status).toBe(
        201,
      );
    }
    const acknowledgements = async () =>
      (await outboxRows(site())).filter(
        (r) => r.kind === "visitor-acknowledgement" && r.recipient === email,
      );
    expect(await acknowledgements()).toHaveLength(ACKNOWLEDGEMENT_LIMIT.max);

    clock.advance(ACKNOWLEDGEMENT_LIMIT.windowMs);
    await site().client().post("/api/contacts", contactPayload({ email }));
    expect(await acknowledgements()).toHaveLength(ACKNOWLEDGEMENT_LIMIT.max + 1);

    const notified = new Set(
      (await outboxRows(site()))
        .filter((r) => r.kind === "admin-notification")
        .map((r) => r.submission_id),
    );
    const admin = await site().signedInClient();
    const stored = await admin.get("/api/contacts?q=flooded%40example.org");
    for (const contact of stored.body as Array<{ id: string }>)
      expect(notified.has(contact.id)).toBe(true);
    expect(stored.body).toHaveLength(count + 1);
  });
});
