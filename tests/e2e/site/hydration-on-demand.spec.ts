import { expect, test, type Page } from "@playwright/test";
import { openEnhanced } from "./page-support.ts";

/*
 * The home page works as server HTML and runs its top bar's behaviour inline; it hydrates only
 * when a picture fails and needs its fallback (docs/decisions/098-hydration-on-demand.md).
 */

/** Every script the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

const routerStarted = (page: Page) => page.evaluate(() => "__reactRouterDataRouter" in window);

test.describe("the home page without React", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("downloads no script, and its top bar works", async ({ page }) => {
    const scripts = scriptRequests(page);
    await openEnhanced(page, "/");
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    const search = page.getByRole("button", { name: "Search", exact: true }).first();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // One panel at a time: the search closes the menu, and its box takes the focus.
    await search.click();
    await expect(search).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("searchbox", { name: "Search the site" }).last()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(search).toHaveAttribute("aria-expanded", "false");
    await expect(search).toBeFocused();

    const banner = page.getByRole("banner");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(banner).toHaveAttribute("data-scrolled", "true");
    await expect
      .poll(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe("rgb(15, 23, 42)");

    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    expect(await routerStarted(page)).toBe(false);
  });

  test("shows the quote list's count from this browser's storage", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem(
        "quote-list",
        JSON.stringify([
          { productId: "prod-001", itemSlug: "a", name: "A", quantity: 2 },
          { productId: "prod-001", itemSlug: "b", name: "B", quantity: 1 },
          { productId: 7, name: "not a line" },
        ]),
      ),
    );
    await openEnhanced(page, "/");
    const link = page.getByRole("banner").getByRole("link", { name: "Quote list, 2 items" });
    await expect(link).toBeVisible();
    await expect(link.getByTestId("quote-count")).toHaveText("2");
  });

  test("a picture that fails brings React, which draws its fallback", async ({ page }) => {
    await page.route("**/images/catalogue/pumps-plumbing.svg", (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    const scripts = scriptRequests(page);
    await page.goto("/");
    expect(await routerStarted(page)).toBe(false);
    // A case study's cover, loaded lazily: brought into view as a visitor scrolling down would.
    await page.locator('img[src$="/pumps-plumbing.svg"]').scrollIntoViewIfNeeded();
    await expect(page.getByText("Image not accessible").first()).toBeVisible();
    await expect.poll(() => routerStarted(page)).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    // The top bar was not set up twice: one press still opens the menu.
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});

// The other pages that are server HTML throughout; a page with a form or a dialog hydrates.
for (const path of ["/about", "/projects", "/privacy", "/terms"]) {
  test(`${path} downloads no script, and its links lead on`, async ({ page }) => {
    const scripts = scriptRequests(page);
    await openEnhanced(page, path);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    expect(await routerStarted(page)).toBe(false);
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).first().click();
    await expect(page).toHaveURL("/contact");
  });
}

test("a page with a form still hydrates at once", async ({ page }) => {
  await openEnhanced(page, "/contact");
  await expect.poll(() => routerStarted(page)).toBe(true);
});
