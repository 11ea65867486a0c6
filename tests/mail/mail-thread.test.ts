import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { createLogger } from "../../server/logger.ts";
import { startMailThread, type OutboxSender } from "../../server/mail-thread/mail-thread.ts";
import { contactPayload } from "../support/fixtures.ts";
import { describeEachDialect } from "../support/test-app.ts";
import {
  eventually,
  outboxRows,
  startInstance,
  startInstanceForTest,
  type SiteInstance,
} from "./support/mail-site.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";

/** The outbox sent from a thread of its own, as the server runs it (decision 077). */
describeEachDialect("The mail thread", (dialect) => {
  const cleanup = cleanupAfterEach();

  /** A server without a mail thread, to fill the outbox; the test starts threads itself. */
  const startSite = () => startInstanceForTest(dialect, cleanup, { startWorker: false });

  function startThread(site: SiteInstance): OutboxSender {
    const thread = startMailThread({
      settings: { databaseUrl: site.databaseUrl, dataDir: site.dataDir, logLevel: "silent" },
      logger: createLogger("silent"),
    });
    cleanup.push(() => thread.stop(1_000));
    return thread;
  }

  const written = (site: SiteInstance, id: string) =>
    existsSync(join(site.dataDir, "mail", `${id}.eml`));

  test("sends what was queued before it started, and what a submission queues at once", async () => {
    const { site: before, database } = await startSite();
    expect((await before.client().post("/api/contacts", contactPayload())).status).toBe(201);
    expect((await outboxRows(before)).map((r) => r.status)).toEqual(["pending", "pending"]);
    await before.stop();
    // The next start has its mail thread; it looks at the queue far less often than it is nudged.
    const site = await startInstance(database, { timings: { pollMs: 60_000 } });
    cleanup.push(() => site.stop());
    const client = site.client();
    await eventually("the first submission's e-mails sent", async () => {
      const rows = await outboxRows(site);
      return rows.length === 2 && rows.every((r) => r.status === "sent" && written(site, r.id));
    });

    // The nudge after the commit, not the thread's own poll of a few seconds, sends this one.
    const sentAt = Date.now();
    const second = contactPayload({ email: "second@example.org", subject: "Second" });
    expect((await client.post("/api/contacts", second)).status).toBe(201);
    await eventually(
      "the second submission's e-mails sent",
      async () => {
        const rows = await outboxRows(site);
        return rows.length === 4 && rows.every((r) => r.status === "sent" && written(site, r.id));
      },
      1_500,
    );
    expect(Date.now() - sentAt).toBeLessThan(1_500);
  });

  test("stops once, nudged or not, and sends nothing after", async () => {
    const { site } = await startSite();
    const thread = startThread(site);
    await Promise.all([thread.stop(1_000), thread.stop(1_000)]);
    thread.nudge();
    expect((await site.client().post("/api/contacts", contactPayload())).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await outboxRows(site)).map((r) => r.status)).toEqual(["pending", "pending"]);
  });
});
