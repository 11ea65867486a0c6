import { mkdirSync, existsSync, utimesSync, writeFileSync } from "node:fs";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, expect, test } from "vitest";
import { createClock, useInstance } from "../mail/support/mail-site.ts";
import { contactPayload, expectProblem } from "../support/fixtures.ts";
import { describeEachDialect, type TestClient } from "../support/test-app.ts";

const DAY = 86_400_000;
const RETENTION_PROCESS = "tests/support/retention-process.ts";
const execFileAsync = promisify(execFile);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describeEachDialect("Privacy: retention", (dialect) => {
  const clock = createClock();
  const first = useInstance(dialect, () => ({ clock, startWorker: false }));
  let owner: TestClient;

  beforeAll(async () => {
    owner = await first().signedInClient();
  });

  /** A contact message, back-dated: arrival, last change and (optionally) last note. */
  async function contactFrom(daysOld: number, status: "new" | "spam", noteDaysOld?: number) {
    const { services, handle } = first();
    const record = await services.contacts.create(contactPayload() as never, status);
    await handle.db
      .updateTable("contact_submissions")
      .set({ created_at: daysAgo(daysOld), updated_at: daysAgo(daysOld) })
      .where("id", "=", record.id)
      .execute();
    if (noteDaysOld !== undefined)
      await handle.db
        .insertInto("lead_notes")
        .values({
          id: crypto.randomUUID(),
          lead_kind: "contacts",
          lead_id: record.id,
          text: "Called, quoting next month",
          author_id: null,
          created_at: daysAgo(noteDaysOld),
        })
        .execute();
    return record.id;
  }

  async function auditEntry(daysOld: number, target: string, address: string) {
    const id = crypto.randomUUID();
    await first()
      .handle.db.insertInto("audit_log")
      .values({
        id,
        at: daysAgo(daysOld),
        actor_id: null,
        actor_email: "someone@elsewhere.example",
        action: "auth.sign-in-failed",
        target,
        before: null,
        after: null,
        address,
      })
      .execute();
    return id;
  }

  function mailFile(name: string, daysOld: number) {
    const directory = join(first().dataDir, "mail");
    mkdirSync(directory, { recursive: true });
    const path = join(directory, name);
    writeFileSync(path, "To: someone@elsewhere.example\r\n\r\nHello\r\n");
    const when = new Date(Date.now() - daysOld * DAY);
    utimesSync(path, when, when);
    return path;
  }

  /**
   * The same run in a process of its own on the same database and DATA_DIR, as a second server
   * process would (SQLite's locks wait synchronously, so two connections in one thread would
   * wait for each other).
   */
  async function runInAnotherProcess(): Promise<unknown> {
    const { stdout } = await execFileAsync(process.execPath, [RETENTION_PROCESS], {
      env: {
        ...process.env,
        DATABASE_URL: first().databaseUrl,
        MAIL_DIR: join(first().dataDir, "mail"),
        CLOCK_OFFSET_MS: String(clock.now() - Date.now()),
      },
    });
    return JSON.parse(stdout);
  }

  const exists = (table: "contact_submissions", id: string) =>
    first().handle.db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();

  test("previews, then removes what has expired once a day across two processes, and audits the counts", async () => {
    const oldSpam = await contactFrom(31, "spam");
    const recentSpam = await contactFrom(29, "spam");
    const quietLead = await contactFrom(37 * 31, "new", 37 * 31);
    const workedLead = await contactFrom(37 * 31, "new", 20);
    const oldEntry = await auditEntry(400, "email:someone@elsewhere.example", "203.0.113.5");
    const recentEntry = await auditEntry(300, "email:someone@elsewhere.example", "203.0.113.6");
    const oldFile = mailFile("old-message.eml", 91);
    const recentFile = mailFile("recent-message.eml", 89);

    const settings = await owner.get("/api/admin/privacy/retention");
    expect(settings.status).toBe(200);
    expect(settings.body.periods).toEqual({
      spamDays: 30,
      leadMonths: 36,
      auditMonths: 12,
      mailFileDays: 90,
    });
    expect(settings.body.lastRun).toBeNull();
    expect(settings.body.preview).toMatchObject({
      spam: 1,
      leads: 1,
      notes: 1,
      auditEntries: 1,
      mailFiles: 1,
    });
    // Other periods, not saved: a dry run only.
    const wider = await owner.get(
      "/api/admin/privacy/retention/preview?spamDays=28&leadMonths=36&auditMonths=9&mailFileDays=90",
    );
    expect(wider.body).toMatchObject({ spam: 2, auditEntries: 2 });
    expect(await exists("contact_submissions", oldSpam)).toBeDefined();
    expectProblem(await owner.put("/api/admin/privacy/retention", { spamDays: 0 }), 400);

    const runs = await Promise.all([
      first().services.privacy.retention.runDaily(),
      first().services.privacy.retention.runDaily(),
      runInAnotherProcess(),
      runInAnotherProcess(),
    ]);
    const done = runs.filter((run) => run !== null);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ spam: 1, leads: 1, notes: 1, auditEntries: 1, mailFiles: 1 });

    expect(await exists("contact_submissions", oldSpam)).toBeUndefined();
    expect(await exists("contact_submissions", quietLead)).toBeUndefined();
    expect(await exists("contact_submissions", recentSpam)).toBeDefined();
    expect(await exists("contact_submissions", workedLead)).toBeDefined();
    const entries = await first()
      .handle.db.selectFrom("audit_log")
      .select(["id", "address", "target", "actor_email"])
      .where("id", "in", [oldEntry, recentEntry])
      .execute();
    expect(entries.find((e) => e.id === oldEntry)).toMatchObject({
      address: "",
      target: "email:",
      actor_email: "",
    });
    expect(entries.find((e) => e.id === recentEntry)).toMatchObject({ address: "203.0.113.6" });
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(recentFile)).toBe(true);

    const audit = await owner.get("/api/admin/audit?kind=privacy.retention");
    expect(audit.body).toHaveLength(1);
    expect(audit.body[0]).toMatchObject({
      actorEmail: "retention job",
      after: { removed: done[0] },
    });
    const after = await owner.get("/api/admin/privacy/retention");
    expect(after.body.lastRun).toMatchObject({ counts: done[0] });

    // The day is done on every process; the next day runs again, and the spam kept
    // yesterday at 29 days is now 30 days old.
    expect(await first().services.privacy.retention.runDaily()).toBeNull();
    clock.advance(DAY);
    expect(await first().services.privacy.retention.runDaily()).toMatchObject({ spam: 1 });
    expect(await exists("contact_submissions", recentSpam)).toBeUndefined();
  });

  test("the owner sets the periods; the change is audited", async () => {
    const periods = { spamDays: 14, leadMonths: 24, auditMonths: 6, mailFileDays: 30 };
    const saved = await owner.put("/api/admin/privacy/retention", periods);
    expect(saved.status).toBe(200);
    expect(saved.body.periods).toEqual(periods);
    expect((await owner.get("/api/admin/privacy/retention")).body.periods).toEqual(periods);
    const audit = await owner.get("/api/admin/audit?kind=privacy.retention-update");
    expect(audit.body[0]).toMatchObject({ after: periods });
  });
});
