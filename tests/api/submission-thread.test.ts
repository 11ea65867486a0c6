import { tmpdir } from "node:os";
import { afterEach, expect, test } from "vitest";
import { SubmissionRefused, type Submission } from "../../app/domain/enquiries/submission.ts";
import { createLogger } from "../../server/logger.ts";
import {
  startSubmissionThread,
  type SubmissionThread,
} from "../../server/submission-thread/submission-thread.ts";
import { quoteRequests } from "../../app/domain/enquiries/quote-requests.ts";
import { quoteRequestInput } from "../../app/domain/schemas/quote-request-input.ts";
import { pdf } from "../support/documents.ts";
import { contactPayload, quoteRequestPayload } from "../support/fixtures.ts";
import { createTestServices, describeEachDialect, type TestServices } from "../support/test-app.ts";

/** The forms' writer on its own thread, as the server runs it (decision 076). */
describeEachDialect("The submission thread", (dialect) => {
  let env: TestServices | undefined;
  let thread: SubmissionThread | undefined;
  afterEach(async () => {
    await thread?.stop();
    await env?.close();
  });

  async function start(committed: Submission[] = []) {
    env = await createTestServices(dialect);
    thread = startSubmissionThread({
      settings: {
        databaseUrl: env.url,
        dataDir: tmpdir(),
        siteUrl: "https://example.test",
        notifyEmail: "team@example.test",
        logLevel: "silent",
      },
      logger: createLogger("silent"),
      afterSubmission: (submission) => committed.push(submission),
    });
    return { env, thread };
  }

  const serviceValues = (i: number) => ({
    name: `Rohan ${i}`,
    email: `rohan.${i}@example.com`,
    phone: "+91 265 555 0102",
    service_name: "Maintenance",
    service_details: "Annual maintenance contract for two boiler feed pumps.",
    message: null,
  });

  test("carries a quote request's attachment to the thread and stores it with its reference", async () => {
    const { env, thread } = await start();
    const bytes = new Uint8Array(pdf());
    const record = await thread.submit("quote-requests", {
      values: await quoteRequests.toValues(
        quoteRequestInput.parse(quoteRequestPayload()),
        env.handle.db,
        { name: "rfq.pdf", type: "application/pdf", size: bytes.byteLength },
      ),
      status: "new",
      attachment: bytes,
    });
    expect(record.reference).toMatch(/^Q-\d{4}-00001$/);
    const file = await env.services.inbox("quote-requests").attachment(record.id);
    expect(file).toMatchObject({ name: "rfq.pdf", type: "application/pdf" });
    expect(Buffer.from(file!.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  test("stores each submission with its e-mails, answers with its record, then wakes the outbox", async () => {
    const committed: Submission[] = [];
    const { env, thread } = await start(committed);
    const contacts = Array.from({ length: 30 }, (_, i) =>
      thread.submit("contacts", {
        values: contactPayload({ subject: `Burst ${i}`, email: `neha.${i}@example.com` }),
        status: "new",
      }),
    );
    const services = Array.from({ length: 5 }, (_, i) =>
      thread.submit("service-inquiries", { values: serviceValues(i), status: "new" }),
    );
    const stored = await Promise.all(contacts);
    const inquiries = await Promise.all(services);

    expect(stored.map((r) => r.subject)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Burst ${i}`),
    );
    expect(inquiries.map((r) => r.serviceName)).toEqual(Array(5).fill("Maintenance"));
    expect((await env.services.contacts.list()).total).toBe(30);
    expect((await env.services.serviceInquiries.list()).total).toBe(5);
    // The team's notification was queued in the same transaction as each row.
    const notified = await env.handle.db
      .selectFrom("notification_outbox")
      .select("submission_id")
      .where("kind", "=", "admin-notification")
      .execute();
    expect(new Set(notified.map((row) => row.submission_id))).toEqual(
      new Set([...stored, ...inquiries].map((r) => r.id)),
    );
    expect(committed.map((s) => s.record.id).sort()).toEqual(
      [...stored, ...inquiries].map((r) => r.id).sort(),
    );
    expect(committed.find((s) => s.record.id === inquiries[0]!.id)?.kind).toBe("service-inquiries");
  });

  test("a sender over their limit is refused with Retry-After; a failing submission fails alone", async () => {
    const { env, thread } = await start();
    const admission = { key: "form:ip:203.0.113.9", limit: 3, windowMs: 60_000 };
    const flood = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        thread.submit(
          "contacts",
          { values: contactPayload({ subject: `Flood ${i}` }), status: "new" },
          admission,
        ),
      ),
    );
    const refused = flood.filter((o) => o.status === "rejected").map((o) => o.reason);
    expect(refused).toHaveLength(5);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(SubmissionRefused);
      expect((reason as SubmissionRefused).retryAfter).toBeGreaterThan(0);
    }

    // A row the database refuses (no name) rolls its shared transaction back, then fails alone.
    const mixed = await Promise.allSettled([
      thread.submit("contacts", { values: contactPayload({ subject: "kept" }), status: "new" }),
      thread.submit("contacts", {
        values: contactPayload({ subject: "broken", name: null }),
        status: "new",
      }),
    ]);
    expect(mixed[0].status).toBe("fulfilled");
    expect(mixed[1].status).toBe("rejected");
    expect(String((mixed[1] as PromiseRejectedResult).reason)).toContain("could not be stored");
    const subjects = (await env.services.contacts.list()).items.map((r) => r.subject);
    expect(subjects).toContain("kept");
    expect(subjects).not.toContain("broken");
    expect(subjects).toHaveLength(4);
  });

  test("stopping waits for the answers in flight, then refuses new submissions", async () => {
    const { env, thread } = await start();
    const inFlight = thread.submit("contacts", { values: contactPayload(), status: "new" });
    await thread.stop();
    await expect(inFlight).resolves.toMatchObject({ status: "new" });
    await expect(
      thread.submit("contacts", { values: contactPayload(), status: "new" }),
    ).rejects.toThrow("stopping");
    expect((await env.services.contacts.list()).total).toBe(1);
  });
});
