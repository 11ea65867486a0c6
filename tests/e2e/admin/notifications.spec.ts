import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import { startSmtpSink, type SmtpSink } from "../../mail/support/smtp-sink.ts";
import { expectAccessible } from "../support/axe.ts";
import { startSite, type SiteInstance } from "./site-instance.ts";
import { openSignedIn, signIn, toast, unique, asVisitor, visitorApi } from "./support.ts";

function panelOf(page: Page): Locator {
  return page.getByRole("region", { name: "E-mail notifications" });
}

/** The number shown under 'Waiting' or 'Failed'. */
function countIn(panel: Locator, label: "Waiting" | "Failed"): Locator {
  return panel
    .locator("dl > div")
    .filter({ has: panel.page().getByRole("term").filter({ hasText: label }) })
    .getByRole("definition");
}

async function countsOn(page: Page): Promise<{ waiting: number; failed: number }> {
  const response = await page.request.get("/api/admin/notifications");
  expect(response.status()).toBe(200);
  return (await response.json()) as { waiting: number; failed: number };
}

const waitingOn = async (page: Page) => (await countsOn(page)).waiting;

async function shownCount(panel: Locator, label: "Waiting" | "Failed"): Promise<number> {
  return Number(await countIn(panel, label).innerText());
}

test.describe("the dashboard's e-mail notifications panel", () => {
  test("shows the waiting and failed counts below the four cards, and the queue empties after a submission", async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, baseURL!, "/admin");
    const panel = panelOf(page);
    await expect(
      panel.getByRole("heading", { level: 2, name: "E-mail notifications" }),
    ).toBeVisible();
    await expect(countIn(panel, "Waiting")).toHaveText(/^\d+$/);
    await expect(countIn(panel, "Failed")).toHaveText(/^\d+$/);
    // Without SMTP_URL the e2e server writes .eml files: nothing fails, so there is nothing to retry.
    await expect(countIn(panel, "Failed")).toHaveText("0");
    await expect(panel.getByRole("button", { name: "Retry failed" })).toHaveCount(0);

    // The panel comes after the four cards, which are unchanged.
    const cards = page.getByRole("main").getByRole("link", { name: /^Contact Messages/ });
    const cardBox = await cards.boundingBox();
    const panelBox = await panel.boundingBox();
    expect(panelBox!.y).toBeGreaterThan(cardBox!.y + cardBox!.height);

    // The numbers are the server's.
    expect(await shownCount(panel, "Failed")).toBe((await countsOn(page)).failed);

    await asVisitor(baseURL!, (visitor) => visitor.contact({ name: unique("Queue") }));
    // Two e-mails (team and visitor) are queued, then written within moments.
    await expect.poll(() => waitingOn(page)).toBe(0);
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(countIn(panel, "Waiting")).toHaveText("0");
    await expect(panel).toContainText("Every notification has been sent.");
  });

  test.describe("with a mail server that refuses every message", () => {
    let site: SiteInstance | undefined;
    let sinks: SmtpSink[] = [];
    test.afterEach(async () => {
      await site?.stop();
      for (const sink of sinks) await sink.close();
      site = undefined;
      sinks = [];
    });

    test("shows the failures, 'Retry failed' sends them again, and the e-mail's link opens the inquiry", async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const visitorEmail = "refused.visitor@example.com";
      const refusing = await startSmtpSink({ rejectRecipients: [E2E_ADMIN.email, visitorEmail] });
      sinks.push(refusing);
      site = await startSite({ SMTP_URL: refusing.url });
      const context = await browser.newContext({ baseURL: site.url });
      const page = await context.newPage();
      try {
        const name = unique("Refused");
        const visitor = await visitorApi(site.url);
        const inquiry = await visitor.productInquiry({
          name,
          email: visitorEmail,
          productId: "prod-004",
        });
        await visitor.dispose();

        await signIn(page, site.url);
        // 550 is permanent: both messages are given up at once.
        await expect.poll(() => countsOn(page)).toEqual({ waiting: 0, failed: 2 });

        await page.goto("/admin");
        const panel = panelOf(page);
        await expect(countIn(panel, "Failed")).toHaveText("2");
        await expect(countIn(panel, "Waiting")).toHaveText("0");
        await expect(panel).toContainText("Some e-mails could not be delivered.");
        const retry = panel.getByRole("button", { name: "Retry failed" });
        await expect(retry).toBeVisible();
        await expectAccessible(page);

        // The mail server is fixed (same address, now accepting); the administrator retries.
        await refusing.close();
        const sink = await startSmtpSink({ port: refusing.port });
        sinks.push(sink);
        await retry.click();
        await expect(toast(page, "Notifications queued again")).toBeVisible();
        await expect(page.getByText("2 e-mails will be sent again.")).toBeVisible();
        await page.waitForTimeout(800); // the toast's fade-in, measured once settled
        await expectAccessible(page, { toasts: true });
        await expect(countIn(panel, "Failed")).toHaveText("0");
        await expect(retry).toHaveCount(0);

        const messages = await sink.waitFor(2);
        expect(messages.map((m) => m.envelopeTo.join()).sort()).toEqual(
          [E2E_ADMIN.email, visitorEmail].sort(),
        );
        await expect.poll(() => waitingOn(page)).toBe(0);
        await page.getByRole("button", { name: "Refresh" }).click();
        await expect(countIn(panel, "Waiting")).toHaveText("0");

        // The link in the team's e-mail opens this inquiry in the back office.
        const notification = messages.find((m) => m.envelopeTo.includes(E2E_ADMIN.email))!;
        const link = notification.text.match(/https?:\/\/\S+\/admin\/inquiries\?id=\S+/)?.[0];
        expect(link).toBe(`${site.url}/admin/inquiries?id=${encodeURIComponent(inquiry.id)}`);
        await page.goto(link!);
        const dialog = page.getByRole("dialog");
        await expect(dialog).toContainText(name);
        await expect(dialog.getByText("Read", { exact: true })).toBeVisible();
      } finally {
        await context.close();
      }
    });
  });
});
