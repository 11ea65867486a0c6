import { expect, test } from "vitest";
import {
  contactPayload,
  productInquiryPayload,
  serviceInquiryPayload,
} from "../support/fixtures.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { describeEachDialect } from "../support/test-app.ts";
import { createLogger } from "../../server/logger.ts";
import { createSenderSource } from "../../app/domain/notifications/sender.server.ts";
import { createOutboxWorker } from "../../server/mail/outbox-worker.ts";
import { startSilentServer, startSmtpSink, unusedPort } from "./support/smtp-sink.ts";
import {
  allSent,
  createClock,
  createDatabase,
  eventually,
  outboxRows,
  pause,
  startInstance,
  startInstanceForTest,
  type SiteInstance,
} from "./support/mail-site.ts";

const HOUR = 60 * 60_000;

/** Each outbox row's Message-ID, as the transport derives it. */
const messageIds = async (site: SiteInstance) =>
  (await outboxRows(site)).map((r) => `<${r.id}@example.com>`).sort();

describeEachDialect("Notification delivery when the mail server fails", (dialect) => {
  const cleanup = cleanupAfterEach();

  // Two restarts and a stuck send: about 20 s on a busy machine, so more than the usual limit.
  test(
    "answers 201 while the mail server hangs or is down, and after a restart delivers every message exactly once",
    { timeout: 90_000 },
    async () => {
      const clock = createClock();
      const silent = await startSilentServer();
      const smtpUrl = `smtp://127.0.0.1:${silent.port}`;
      const database = await createDatabase(dialect);
      let site = await startInstance(database, {
        smtpUrl,
        clock,
        // Long enough that only the shutdown can end the stuck send.
        smtpTimeouts: { connectMs: 20_000, socketMs: 20_000 },
        timings: { sendTimeoutMs: 60_000 },
      });
      try {
        const first = await site.client().post("/api/contacts", contactPayload());
        expect(first.status).toBe(201);
        // The worker is now stuck in a send: the server took the connection and says nothing.
        await eventually("a send stuck on the silent server", () => silent.connections > 0);
        for (const [path, payload] of [
          ["/api/inquiries", productInquiryPayload({ productId: "prod-004" })],
          ["/api/service-inquiries", serviceInquiryPayload()],
        ] as const) {
          expect((await site.client().post(path, payload)).status).toBe(201);
        }
        const admin = await site.signedInClient();
        expect((await admin.get("/api/admin/notifications")).body).toEqual({
          waiting: 6,
          failed: 0,
        });

        // Restart while the send is stuck: the worker abandons it; then the server goes down.
        await site.stop(100);
        await silent.close();
        site = await startInstance(database, { smtpUrl, clock });
        expect((await site.client().post("/api/inquiries", productInquiryPayload())).status).toBe(
          201,
        );
        await eventually("every message tried against the downed server", async () =>
          (await outboxRows(site)).every((r) => r.status === "pending" && r.attempts > 0),
        );
        const rows = await outboxRows(site);
        expect(rows).toHaveLength(8);
        expect(rows.filter((r) => /ECONNREFUSED/.test(r.last_error ?? ""))).not.toHaveLength(0);

        // The server comes back on the same address; the backoff runs out.
        const sink = await startSmtpSink({ port: silent.port });
        try {
          clock.advance(10 * 60_000);
          await sink.waitFor(8);
          await allSent(site);
          // Nothing more goes out, however long we wait.
          clock.advance(24 * HOUR);
          await pause(300);
          expect(sink.messages.map((m) => m.messageId).sort()).toEqual(await messageIds(site));
          const counts = await (await site.signedInClient()).get("/api/admin/notifications");
          expect(counts.body).toEqual({ waiting: 0, failed: 0 });
        } finally {
          await sink.close();
        }
      } finally {
        await site.stop();
        await silent.close();
        await database.drop();
      }
    },
  );

  test("takes over a message claimed by a process that died, once its lock has run out", async () => {
    const clock = createClock();
    const sink = await startSmtpSink();
    cleanup.push(() => sink.close());
    const { site: crashed, database } = await startInstanceForTest(dialect, cleanup, {
      smtpUrl: sink.url,
      clock,
      startWorker: false,
    });
    await crashed.client().post("/api/contacts", contactPayload());
    // The dead process had claimed both messages and never settled them.
    for (const row of await outboxRows(crashed)) {
      expect(
        await crashed.services.notificationOutbox.claim(
          row.id,
          clock.now(),
          2 * 60_000,
          `<${row.id}@example.com>`,
        ),
      ).not.toBeNull();
    }
    await crashed.stop();

    const site = await startInstance(database, { smtpUrl: sink.url, clock });
    cleanup.push(() => site.stop());
    await pause(300);
    expect(sink.messages).toHaveLength(0);
    clock.advance(2 * 60_000 + 1);
    await sink.waitFor(2);
    await allSent(site);
    await pause(300);
    expect(sink.messages.map((m) => m.messageId).sort()).toEqual(await messageIds(site));
    expect((await outboxRows(site)).map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  test("never sends a message twice when two server processes share the database", async () => {
    const sink = await startSmtpSink();
    cleanup.push(() => sink.close());
    const options = { smtpUrl: sink.url, startWorker: false };
    const { site: one, database } = await startInstanceForTest(dialect, cleanup, options);
    const two = await startInstance(database, options);
    cleanup.push(() => two.stop());
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await (i % 2 ? one : two).client().post("/api/contacts", contactPayload())).status,
      ).toBe(201);
    }
    // Both workers see the same ten due rows at the same moment and race for every one.
    const workers = [one, two].map((site) =>
      createOutboxWorker({
        outbox: site.services.notificationOutbox,
        transport: site.mailTransport(),
        sender: createSenderSource(site.handle.db),
        logger: createLogger("silent"),
      }),
    );
    const sent = await Promise.all(workers.map((w) => w.drain()));
    expect(sent[0]! + sent[1]!).toBe(10);
    await sink.waitFor(10);
    await allSent(one);
    await pause(200);
    expect(sink.messages.map((m) => m.messageId).sort()).toEqual(await messageIds(one));
  });

  test("backs off exponentially, gives up after the last attempt, and can be retried from the back office", async () => {
    const clock = createClock();
    const port = await unusedPort();
    const { site } = await startInstanceForTest(dialect, cleanup, {
      smtpUrl: `smtp://mailer:s3cret-pass@127.0.0.1:${port}`,
      clock,
      timings: { maxAttempts: 3, backoffBaseMs: 30_000 },
    });
    const before = clock.now();
    await site.client().post("/api/contacts", contactPayload());
    const tried = (n: number, status = "pending") =>
      eventually(`attempt ${n}`, async () => {
        const rows = await outboxRows(site);
        return (
          rows.length === 2 && rows.every((r) => r.attempts === n && r.status === status) && rows
        );
      });

    for (const row of await tried(1)) {
      expect(row.next_attempt_at).toBeGreaterThanOrEqual(before + 30_000);
      expect(row.next_attempt_at).toBeLessThanOrEqual(clock.now() + 30_000);
    }
    const second = clock.now();
    clock.advance(30_000);
    for (const row of await tried(2)) {
      expect(row.next_attempt_at).toBeGreaterThanOrEqual(second + 30_000 + 60_000);
      expect(row.next_attempt_at).toBeLessThanOrEqual(clock.now() + 60_000);
    }
    clock.advance(60_000);
    for (const row of await tried(3, "failed")) {
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(row.last_error).not.toContain("s3cret");
    }

    const admin = await site.signedInClient();
    expect((await admin.get("/api/admin/notifications")).body).toEqual({ waiting: 0, failed: 2 });
    const sink = await startSmtpSink({ port });
    cleanup.push(() => sink.close());
    expect((await admin.post("/api/admin/notifications/retry")).body).toEqual({ requeued: 2 });
    await sink.waitFor(2);
    await allSent(site);
    expect((await admin.get("/api/admin/notifications")).body).toEqual({
      waiting: 0,
      failed: 0,
    });
  });

  test("marks a message failed at once when the server refuses its recipient", async () => {
    const sink = await startSmtpSink({ rejectRecipients: ["bounce@example.org"] });
    cleanup.push(() => sink.close());
    const { site } = await startInstanceForTest(dialect, cleanup, { smtpUrl: sink.url });
    await site.client().post("/api/contacts", contactPayload({ email: "bounce@example.org" }));
    const rows = await eventually("both settled", async () => {
      const all = await outboxRows(site);
      return all.every((r) => r.status === "sent" || r.status === "failed") && all;
    });
    const ack = rows.find((r) => r.kind === "visitor-acknowledgement");
    expect(ack).toMatchObject({ status: "failed", attempts: 1 });
    expect(ack?.last_error).toMatch(/550/);
    expect(rows.find((r) => r.kind === "admin-notification")?.status).toBe("sent");
    expect(sink.messages).toHaveLength(1);
  });
});
