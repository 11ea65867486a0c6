import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../support/axe.ts";
import { openEnhanced, openHydrated } from "./page-support.ts";

/** docs/decisions/082: the site search page, the header's search box and /products' item list. */

const PUMP_PAGE = "/products/prod-007/centrifugal-pumps";

function results(page: Page) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
}

test.describe("the search page without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a GET form finds the item, marks the words and links to its page", async ({ page }) => {
    const response = await page.goto("/search");
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { name: "Searches to try" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search terms" }).fill("ss316 centrifugal");
    await page.getByRole("search", { name: "New" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=ss316\+centrifugal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Results for “ss316 centrifugal”",
    );
    const first = results(page).first();
    await expect(first.getByRole("link", { name: "Centrifugal Pumps" })).toHaveAttribute(
      "href",
      PUMP_PAGE,
    );
    await expect(first.locator("mark", { hasText: "SS316" })).toBeVisible();
    await expect(first.getByText("Pumps & Plumbing")).toBeVisible();
    await first.getByRole("link", { name: "Centrifugal Pumps" }).click();
    await expect(page).toHaveURL(PUMP_PAGE);
  });

  test("a typo is corrected, and filters narrow the results to one kind", async ({ page }) => {
    await page.goto("/search?q=centrifugl");
    await expect(page.getByText(/No results for “centrifugl”\. Showing results for/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Centrifugal Pumps" })).toBeVisible();
    const kinds = page.getByRole("navigation", { name: "Kinds of result" });
    await kinds.getByRole("link", { name: /^Items/ }).click();
    await expect(page).toHaveURL(/type=item/);
    await expect(kinds.getByRole("link", { name: /^Items/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(results(page).getByText("Item", { exact: true })).toHaveCount(
      await results(page).count(),
    );
  });

  test("no results says so and suggests the words that find something alone", async ({ page }) => {
    await page.goto("/search?q=zzyzx+gearbox");
    await expect(
      page.getByRole("heading", { name: "No results for “zzyzx gearbox”" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "gearbox", exact: true }).click();
    await expect(page).toHaveURL("/search?q=gearbox");
    await expect(results(page).first()).toBeVisible();
  });

  test("a query under 2 characters is explained, not searched", async ({ page }) => {
    const response = await page.goto("/search?q=a");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Type at least 2 characters to search")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search terms" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  test("the header box at 375 px opens and searches", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Search" }).click();
    await banner.getByRole("searchbox", { name: "Search the site" }).fill("maintenance");
    await banner.getByRole("button", { name: "Search", exact: true }).last().click();
    await expect(page).toHaveURL("/search?q=maintenance");
    await expect(page.getByRole("link", { name: /Maintenance/ }).first()).toBeVisible();
  });

  test("/products?q= lists the items that match under the grid", async ({ page }) => {
    // The buyer's query: other tests add SS316 items of their own to this shared catalogue.
    await page.goto("/products?q=centrifugal+ss316");
    const list = page.getByRole("region", { name: "Matching items" });
    await expect(list.getByRole("link", { name: /Centrifugal Pumps/ })).toHaveAttribute(
      "href",
      PUMP_PAGE,
    );
  });
});

test.describe("the search with scripts", () => {
  test("the header box at 375 px: opens focused, searches, and the page passes axe", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openEnhanced(page, "/");
    const banner = page.getByRole("banner");
    const toggle = banner.getByRole("button", { name: "Search" }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const box = banner.getByRole("searchbox", { name: "Search the site" });
    await expect(box).toBeFocused();
    await expectAccessible(page);
    await box.fill("gearbox");
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=gearbox");
    await expect(results(page).first()).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectAccessible(page);
  });

  test("the header box at 1280 px is in the bar", async ({ page }) => {
    await openHydrated(page, "/contact");
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
    await box.fill("pump");
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=pump");
    // Pumps come before Pneumatics; other tests add pump categories of their own, so the
    // seeded one need not be first.
    await expect(results(page).first()).toBeVisible();
    const names = await results(page).getByRole("link").allTextContents();
    const pumps = names.indexOf("Pumps & Plumbing");
    expect(pumps).toBeGreaterThanOrEqual(0);
    if (names.includes("Pneumatics")) expect(pumps).toBeLessThan(names.indexOf("Pneumatics"));
  });

  test("/products live search keeps filtering the grid and lists matching items", async ({
    page,
  }) => {
    await openHydrated(page, "/products");
    await page.getByRole("searchbox", { name: "Search products" }).fill("gearbox");
    await expect(page.getByRole("article")).toHaveCount(1);
    const list = page.getByRole("region", { name: "Matching items" });
    const helical = list.getByRole("link", { name: /Helical Gearboxes/ });
    await expect(helical).toHaveAttribute("href", "/products/prod-001/helical-gearboxes");
    await expect(helical.locator("mark").first()).toHaveText("Gearboxes");
    await page.getByRole("searchbox", { name: "Search products" }).fill("g");
    await expect(list).toHaveCount(0);
    await expect(page.getByRole("article")).not.toHaveCount(0);
  });

  test("/search is not in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/products/prod-007/centrifugal-pumps");
    expect(sitemap).not.toContain("/search");
  });
});
