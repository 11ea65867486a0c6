import { beforeEach, describe, expect, test } from "vitest";
import { contactPayload } from "../support/fixtures.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { createLogger } from "../../server/logger.ts";
import {
  backoffDelay,
  createOutboxWorker,
  DEFAULT_WORKER_TIMINGS,
} from "../../server/mail/outbox-worker.ts";
import {
  messageIdFor,
  type MailTransport,
  type OutgoingMail,
} from "../../server/mail/transport.ts";
import {
  eventually,
  outboxRows,
  startInstanceForTest,
  type SiteInstance,
} from "./support/mail-site.ts";

describe("backoffDelay", () => {
  test("doubles from 30 seconds and stops growing at an hour", () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
      (n) => backoffDelay(n, DEFAULT_WORKER_TIMINGS) / 1000,
    );
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  test("the default schedule keeps trying for about three hours before giving up", () => {
    const { maxAttempts } = DEFAULT_WORKER_TIMINGS;
    let total = 0;
    for (let n = 1; n < maxAttempts; n += 1) total += backoffDelay(n, DEFAULT_WORKER_TIMINGS);
    expect(total / 3_600_000).toBeCloseTo(3.1, 1);
  });
});

describe("messageIdFor", () => {
  test("derives the Message-ID from the outbox id and the sender's domain", () => {
    expect(messageIdFor("abc", { address: "info@example.com" })).toBe("<abc@example.com>");
    expect(messageIdFor("abc", { address: "info@Mail.Example.in" })).toBe("<abc@mail.example.in>");
  });
});

/** A transport the test controls: each send waits until the test releases it. */
function heldTransport() {
  const sent: OutgoingMail[] = [];
  const held: Array<{ mail: OutgoingMail; release: () => void }> = [];
  const transport: MailTransport = {
    kind: "smtp",
    send(mail, signal) {
      return new Promise<void>((resolve, reject) => {
        const release = () => {
          sent.push(mail);
          resolve();
        };
        held.push({ mail, release });
        signal?.addEventListener("abort", () =>
          reject(Object.assign(new Error("aborted"), { code: "EABORT" })),
        );
      });
    },
    close: () => undefined,
  };
  return { transport, sent, held };
}

