import { expect, test, type Page } from "@playwright/test";
import { createProduct, unique } from "./admin-api.ts";
import { openHydrated, openWithoutScripts } from "./page-support.ts";

/** A card of the grid, found by its title heading. */
function card(page: Page, title: string) {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test.describe("the product catalogue (/products)", () => {
  test("renders the hero, search box, cards and the three-step trading process with status 200", async ({
    page,
  }) => {
    const response = await page.goto("/products");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveAttribute(
      "placeholder",
      "Search products...",
    );
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(11);
    for (const step of ["Quality Sourcing", "Quality Assurance", "Timely Delivery"]) {
      await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const link = card(page, "Pumps & Plumbing").getByRole("link", { name: /Pumps & Plumbing/ });
    await expect(link).toHaveAttribute("href", "/products/prod-007");
  });

  test("search narrows the grid case-insensitively on title and description", async ({ page }) => {
    await openHydrated(page, "/products");
    const search = page.getByRole("searchbox", { name: "Search products" });

    await search.fill("pUMPS & PLUMBING");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card(page, "Pumps & Plumbing")).toBeVisible();

    // "Digital Multimeters" is only in the description of Test Instruments.
    await search.fill("digital MULTIMETERS");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card(page, "Test Instruments")).toBeVisible();

    await search.fill("no-such-thing-in-the-catalogue");
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(
      page.getByText('No products match "no-such-thing-in-the-catalogue"'),
    ).toBeVisible();

    await search.fill("");
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(11);
  });

  test("the search term stays in the address, so reload and Back keep it", async ({ page }) => {
    await openHydrated(page, "/products");
    const search = page.getByRole("searchbox", { name: "Search products" });
    await search.pressSequentially("plumbing");
    await expect(page).toHaveURL(/\/products\?q=plumbing$/);
    await expect(page.getByRole("article")).toHaveCount(1);

    await page.reload();
    await expect(search).toHaveValue("plumbing");
    await expect(page.getByRole("article")).toHaveCount(1);

    await card(page, "Pumps & Plumbing").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/products\/prod-007/);
    await page.goBack();
    await expect(search).toHaveValue("plumbing");
    await expect(page.getByRole("article")).toHaveCount(1);

    // A link to the catalogue starts a new search.
    await page.getByRole("link", { name: "Our Products" }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(search).toHaveValue("");
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(11);
  });

  test("search also works without JavaScript through ?q=", async ({ browser, baseURL }) => {
    const page = await openWithoutScripts(browser, "/products", { baseURL });
    await page.getByRole("searchbox", { name: "Search products" }).fill("HYDRAULIC");
    await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(/q=HYDRAULIC/);
    await expect(card(page, "Pneumatics & Hydraulics")).toBeVisible();
    await expect(card(page, "Packaging")).toHaveCount(0);
    await page.context().close();
  });

  test("a description over 100 characters is cut on a word boundary with '...', and new products show 'New'", async ({
    page,
    baseURL,
  }) => {
    const names = Array.from({ length: 12 }, (_, index) => `Industrial Valve Type ${index + 1}`);
    const description = names.join(", ");
    const title = unique("Valve Range");
    await createProduct(baseURL!, { title, description, isNew: true });

    await page.goto("/products");
    const created = card(page, title);
    // Within 100 characters, ending on a whole name, never half a word.
    const cut =
      "Industrial Valve Type 1, Industrial Valve Type 2, Industrial Valve Type 3, Industrial Valve Type 4...";
    expect(cut.length - 3).toBeLessThanOrEqual(100);
    await expect(created.getByText(cut, { exact: true })).toBeVisible();
    await expect(created.getByText(description, { exact: true })).toHaveCount(0);
    await expect(created.getByText("New", { exact: true })).toBeVisible();
    await expect(
      card(page, "Motors & Power Transmission").getByText("New", { exact: true }),
    ).toBeVisible();
    await expect(card(page, "Fasteners & Spares").getByText("New", { exact: true })).toHaveCount(0);
  });

  test("shows 'Loading products...' while the catalogue reloads", async ({ page }) => {
    await openHydrated(page, "/products");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/products.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Our Products" }).first().click();
    await expect(page.getByText("Loading products...")).toBeVisible();
    release();
    await expect(page.getByText("Loading products...")).toHaveCount(0);
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(11);
  });

  test("a failed data request shows the generic fallback with the status", async ({ page }) => {
    await openHydrated(page, "/services");
    // An answer the router cannot read: React Router's 'Unexpected Application Error!'.
    await page.route("**/products.data*", (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("link", { name: "Our Products" }).first().click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(page.getByText("500 Internal Server Error")).toBeVisible();
  });
});
