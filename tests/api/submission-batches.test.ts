import { afterEach, expect, test } from "vitest";
import { SubmissionRefused, type Submission } from "../../app/domain/enquiries/submission.ts";
import { createSubmissionWriter } from "../../app/domain/submission-writer.server.ts";
import type { InboxWriters } from "../../app/domain/enquiries/inbox-store.server.ts";
import type { ContactSubmission } from "../../app/domain/schemas/records.ts";
import { contactPayload } from "../support/fixtures.ts";
import { createTestServices, describeEachDialect, type TestServices } from "../support/test-app.ts";

/**
 * Group commit of the public forms (docs/decisions/075). The writer runs on the submission
 * thread; the tests that watch its batches or make one fail drive it here, with their hooks.
 */
describeEachDialect("Submissions written in batches", (dialect) => {
  let env: TestServices | undefined;
  afterEach(() => env?.close());

  test("a burst shares transactions, and every submission is stored once and answered with its own record", async () => {
    const batches: Submission[][] = [];
    const committed: string[] = [];
    env = await createTestServices(dialect);
    const { handle, services } = env;
    const writer = createSubmissionWriter(
      handle.db,
      services.rateLimiter,
      { separateReads: handle.dialect === "postgres" },
      {
        onBatch: () => async (_trx, submissions) => void batches.push(submissions),
        afterSubmission: (submission) => committed.push(submission.record.id),
      },
    );
    const sent = Array.from({ length: 40 }, (_, i) => contactPayload({ subject: `Burst ${i}` }));
    const records = await Promise.all(
      sent.map((values) => writer.submit("contacts", { values, status: "new" })),
    );

    expect(records.map((r) => r.subject)).toEqual(sent.map((s) => s.subject));
    expect(new Set(records.map((r) => r.id)).size).toBe(40);
    expect(batches.flat().map((s) => s.record.id)).toEqual(records.map((r) => r.id));
    // Made in one turn of the event loop, they share one commit.
    expect(batches).toHaveLength(1);
    expect(committed.sort()).toEqual(records.map((r) => r.id).sort());
    const stored = await services.contacts.list();
    expect(stored.total).toBe(40);
    // Dates keep the order the submissions were made in, so the inbox lists them as sent.
    expect(stored.items.map((r) => r.subject)).toEqual(sent.map((s) => s.subject).reverse());
  });

  test("a submission that fails its shared transaction fails alone; the others are stored", async () => {
    env = await createTestServices(dialect);
    const { handle, services } = env;
    // A store that writes, then refuses one submission: its batch's transaction rolls back.
    const refusing: InboxWriters["contacts"] = async (trx, items) => {
      await trx
        .insertInto("contact_submissions")
        .values(
          items.map((item) => ({
            ...contactPayload({ subject: item.values.subject }),
            id: crypto.randomUUID(),
            status: item.status,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })),
        )
        .execute();
      if (items.some((item) => item.values.subject === "poison")) throw new Error("refused");
      return items.map((item) => ({ subject: item.values.subject }) as ContactSubmission);
    };
    const writer = createSubmissionWriter(handle.db, services.rateLimiter, {
      separateReads: handle.dialect === "postgres",
      inboxes: { contacts: refusing },
    });
    const subjects = ["first", "second", "poison", "third"];
    const outcomes = await Promise.allSettled(
      subjects.map((subject) =>
        writer.submit("contacts", {
          values: contactPayload({ subject, email: "a@example.com" }),
          status: "new",
        }),
      ),
    );

    expect(outcomes.map((o) => o.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    const stored = await services.contacts.list();
    expect(stored.items.map((r) => r.subject).sort()).toEqual(["first", "second", "third"]);
  });

  test("a sender's limit holds within a batch: the first `limit` are stored, the rest refused", async () => {
    env = await createTestServices(dialect);
    const { services } = env;
    const admission = { key: "form:ip:203.0.113.9", limit: 3, windowMs: 60_000 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        services.contacts.create(contactPayload({ subject: `Flood ${i}` }), "new", admission),
      ),
    );
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(SubmissionRefused);
      expect((outcome.reason as SubmissionRefused).retryAfter).toBeGreaterThan(0);
    }
    expect((await services.contacts.list()).total).toBe(3);
    // Another address is counted on its own.
    const other = { ...admission, key: "form:ip:203.0.113.10" };
    await expect(services.contacts.create(contactPayload(), "new", other)).resolves.toBeTruthy();
  });
});
