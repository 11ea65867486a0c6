import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { GENERATION_POLL_MS } from "../../app/domain/content-generation.server.ts";
import { contactPayload } from "../support/fixtures.ts";
import { describeEachDialect } from "../support/test-app.ts";
import type { TestClient } from "../support/client.ts";
import {
  eventually,
  outboxRows,
  startInstanceForTest,
  type SiteInstance,
} from "./support/mail-site.ts";
import { parseMessage } from "./support/mime.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";

interface SiteDocument {
  version: number;
  content: { company: { name: string; emails: { label: string; address: string }[] } };
}

/**
 * docs/decisions/089: the From is the company as the site content names it now. The mail
 * thread, as the server runs it, picks up the owner's edit without a restart.
 */
describeEachDialect("The sender of the site's e-mails", (dialect) => {
  const cleanup = cleanupAfterEach();

  async function siteWithMailThread(from?: string) {
    return (await startInstanceForTest(dialect, cleanup, { mailFrom: from })).site;
  }

  /** Posts a contact message and reads the acknowledgement's file once the thread wrote it. */
  async function acknowledgementOf(site: SiteInstance, email: string) {
    const posted = await site.client().post("/api/contacts", contactPayload({ email }));
    expect(posted.status).toBe(201);
    const row = await eventually(`the acknowledgement to ${email} sent`, async () => {
      const rows = await outboxRows(site);
      return rows.find((r) => r.recipient === email && r.status === "sent");
    });
    return parseMessage(readFileSync(join(site.dataDir, "mail", `${row.id}.eml`), "utf8"), [], "");
  }

  async function changeCompanyEmail(admin: TestClient, address: string, name?: string) {
    const { body } = await admin.get<SiteDocument>("/api/admin/site");
    const company = structuredClone(body.content.company);
    company.emails[0]!.address = address;
    if (name) company.name = name;
    const saved = await admin.put("/api/admin/site/sections/company", {
      version: body.version,
      content: company,
    });
    expect(saved.status).toBe(200);
    // The mail thread sees a change made through another thread within one poll interval
    // (docs/decisions/079): an acknowledgement sent sooner may still carry the old sender.
    await new Promise((resolve) => setTimeout(resolve, GENERATION_POLL_MS + 50));
  }

  test("an acknowledgement after the owner changes the company e-mail is from the new address", async () => {
    const site = await siteWithMailThread();
    const before = await acknowledgementOf(site, "first@example.org");
    expect(before.headers.from).toMatch(/<info@example\.com>$/);

    await changeCompanyEmail(
      await site.signedInClient(),
      "sales@vadtech-industrial.in",
      'Vadtech "Industrial", Vadodara',
    );
    const after = await acknowledgementOf(site, "second@example.org");
    expect(after.headers.from).toContain("<sales@vadtech-industrial.in>");
    // A name with quotes and a comma stays one display name, not two addresses.
    expect(after.headers.from).toContain('Vadtech \\"Industrial\\", Vadodara');
    // The Message-ID follows the sender's domain, as the receiving servers expect.
    expect(after.messageId).toMatch(/@vadtech-industrial\.in>$/);
    expect(after.text).toContain("sales@vadtech-industrial.in");
  });

  test("MAIL_FROM, when set, is the From whatever the site content says", async () => {
    const site = await siteWithMailThread("Vadtech Sales <sales@mail.vadtech.in>");
    await changeCompanyEmail(await site.signedInClient(), "office@vadtech-industrial.in");
    const message = await acknowledgementOf(site, "third@example.org");
    expect(message.headers.from).toBe("Vadtech Sales <sales@mail.vadtech.in>");
    expect(message.messageId).toMatch(/@mail\.vadtech\.in>$/);
  });
});
