import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { probeSmtp } from "../../app/domain/readiness/smtp-probe.server.ts";
import { expectProblem } from "../support/fixtures.ts";
import { replaceSampleDetails } from "../support/go-live.ts";
import { memberClient } from "../support/team.ts";
import {
  createTestApp,
  describeEachDialect,
  type TestApp,
  type TestClient,
} from "../support/test-app.ts";
import { startSmtpSink, unusedPort, type SmtpSink } from "../mail/support/smtp-sink.ts";

interface Readiness {
  errors: number;
  warnings: number;
  findings: { id: string; level: string; summary: string; fix?: string }[];
}

/**
 * docs/decisions/089: the owner's go-live checklist judges the running server's own settings
 * and data, the same checks as `npm run doctor`.
 */
describeEachDialect("The go-live checklist", (dialect) => {
  let app: TestApp;
  let owner: TestClient;
  let sink: SmtpSink;
  let backupDir: string;

  beforeAll(async () => {
    sink = await startSmtpSink({ password: "right-password" });
    backupDir = mkdtempSync(join(tmpdir(), "site-backups-"));
    app = await createTestApp(dialect, {
      environment: {
        SITE_URL: "https://www.vadtech.in",
        SMTP_URL: `smtp://mailer:right-password@127.0.0.1:${sink.port}`,
        BACKUP_DIR: backupDir,
        DATA_DIR: backupDir,
      },
    });
    owner = await app.signedInClient();
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
    rmSync(backupDir, { recursive: true, force: true });
  });

  const readiness = async (headers?: Record<string, string>) => {
    const response = await owner.get<Readiness>("/api/admin/readiness", { headers });
    expect(response.status).toBe(200);
    return new Map(response.body.findings.map((f) => [f.id, f]));
  };

  test("a fresh install names its sample accounts, sender and content; SMTP answers", async () => {
    const findings = await readiness();
    expect(findings.get("site-url")?.level).toBe("ok");
    expect(findings.get("smtp")?.level).toBe("ok");
    expect(findings.get("account-addresses")).toMatchObject({
      level: "error",
      summary: expect.stringContaining("admin@example.com"),
    });
    expect(findings.get("sender")).toMatchObject({
      level: "error",
      summary: expect.stringContaining("<info@example.com>"),
    });
    expect(findings.get("sample-contacts")?.level).toBe("error");
    expect(findings.get("sample-stories")?.summary).toMatch(
      /sample testimonials and 4 sample case studies/,
    );
    expect(findings.get("owners-second-factor")?.level).toBe("warning");
    expect(findings.get("backup")?.summary).toMatch(/No backup/);
  });

  test("what the owner fixes turns ok, and an old backup is a warning", async () => {
    await replaceSampleDetails(app, (content) => {
      content.testimonials.items = content.testimonials.items.map((t) => ({ ...t, hidden: true }));
    });
    await app.handle.db.updateTable("projects").set({ published: false }).execute();
    const backup = join(backupDir, "site-2026-03-01.backup");
    writeFileSync(backup, "backup");
    const twoDaysAgo = (Date.now() - 49 * 3_600_000) / 1000;
    utimesSync(backup, twoDaysAgo, twoDaysAgo);

    let findings = await readiness();
    for (const id of ["account-addresses", "sender", "sample-contacts", "sample-stories"])
      expect(findings.get(id), id).toMatchObject({ level: "ok" });
    expect(findings.get("sender")?.summary).toBe(
      "E-mails go out from Vadtech Industrial Solutions <info@vadtech.in>.",
    );
    expect(findings.get("backup")).toMatchObject({ level: "warning", summary: /49 hours old/ });

    writeFileSync(join(backupDir, "site-2026-03-03.backup"), "backup");
    writeFileSync(join(backupDir, "site-2026-03-04.backup.tmp"), "half written");
    findings = await readiness();
    expect(findings.get("backup")).toMatchObject({
      level: "ok",
      summary: "The newest backup (site-2026-03-03.backup) is 0 hours old.",
    });
  });

  test("a request through a proxy while TRUST_PROXY is unset is an error", async () => {
    const findings = await readiness({ "X-Forwarded-For": "203.0.113.9" });
    expect(findings.get("trust-proxy")).toMatchObject({ level: "error", fix: /TRUST_PROXY=1/ });
  });

  test("only the owner sees it", async () => {
    for (const role of ["editor", "sales"] as const) {
      const member = await memberClient(app, role);
      expectProblem(await member.client.get("/api/admin/readiness"), 403);
    }
    expectProblem(await app.client().get("/api/admin/readiness"), 401);
  });

  test("the SMTP probe names a refused login and a server that is not there", async () => {
    const wrong = await probeSmtp(`smtp://mailer:wrong-password@127.0.0.1:${sink.port}`);
    expect(wrong).toMatchObject({ ok: false, reason: expect.stringMatching(/535/) });
    expect(wrong.ok ? "" : wrong.reason).not.toContain("wrong-password");
    const absent = await probeSmtp(`smtp://127.0.0.1:${await unusedPort()}`, 1_000);
    expect(absent).toMatchObject({ ok: false, reason: expect.stringMatching(/ECONNREFUSED/) });
  });
});
