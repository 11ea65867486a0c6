import { expect, test } from "vitest";
import { ACKNOWLEDGEMENT_LIMIT } from "../../app/domain/notifications/notifier.server.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { contactPayload } from "../support/fixtures.ts";
import { describeEachDialect } from "../support/test-app.ts";
import { outboxRows, startInstanceForTest } from "./support/mail-site.ts";

/** `address` with the case of the letters at `positions` varied: 2^n spellings. */
function caseVariants(address: string, positions: number[]): string[] {
  return Array.from({ length: 2 ** positions.length }, (_, mask) =>
    [...address]
      .map((char, i) => {
        const bit = positions.indexOf(i);
        return bit >= 0 && mask & (1 << bit) ? char.toUpperCase() : char;
      })
      .join(""),
  );
}

describeEachDialect("Acknowledgement ceilings", (dialect) => {
  const cleanup = cleanupAfterEach();

  // What a ceiling holds back is logged by the submission thread, without the address
  // (tests/unit/withheld-log.test.ts); here, what reaches the outbox.
  async function start(acknowledgementsPerHour?: number) {
    // No mail thread: the test reads the queue, nothing needs sending.
    const options = { startWorker: false, acknowledgementsPerHour };
    return (await startInstanceForTest(dialect, cleanup, options)).site;
  }

  test("16 spellings of one mailbox from 16 addresses at once get at most the cap", async () => {
    const instance = await start();
    // Local part and domain both vary: victim@example.com ... VicTim@ExAmple.com
    const spellings = caseVariants("victim@example.com", [0, 3, 7, 9]);
    expect(new Set(spellings).size).toBe(16);
    const answers = await Promise.all(
      spellings.map((email) => instance.client().post("/api/contacts", contactPayload({ email }))),
    );
    expect(answers.map((a) => a.status)).toEqual(spellings.map(() => 201));

    const rows = await outboxRows(instance);
    const acknowledgements = rows.filter((r) => r.kind === "visitor-acknowledgement");
    expect(acknowledgements).toHaveLength(ACKNOWLEDGEMENT_LIMIT.max);
    // The team hears of every one of them.
    expect(rows.filter((r) => r.kind === "admin-notification")).toHaveLength(16);
  });

  test("beyond the site-wide hourly ceiling submissions are stored and notified, not acknowledged", async () => {
    const instance = await start(3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        instance
          .client()
          .post("/api/contacts", contactPayload({ email: `visitor${i}@example.org` })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const rows = await outboxRows(instance);
    expect(rows.filter((r) => r.kind === "visitor-acknowledgement")).toHaveLength(3);
    expect(rows.filter((r) => r.kind === "admin-notification")).toHaveLength(6);
    const stored = await instance.services.contacts.list();
    expect(stored.total).toBe(6);
  });

  test("ACK_HOURLY_LIMIT=0 sends no acknowledgement at all", async () => {
    const instance = await start(0);
    const answer = await instance
      .client()
      .post("/api/contacts", contactPayload({ email: "someone@example.org" }));
    expect(answer.status).toBe(201);
    const kinds = (await outboxRows(instance)).map((r) => r.kind);
    expect(kinds).toEqual(["admin-notification"]);
  });
});
