import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../support/axe.ts";
import { openHydrated, openWithoutScripts } from "./page-support.ts";

/** docs/decisions/081: an item's own page, reached from its category. */

const PUMP_PATH = "/products/prod-007/centrifugal-pumps";

interface JsonLdNode {
  "@type": string;
  name?: string;
  brand?: { name: string };
  model?: string;
  additionalProperty?: Array<{ "@type": string; name: string; value: string }>;
}

async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as JsonLdNode | JsonLdNode[];
    return Array.isArray(data) ? data : [data];
  });
}

test.describe("a catalogue item's page (/products/{categoryId}/{itemSlug})", () => {
  test("opens from its category's tile and shows the specification table", async ({ page }) => {
    await openHydrated(page, "/products/prod-007");
    const tiles = page.getByRole("region", { name: "Available Products" });
    await tiles.getByRole("link", { name: /Centrifugal Pumps/ }).click();
    await expect(page).toHaveURL(new RegExp(`${PUMP_PATH}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Centrifugal Pumps" })).toBeVisible();

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Pumps & Plumbing" })).toHaveAttribute(
      "href",
      "/products/prod-007",
    );
    await expect(crumbs.getByText("Centrifugal Pumps")).toHaveAttribute("aria-current", "page");

    const table = page.getByRole("table", { name: "Specifications of Centrifugal Pumps" });
    await expect(table.getByRole("rowheader", { name: "Head" })).toBeVisible();
    await expect(table.getByRole("row", { name: "Flow 30 m³/h" })).toBeVisible();
    await expect(table.getByRole("row", { name: /SS316/ })).toBeVisible();

    const facts = page.getByRole("definition");
    await expect(facts.filter({ hasText: "8413" })).toBeVisible();
    await expect(facts.filter({ hasText: "2–3 weeks" })).toBeVisible();

    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute("href", new RegExp(`${PUMP_PATH}$`));

    const product = (await jsonLd(page)).find((node) => node["@type"] === "Product");
    expect(product).toMatchObject({ name: "Centrifugal Pumps", model: expect.any(String) });
    expect(product?.brand?.name).toBeTruthy();
    expect(product?.additionalProperty).toContainEqual({
      "@type": "PropertyValue",
      name: "Head",
      value: "40 m",
    });
  });

  test("'Inquire Now' opens the product inquiry for this item", async ({ page }) => {
    await openHydrated(page, PUMP_PATH);
    await page.getByRole("button", { name: "Inquire Now" }).click();
    await expect(
      page.getByRole("dialog", { name: "Inquire about Centrifugal Pumps" }),
    ).toBeVisible();
  });

  test("keeps a name with a comma as one item with its own page", async ({ page }) => {
    await page.goto("/products/prod-007");
    await page
      .getByRole("region", { name: "Available Products" })
      .getByRole("link", { name: /Butterfly Valves, wafer type/ })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Butterfly Valves, wafer type" }),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "More in Pumps & Plumbing" }).getByRole("link"),
    ).not.toHaveCount(0);
  });

  test("answers 404 with the site's not-found page for an unknown item", async ({ page }) => {
    const response = await page.goto("/products/prod-007/no-such-item");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    const unknownCategory = await page.goto("/products/no-such-category/centrifugal-pumps");
    expect(unknownCategory?.status()).toBe(404);
  });

  test("is listed in the sitemap", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`${PUMP_PATH}</loc>`);
  });

  test("works without scripts: tile, table and the inquiry form in the page", async ({
    browser,
    baseURL,
  }) => {
    const page = await openWithoutScripts(browser, "/products/prod-007", { baseURL });
    await page
      .getByRole("region", { name: "Available Products" })
      .getByRole("link", { name: /Centrifugal Pumps/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PUMP_PATH}$`));
    await expect(page.getByRole("rowheader", { name: "MOC (casing and impeller)" })).toBeVisible();
    await page.getByRole("button", { name: "Inquire Now" }).click();
    await expect(page).toHaveURL(/inquire=Centrifugal\+Pumps/);
    const form = page.getByRole("region", { name: "Inquire about Centrifugal Pumps" });
    await expect(form.getByRole("button", { name: "Send Inquiry" })).toBeVisible();
    await page.context().close();
  });

  test("has no axe-core violations", async ({ page }) => {
    await openHydrated(page, PUMP_PATH);
    await expectAccessible(page);
  });

  test("screenshots at 1280 and 375 px", async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ["category", "/products/prod-007"],
        ["item", PUMP_PATH],
      ] as const) {
        await openHydrated(page, path);
        await page.screenshot({
          path: `${process.env.ITEM_SHOTS ?? "test-results"}/${name}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
});
