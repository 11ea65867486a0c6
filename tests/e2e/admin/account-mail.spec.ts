import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import { mailedSite, newPageAt, signInAt } from "./site-instance.ts";

/**
 * Mail from the company (docs/decisions/089), end to end on a server of its own with a mail
 * sink: the owner moves their sign-in address through the link sent to the new one, chooses who
 * is e-mailed new leads, and reads the go-live checklist on the dashboard.
 */
const SHOTS = "test-results/account-mail";
// A server per test: the first one moves the owner to another address.
const mailed = mailedSite("test");

/**
 * The page, or the part of it scrolled to just under the sticky header, in a window tall enough
 * to hold it (a full-page shot of a scrolled page repeats the header over its content).
 */
async function shoot(page: Page, name: string, part?: Locator) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: part ? 1600 : 900 });
    const path = `${SHOTS}/${name}-${width}.png`;
    if (!part) {
      await page.screenshot({ path, fullPage: true });
      continue;
    }
    await part.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72),
    );
    await page.screenshot({ path });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the owner's new sign-in address takes effect when the link sent to it is followed", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { site, sink } = mailed();
  const newAddress = "owner@vadtech.in";
  const owner = await newPageAt(browser, site);
  await signInAt(owner, site);
  await owner.goto("/admin/account");
  const panel = owner.getByRole("region", { name: "Sign-in e-mail" });
  await expect(panel).toContainText(`You sign in as ${E2E_ADMIN.email}.`);

  await panel.getByLabel("New e-mail").fill(newAddress);
  await panel.getByLabel("Current password").fill("not the password");
  await panel.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(panel.getByText("The current password is not correct")).toBeVisible();

  await panel.getByLabel("New e-mail").fill(newAddress);
  await panel.getByLabel("Current password").fill(E2E_ADMIN.password);
  await panel.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(panel.getByRole("status")).toContainText(
    `A confirmation link was sent to ${newAddress}`,
  );
  // Until the link is followed the account keeps its address.
  await expect(panel).toContainText(`You sign in as ${E2E_ADMIN.email}.`);
  await expect(panel.getByLabel("Current password")).toHaveValue("");
  await shoot(owner, "account");

  const pattern = /https?:\/\/[^\s"]+(\/admin\/confirm-email\/[\w-]+)/;
  await expect
    .poll(() => sink.messages.some((m) => m.envelopeTo.includes(newAddress)), { timeout: 15_000 })
    .toBe(true);
  const mail = sink.messages.find((m) => m.envelopeTo.includes(newAddress))!;
  expect(mail.headers.from).toContain("<info@example.com>");
  const link = pattern.exec(mail.text)![1]!;

  // The link opens on any device, signed in or not; opening it changes nothing by itself.
  const phone = await newPageAt(browser, site);
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: "Confirm your new address" })).toBeVisible();
  await shoot(phone, "confirm-email");
  await phone.getByRole("button", { name: "Use this address" }).click();
  await expect(phone.getByRole("heading", { name: "Address changed" })).toBeVisible();
  await expect(phone.getByRole("status")).toContainText(`signs in as ${newAddress}`);

  await owner.reload();
  await expect(panel).toContainText(`You sign in as ${newAddress}.`);
  await expect
    .poll(() =>
      sink.messages.some(
        (m) => m.envelopeTo.includes(E2E_ADMIN.email) && m.subject.includes("address was changed"),
      ),
    )
    .toBe(true);

  // Used once: the same link now says so.
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: "Link not valid" })).toBeVisible();
});

test("the owner chooses who is e-mailed new leads, and reads the go-live checklist", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { site } = mailed();
  await signInAt(page, site);

  const card = page.getByRole("region", { name: "Go-live checklist" });
  await expect(card).toContainText("to fix before going live");
  await expect(card).toContainText(`SITE_URL is ${site.url}: not https`);
  await expect(card).toContainText("The site still shows sample contact details");
  await expect(card.getByText(/checks? pass/)).toBeVisible();
  await card.getByText(/checks? pass/).click();
  await expect(card).toContainText("The SMTP server answers and accepts the credentials.");
  await expect(card).toContainText("An account signs in with a sample address nobody reads");
  // The load toast would sit over the card.
  await page.addStyleTag({ content: "[data-sonner-toaster] { display: none }" });
  await shoot(page, "dashboard", card);

  await page.goto(`${site.url}/admin/team`);
  const recipients = page.getByRole("region", { name: "New-lead e-mails" });
  const me = recipients.getByRole("checkbox", { name: /admin@example\.com/ });
  await expect(me).toBeChecked();
  await shoot(page, "team");
  await me.uncheck();
  await recipients.getByRole("button", { name: "Save who is e-mailed" }).click();
  await expect(page.getByRole("status").first()).toHaveText("New leads are e-mailed to nobody.");
  await expect(recipients.getByRole("checkbox", { name: /admin@example\.com/ })).not.toBeChecked();
  await expect(recipients).toContainText("Nobody is ticked");
});
