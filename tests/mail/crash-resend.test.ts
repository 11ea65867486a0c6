import { expect, test } from "vitest";
import { contactPayload } from "../support/fixtures.ts";
import { describeEachDialect } from "../support/test-app.ts";
import { createLogger } from "../../server/logger.ts";
import { createOutboxWorker } from "../../server/mail/outbox-worker.ts";
import type { MailTransport, OutgoingMail } from "../../server/mail/transport.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { createClock, eventually, outboxRows, startInstanceForTest } from "./support/mail-site.ts";

const LOCK_MS = 2 * 60_000;

/**
 * A transport that accepts every message it is handed; from the `dieAt`th on, the process
 * "dies" as the server accepts it: the send never returns, so the row is never marked sent.
 */
function recordingTransport(from: string, dieAt = Infinity) {
  const sender = () => Promise.resolve({ name: "Vadtech", address: from });
  const accepted: OutgoingMail[] = [];
  const transport: MailTransport = {
    kind: "smtp",
    send(mail, signal) {
      accepted.push(mail);
      if (accepted.length < dieAt) return Promise.resolve();
      // Only the test's clean-up ends it, long after the row was taken over.
      return new Promise<void>((_resolve, reject) =>
        signal?.addEventListener("abort", () => reject(new Error("aborted"))),
      );
    },
    close: () => undefined,
  };
  return { transport, sender, accepted };
}

/**
 * docs/decisions/010-notifications-outbox.md: delivery is at least once. A process killed after
 * the mail server accepted a message but before the row was marked sent sends that message
 * again, with the Message-ID of the first attempt, and nothing it had already marked sent.
 */
describeEachDialect("A crash while sending", (dialect) => {
  const cleanup = cleanupAfterEach();

  test("re-sends only the message in flight, with the Message-ID of its first attempt", async () => {
    const clock = createClock();
    const { site } = await startInstanceForTest(dialect, cleanup, { clock, startWorker: false });
    const workerWith = ({ transport, sender }: ReturnType<typeof recordingTransport>) =>
      createOutboxWorker({
        outbox: site.services.notificationOutbox,
        transport,
        sender,
        logger: createLogger("silent"),
        timings: { lockMs: LOCK_MS },
        now: clock.now,
      });
    for (let i = 0; i < 2; i += 1) {
      expect((await site.client().post("/api/contacts", contactPayload())).status).toBe(201);
    }
    expect(await outboxRows(site)).toHaveLength(4);

    // The first process sends one message, then dies while the second is being accepted.
    const first = recordingTransport("info@old.example.com", 2);
    const dead = workerWith(first);
    void dead.drain();
    await eventually("the second message accepted", () => first.accepted.length === 2);
    const [sentOnce, inFlight] = first.accepted as [OutgoingMail, OutgoingMail];
    const statuses = new Map((await outboxRows(site)).map((r) => [r.id, r.status]));
    expect(statuses.get(sentOnce.id)).toBe("sent");
    expect(statuses.get(inFlight.id)).toBe("sending");

    // The next process, with another From (MAIL_FROM changed on restart), once the lock ran out.
    clock.advance(LOCK_MS + 1);
    const second = recordingTransport("info@new.example.com");
    expect(await workerWith(second).drain()).toBe(3);

    const resent = second.accepted.map((m) => m.id);
    expect(resent).toContain(inFlight.id);
    expect(resent).not.toContain(sentOnce.id);
    expect(new Set(resent).size).toBe(3);
    const again = second.accepted.find((m) => m.id === inFlight.id);
    expect(again?.messageId).toBe(inFlight.messageId);
    expect(inFlight.messageId).toBe(`<${inFlight.id}@old.example.com>`);
    // Messages first tried by the new process carry their own, new ones.
    for (const mail of second.accepted.filter((m) => m.id !== inFlight.id))
      expect(mail.messageId).toBe(`<${mail.id}@new.example.com>`);

    const rows = await outboxRows(site);
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    expect(rows.find((r) => r.id === inFlight.id)?.attempts).toBe(2);
    expect(rows.find((r) => r.id === sentOnce.id)?.attempts).toBe(1);
    // The dead worker is gone for good: stopping it here cannot settle the row again.
    await dead.stop(0);
    expect((await outboxRows(site)).find((r) => r.id === inFlight.id)?.status).toBe("sent");
  });
});
