import { describe, expect, test } from "vitest";
import { seedSiteContent } from "../../app/domain/site/seed-content.ts";
import {
  checkAccountAddresses,
  checkDatabase,
  checkOwnersSecondFactor,
  checkSampleContent,
} from "../../app/domain/readiness/data-checks.ts";
import {
  checkAdministratorSettings,
  checkSenderDomain,
  checkSiteUrl,
  checkSmtp,
  checkTrustProxy,
} from "../../app/domain/readiness/environment-checks.ts";
import { checkBackup, checkDiskSpace } from "../../app/domain/readiness/host-checks.ts";
import type { AccountFacts, ReadinessFacts } from "../../app/domain/readiness/readiness-facts.ts";
import { readinessFindings } from "../../app/domain/readiness/readiness-checks.ts";
import { formatReport } from "../../app/domain/readiness/report.ts";
import { sampleContentOf } from "../../app/domain/readiness/sample-data.ts";

const NOW = Date.parse("2026-03-02T10:00:00Z");
const HOUR = 3_600_000;
const GB = 1024 ** 3;

/** An account in use without a second factor, unless `traits` says otherwise. */
const account = (
  email: string,
  role: AccountFacts["role"],
  traits: Partial<Pick<AccountFacts, "disabled" | "twoFactor">> = {},
): AccountFacts => ({ email, role, disabled: false, twoFactor: false, ...traits });

/** A site ready to go live; each test spoils one thing. */
function ready(overrides: Partial<ReadinessFacts> = {}): ReadinessFacts {
  return {
    env: {
      SITE_URL: "https://www.vadtech.in",
      TRUST_PROXY: "1",
      HOST: "127.0.0.1",
      SMTP_URL: "smtps://mailer:secret@smtp.vadtech.in:465",
    },
    smtp: { ok: true },
    sender: { name: "Vadtech", address: "info@vadtech.in" },
    accounts: [account("owner@vadtech.in", "owner", { twoFactor: true })],
    sample: { testimonials: 0, caseStudies: 0, emails: [], phones: [], sampleLogo: false },
    backup: {
      dir: "/var/backups/site",
      newest: { name: "site-2026-03-02.backup", at: NOW - HOUR },
    },
    disk: [{ path: "/srv/site/data", freeBytes: 40 * GB, totalBytes: 80 * GB }],
    now: NOW,
    ...overrides,
  };
}

const levelOf = (finding: { level: string } | undefined) => finding?.level;

