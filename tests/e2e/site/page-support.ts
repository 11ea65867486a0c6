import {
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";
import type { ClosingCallToAction } from "../../../app/content/pages/types.ts";

/**
 * Scroll and menu behaviour needs React attached, not just the server HTML.
 * The router reports itself initialized before React's effects run, so the
 * lazy route modules settling (network idle) is awaited as well.
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter?.state.initialized === true,
  );
}

/** Opens a public page and checks that it answers 200 under this main heading. */
export async function openPage(page: Page, path: string, title: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

/** A link named `name` in `scope` that leads to `href`. */
export async function expectLink(scope: Locator | Page, name: string, href: string) {
  await expect(scope.getByRole("link", { name })).toHaveAttribute("href", href);
}

/** The closing call to action: a region under its heading whose link leads to the contact page. */
export async function expectClosingCallToAction(page: Page, closing: ClosingCallToAction) {
  const region = page.getByRole("region", { name: closing.heading });
  await expectLink(region, closing.cta.text, "/contact");
}

/**
 * Opens a page and waits until its top bar's behaviour runs: the home page's without React
 * (docs/decisions/098), every other page's once hydrated.
 */
export async function openEnhanced(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("header[data-navbar]")).toHaveAttribute("data-enhanced", "");
}

/** Opens a page and waits until React has taken it over. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Fills in each field, found by its exact label, with its value. */
export async function fillFields(scope: Locator | Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

/**
 * A page in a browser context of its own with scripts off, as a visitor without JavaScript sees
 * the site. The caller closes its context.
 */
export async function pageWithoutScripts(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  return context.newPage();
}

/** A page without scripts (see `pageWithoutScripts`), opened at `path`. */
export async function openWithoutScripts(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
) {
  const page = await pageWithoutScripts(browser, options);
  await page.goto(path);
  return page;
}
