import { expect, test, type Page } from "@playwright/test";
import { generate } from "otplib";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import { newPageAt, signInAt, startSite, type SiteInstance } from "./site-instance.ts";

/**
 * Two-factor sign-in, on a server of its own: the owner's account gets a second
 * factor here, and the shared server's tests sign in with the password alone.
 */
let site: SiteInstance;
test.beforeAll(async () => {
  site = await startSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const codeFor = (secret: string, stepsAhead: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

async function submitPassword(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/login\/second-factor/);
}

test("the owner turns on a second factor, then signs in with a code, and without scripts with a recovery code", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await newPageAt(browser, site);
  await signInAt(page, site);

  await page.goto("/admin/account");
  const panel = page.getByRole("region", { name: /Two-factor sign-in/ });
  await expect(panel.getByText("Off", { exact: true })).toBeVisible();
  await panel.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(
    panel.getByRole("img", { name: "QR code for your authenticator app" }),
  ).toBeVisible();
  const secret = (await panel.locator("code").textContent())!.trim();
  await panel.getByLabel("Code from the app").fill("000000");
  await panel.getByRole("button", { name: "Turn on" }).click();
  await expect(panel.getByText(/That code is not correct/)).toBeVisible();
  await panel.getByLabel("Code from the app").fill(await codeFor(secret, 0));
  await panel.getByRole("button", { name: "Turn on" }).click();
  const codes = panel.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;
  await expect(panel.getByText("On", { exact: true })).toBeVisible();

  // Sign out; the password alone now leads to the code page, and a wrong code is said plainly.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/admin/login");
  await submitPassword(page);
  await page.goto("/admin/products");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo/);
  await submitPassword(page);
  await page.getByLabel("Code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText(/That code is not correct/);
  await page.getByLabel("Code").fill(await codeFor(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Without scripts, with a recovery code: the same forms post to the server.
  const plain = await (
    await browser.newContext({ baseURL: site.url, javaScriptEnabled: false })
  ).newPage();
  await submitPassword(plain);
  await plain.getByLabel("Code").fill(recovery);
  await plain.getByRole("button", { name: "Verify" }).click();
  await expect(plain).toHaveURL(/\/admin\/?$/);
  await plain.goto("/admin/account");
  await expect(plain.getByText("9 of 10 recovery codes left.", { exact: false })).toBeVisible();
});