describe("the go-live checks", () => {
  test("a ready site has no error and no warning", () => {
    const findings = readinessFindings(ready());
    expect(findings.filter((f) => f.level !== "ok")).toEqual([]);
    expect(formatReport(findings, "Go-live check")).toContain("Everything checked is ready.");
  });

  test("SITE_URL: unset, http, localhost and not a URL are errors; https is ok", () => {
    const site = (SITE_URL?: string) => checkSiteUrl({ env: { SITE_URL } });
    expect(levelOf(site())).toBe("error");
    expect(site("http://www.vadtech.in")).toMatchObject({ level: "error", summary: /not https/ });
    expect(site("https://localhost:3000").summary).toMatch(/this machine/);
    expect(levelOf(site("https://127.0.0.1"))).toBe("error");
    expect(levelOf(site("vadtech.in"))).toBe("error");
    expect(levelOf(site("https://www.vadtech.in"))).toBe("ok");
  });

  test("TRUST_PROXY: judged against the proxy the request shows, or the https it implies", () => {
    const env = ready().env;
    const unset = { ...env, TRUST_PROXY: undefined };
    expect(checkTrustProxy({ env: unset, request: { forwarded: true } })).toMatchObject({
      level: "error",
      fix: /TRUST_PROXY=1/,
    });
    // The command line sees no request: an https site must have a proxy ending TLS in front.
    expect(levelOf(checkTrustProxy({ env: unset }))).toBe("warning");
    expect(levelOf(checkTrustProxy({ env: { ...unset, TRUST_PROXY: "0" } }))).toBe("warning");
    expect(levelOf(checkTrustProxy({ env: { ...unset, SITE_URL: "http://intranet" } }))).toBe("ok");
    expect(checkTrustProxy({ env, request: { forwarded: false } }).summary).toMatch(
      /without X-Forwarded-For/,
    );
    expect(levelOf(checkTrustProxy({ env, request: { forwarded: true } }))).toBe("ok");
    // A hop count on a public interface believes any client that connects directly.
    const open = checkTrustProxy({ env: { ...env, HOST: undefined } });
    expect(open).toMatchObject({ level: "warning", fix: /HOST=127\.0\.0\.1/ });
    expect(
      levelOf(checkTrustProxy({ env: { ...env, HOST: "0.0.0.0", TRUST_PROXY: "10.0.0.5" } })),
    ).toBe("ok");
  });

  test("SMTP: unset or refused is an error naming the reason; accepted is ok", () => {
    expect(checkSmtp({ env: {} })).toMatchObject({
      level: "error",
      summary: /SMTP_URL is not set/,
    });
    const refused = checkSmtp({
      env: ready().env,
      smtp: { ok: false, reason: "EAUTH 535: Invalid login" },
    });
    expect(refused).toMatchObject({ level: "error", summary: /EAUTH 535/ });
    expect(levelOf(checkSmtp({ env: ready().env, smtp: { ok: true } }))).toBe("ok");
  });

  test("the sender: a sample address is an error, another domain a warning, the site's own or a subdomain ok", () => {
    const sender = (address: string, env = ready().env) =>
      checkSenderDomain({ env, sender: { name: "Vadtech", address } });
    expect(sender("info@example.com")).toMatchObject({ level: "error", fix: /Company details/ });
    expect(
      sender("info@example.com", { ...ready().env, MAIL_FROM: "info@example.com" }).fix,
    ).toMatch(/MAIL_FROM/);
    expect(sender("vadtech.sales@gmail.com")).toMatchObject({ level: "warning", fix: /SPF/ });
    expect(levelOf(sender("info@vadtech.in"))).toBe("ok");
    expect(levelOf(sender("noreply@mail.vadtech.in"))).toBe("ok");
    expect(levelOf(sender("info@vadtech.in", { SITE_URL: "https://shop.vadtech.in" }))).toBe("ok");
    expect(levelOf(sender("info@vadtech.in", {}))).toBe("warning");
    expect(levelOf(checkSenderDomain({ env: {}, sender: null }))).toBe("warning");
  });

  test("accounts: any account at a reserved domain is an error naming it", () => {
    const finding = checkAccountAddresses({
      accounts: [
        account("admin@example.com", "owner", { twoFactor: true }),
        account("sales@vadtech.in", "sales"),
        account("old@staff.test", "editor", { disabled: true }),
      ],
    });
    expect(finding.level).toBe("error");
    expect(finding.summary).toContain("admin@example.com, old@staff.test");
    expect(finding.summary).not.toContain("sales@vadtech.in");
  });

  test("owners without a second factor are named; other roles and disabled owners are not", () => {
    const finding = checkOwnersSecondFactor({
      accounts: [
        account("a@vadtech.in", "owner"),
        account("b@vadtech.in", "owner", { disabled: true }),
        account("c@vadtech.in", "sales"),
        account("d@vadtech.in", "owner", { twoFactor: true }),
      ],
    });
    expect(finding).toMatchObject({
      level: "warning",
      summary: /An owner has .*: a@vadtech\.in\./,
    });
  });

  test("sample content: contact details are an error, testimonials and case studies a warning", () => {
    const [contacts, stories] = checkSampleContent({
      sample: {
        testimonials: 3,
        caseStudies: 1,
        emails: ["info@example.com"],
        phones: ["+91 98765 43210"],
        sampleLogo: false,
      },
    });
    expect(contacts).toMatchObject({
      level: "error",
      summary: /info@example\.com, \+91 98765 43210/,
    });
    expect(stories).toMatchObject({
      level: "warning",
      summary: /3 sample testimonials and 1 sample case study/,
    });
  });

  test("sample logo: a warning while no logo is uploaded, fine once one is", () => {
    const sample = { testimonials: 0, caseStudies: 0, emails: [], phones: [] };
    const logo = (sampleLogo: boolean) =>
      checkSampleContent({ sample: { ...sample, sampleLogo } }).find((f) => f.id === "sample-logo");
    expect(logo(true)).toMatchObject({ level: "warning", summary: /sample logo/ });
    expect(logo(true)?.fix).toMatch(/Company details › Identity/);
    expect(logo(false)?.level).toBe("ok");
  });

  test("the seeded site content is found as sample content, and a rewritten one is not", () => {
    const seed = seedSiteContent();
    const found = sampleContentOf(seed, 4);
    expect(found.testimonials).toBe(seed.testimonials.items.length);
    expect(found.emails.sort()).toEqual(
      ["info@example.com", "privacy@example.com", "sales@example.com"].sort(),
    );
    expect(found.phones).toHaveLength(2);
    expect(found.sampleLogo).toBe(true);

    const own = structuredClone(seed);
    own.company.emails = [{ label: "General", address: "info@vadtech.in" }];
    own.company.grievanceOfficer.email = "privacy@vadtech.in";
    own.company.phones = [{ label: "Office", number: "0265 288 1234" }];
    own.testimonials.items = own.testimonials.items.map((t, i) =>
      i === 0 ? { ...t, quote: "A real customer's words." } : { ...t, hidden: true },
    );
    own.footer.blurb = "Write to sales@example.org"; // an address anywhere in the content counts
    expect(sampleContentOf(own, 0)).toEqual({
      testimonials: 0,
      caseStudies: 0,
      emails: ["sales@example.org"],
      phones: [],
      sampleLogo: true,
    });
    // The same number written another way is still the sample.
    own.company.whatsapp = "098765-43210";
    expect(sampleContentOf(own, 0).phones).toEqual(["098765-43210"]);
  });

  test("backups: unset, unreadable, none and older than 48 hours are warnings", () => {
    expect(checkBackup({ now: NOW })).toMatchObject({
      level: "warning",
      summary: /BACKUP_DIR is not set/,
    });
    expect(levelOf(checkBackup({ now: NOW, backup: { dir: "/b", error: "EACCES" } }))).toBe(
      "warning",
    );
    expect(checkBackup({ now: NOW, backup: { dir: "/b", newest: null } }).summary).toMatch(
      /No backup/,
    );
    const old = checkBackup({
      now: NOW,
      backup: { dir: "/b", newest: { name: "x", at: NOW - 49 * HOUR } },
    });
    expect(old).toMatchObject({ level: "warning", summary: /49 hours old/ });
    const recent = checkBackup({
      now: NOW,
      backup: { dir: "/b", newest: { name: "x", at: NOW - 47 * HOUR } },
    });
    expect(recent).toMatchObject({ level: "ok", summary: /47 hours old/ });
  });

  test("disk space: under 512 MB an error, under 2 GB or a tenth a warning", () => {
    const disk = (freeBytes: number, totalBytes = 100 * GB) =>
      checkDiskSpace({ disk: [{ path: "/srv", freeBytes, totalBytes }] })[0];
    expect(levelOf(disk(0.4 * GB))).toBe("error");
    expect(levelOf(disk(1.5 * GB))).toBe("warning");
    expect(levelOf(disk(8 * GB))).toBe("warning");
    expect(levelOf(disk(8 * GB, 20 * GB))).toBe("ok");
    expect(disk(8 * GB, 20 * GB)?.summary).toBe("8.0 GB free of 20.0 GB at /srv.");
    expect(levelOf(checkDiskSpace({ disk: [{ path: "/srv", error: "ENOENT" }] })[0]!)).toBe(
      "warning",
    );
  });

  test("administrator settings left in the environment are a warning", () => {
    expect(
      levelOf(
        checkAdministratorSettings({
          env: { ADMIN_EMAIL: "o@vadtech.in", ADMIN_PASSWORD: "x".repeat(12) },
        }),
      ),
    ).toBe("warning");
    expect(levelOf(checkAdministratorSettings({ env: {} }))).toBe("ok");
  });

  test("an unreadable database is one error that stands for the checks of what it holds", () => {
    const findings = readinessFindings(
      ready({ accounts: null, sample: null, sender: null, databaseError: "connection refused" }),
    );
    expect(checkDatabase({ databaseError: "connection refused" }).level).toBe("error");
    expect(findings.map((f) => f.id)).not.toContain("account-addresses");
    expect(findings.map((f) => f.id)).not.toContain("sample-contacts");
    const report = formatReport(findings, "Go-live check");
    expect(report).toContain("error    The database could not be read: connection refused.");
    expect(report).toContain("1 error, 0 warnings: fix the errors before going live.");
  });
});
