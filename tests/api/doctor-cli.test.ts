import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ADMIN } from "../support/client.ts";
import { replaceSampleDetails } from "../support/go-live.ts";
import { npmRun } from "../support/run-to-exit.ts";
import { createTestServices, describeEachDialect, type TestServices } from "../support/test-app.ts";
import { startSmtpSink, type SmtpSink } from "../mail/support/smtp-sink.ts";

/** `npm run doctor` as the IT person runs it: its exit code and what it prints. */
const doctor = (env: Record<string, string>) => npmRun(["doctor"], env);

/** docs/decisions/089: `npm run doctor` exits 1 on any error and names every finding. */
describeEachDialect("npm run doctor", (dialect) => {
  let site: TestServices;
  let sink: SmtpSink;
  let dataDir: string;

  beforeAll(async () => {
    site = await createTestServices(dialect);
    await site.services.auth.ensureAdministrator(ADMIN);
    sink = await startSmtpSink({ password: "right-password" });
    dataDir = mkdtempSync(join(tmpdir(), "site-doctor-"));
  });
  afterAll(async () => {
    await site?.close();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a fresh install with an http SITE_URL and no SMTP exits 1, naming what to fix", async () => {
    const { code, output } = await doctor({
      DATABASE_URL: site.url,
      DATA_DIR: dataDir,
      SITE_URL: "http://www.vadtech.in",
    });
    expect(code).toBe(1);
    expect(output).toContain("error    SITE_URL is http://www.vadtech.in: not https");
    expect(output).toContain("error    SMTP_URL is not set");
    expect(output).toMatch(
      /error {4}An account signs in with a sample address .*admin@example\.com/,
    );
    expect(output).toMatch(/error {4}E-mails go out from .*<info@example\.com>/);
    expect(output).toContain("warning  BACKUP_DIR is not set");
    expect(output).toMatch(/→ Set SMTP_URL=smtps:\/\//);
    expect(output).toMatch(/\d+ errors, \d+ warnings: fix the errors before going live\.\n$/);
  });

  test("a setting the server would refuse exits 1 and names it", async () => {
    const { code, output } = await doctor({ DATABASE_URL: site.url, SITE_URL: "not a url" });
    expect(code).toBe(1);
    expect(output).toMatch(/The server would refuse to start: SITE_URL: must be an absolute URL/);
  });

  test("once every error is fixed it exits 0", async () => {
    await replaceSampleDetails(site);
    writeFileSync(join(dataDir, "site-today.backup"), "backup");
    const { code, output } = await doctor({
      DATABASE_URL: site.url,
      DATA_DIR: dataDir,
      BACKUP_DIR: dataDir,
      SITE_URL: "https://www.vadtech.in",
      TRUST_PROXY: "1",
      HOST: "127.0.0.1",
      SMTP_URL: `smtp://mailer:right-password@127.0.0.1:${sink.port}`,
    });
    expect(output).toContain("ok       The SMTP server answers and accepts the credentials.");
    expect(output).toContain(
      "ok       E-mails go out from Vadtech Industrial Solutions <info@vadtech.in>.",
    );
    expect(output).not.toMatch(/^ {2}error/m);
    expect(code).toBe(0);
  });
});