describe("the outbox worker on SQLite", () => {
  const cleanup = cleanupAfterEach();
  let site: SiteInstance;

  beforeEach(async () => {
    ({ site } = await startInstanceForTest("sqlite", cleanup, { startWorker: false }));
    await site.client().post("/api/contacts", contactPayload());
  });

  const workerWith = (transport: MailTransport) =>
    createOutboxWorker({
      outbox: site.services.notificationOutbox,
      transport,
      sender: () => Promise.resolve({ name: "Vadtech", address: "info@example.com" }),
      logger: createLogger("silent"),
      timings: { pollMs: 10 },
    });

  test("on SIGTERM waits for the e-mail it is sending, and settles it", async () => {
    const { transport, held, sent } = heldTransport();
    const worker = workerWith(transport);
    worker.start();
    await eventually("a send under way", () => held.length === 1);
    const stopped = worker.stop(5_000);
    held[0]?.release();
    await stopped;
    expect(sent).toHaveLength(1);
    const rows = await outboxRows(site);
    // The message that was under way is sent; the next one was never started.
    expect(rows.map((r) => r.status).sort()).toEqual(["pending", "sent"]);
    expect(held).toHaveLength(1);
  });

  test("abandons a send that outlasts the grace period, and queues it again", async () => {
    const { transport, held } = heldTransport();
    const worker = workerWith(transport);
    worker.start();
    await eventually("a send under way", () => held.length === 1);
    await worker.stop(50);
    const rows = await outboxRows(site);
    expect(rows.map((r) => [r.status, r.attempts]).sort()).toEqual([
      ["pending", 0],
      ["pending", 1],
    ]);
    expect(rows.find((r) => r.attempts === 1)?.last_error).toMatch(/EABORT/);
  });

  test("a message erased while it was being sent is discarded by its transport", async () => {
    const { transport, held } = heldTransport();
    const discarded: string[] = [];
    transport.discard = async (id) => {
      discarded.push(id);
    };
    const worker = workerWith(transport);
    worker.start();
    await eventually("a send under way", () => held.length === 1);
    const erased = await site.services.privacy.erase(
      { email: contactPayload().email },
      { id: null, email: "owner@example.com", address: "" },
    );
    expect(erased).toMatchObject({ kind: "erased", erased: { notification_outbox: 2 } });
    held[0]?.release();
    await eventually("the file taken back", () => discarded.length === 1);
    expect(discarded).toEqual([held[0]?.mail.id]);
    await worker.stop(1_000);
    expect(await outboxRows(site)).toEqual([]);
  });

  test("keeps to its pace: a second's worth at once, the rest one per interval", async () => {
    for (let i = 0; i < 2; i++) await site.services.contacts.create(contactPayload());
    const started: number[] = [];
    const created = performance.now();
    const worker = createOutboxWorker({
      outbox: site.services.notificationOutbox,
      transport: {
        kind: "smtp",
        send: async () => void started.push(performance.now()),
        close: () => undefined,
      },
      sender: () => Promise.resolve({ name: "Vadtech", address: "info@example.com" }),
      logger: createLogger("silent"),
      timings: { pollMs: 60 * 60_000, sendsPerSecond: 2 },
    });
    // Three submissions: six e-mails, two at once and then one each half second.
    expect(await worker.drain()).toBe(6);
    expect(started[1]! - started[0]!).toBeLessThan(400);
    expect(started).toHaveLength(6);
    // A token bucket: the k-th send (from 0) starts once k + 1 sends fit in the two of the burst
    // and two a second since the pace began. One gap may be shorter than half a second when the
    // send before it started late (a busy machine); the pace over the run may not.
    started.forEach((at, k) => expect(at - created).toBeGreaterThanOrEqual((k - 1) * 500 - 1));
  });

  test("a stop ends the pause between sends at once", async () => {
    const sent: OutgoingMail[] = [];
    const worker = createOutboxWorker({
      outbox: site.services.notificationOutbox,
      transport: { kind: "smtp", send: async (mail) => void sent.push(mail), close: () => {} },
      sender: () => Promise.resolve({ name: "Vadtech", address: "info@example.com" }),
      logger: createLogger("silent"),
      // One send, then a pause of ten seconds before the next.
      timings: { pollMs: 60 * 60_000, sendsPerSecond: 0.1 },
    });
    worker.start();
    await eventually("the first send", () => sent.length === 1);
    const asked = performance.now();
    await worker.stop(5_000);
    expect(performance.now() - asked).toBeLessThan(2_000);
    expect(sent).toHaveLength(1);
    expect((await outboxRows(site)).map((r) => r.status).sort()).toEqual(["pending", "sent"]);
  });

  test("a nudge starts a pass at once instead of at the next poll", async () => {
    const { transport, held } = heldTransport();
    const worker = createOutboxWorker({
      outbox: site.services.notificationOutbox,
      transport,
      sender: () => Promise.resolve({ name: "Vadtech", address: "info@example.com" }),
      logger: createLogger("silent"),
      timings: { pollMs: 60 * 60_000 },
    });
    worker.start();
    await eventually("the first pass", () => held.length === 1);
    for (const h of held.splice(0)) h.release();
    await eventually("the second message", () => held.length === 1);
    for (const h of held.splice(0)) h.release();
    await eventually("the queue drained", async () =>
      (await outboxRows(site)).every((r) => r.status === "sent"),
    );

    await site.services.contacts.create(contactPayload());
    worker.nudge();
    await eventually("the nudged pass", () => held.length === 1, 2_000);
    for (const h of held.splice(0)) h.release();
    await eventually("the next message", () => held.length === 1, 2_000);
    held[0]?.release();
    await worker.stop();
  });
});
