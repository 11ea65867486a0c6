import { expect, test } from "@playwright/test";
import { createProduct, unique } from "./admin-api.ts";
import { expectAccessible } from "../support/axe.ts";
import { openHydrated, waitForHydration } from "./page-support.ts";
const HINT =
  "Please check that sharing on the file-sharing service is set to 'Anyone with the link can view'.";

test.describe("the product category page (/products/{categoryId})", () => {
  test("shows the hero, breadcrumbs, carousel, badges and the 'Request Quote' card", async ({
    page,
  }) => {
    const response = await page.goto("/products/prod-001");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Motors & Power Transmission" }),
    ).toBeVisible();
    await expect(page.getByText("Quality Industrial Products", { exact: true })).toBeVisible();

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Products" })).toHaveAttribute(
      "href",
      "/products",
    );
    await expect(crumbs.getByText("Motors & Power Transmission")).toHaveAttribute(
      "aria-current",
      "page",
    );

    await expect(page.getByText("Power", { exact: true })).toBeVisible();
    await expect(page.getByText("New Product Line", { exact: true })).toBeVisible();
    const carousel = page.getByRole("region", { name: "Motors & Power Transmission images" });
    await expect(carousel.getByRole("group")).toHaveCount(2);
    await waitForHydration(page);
    await carousel.getByRole("button", { name: "Next image" }).click();
    await expect(carousel.getByText("Image 2 of 2")).toBeAttached();
    await expect(carousel.getByRole("button", { name: "Previous image" })).toBeVisible();

    await expect(page.getByRole("heading", { name: "Request Quote" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: /Call Sales/ })).toHaveAttribute(
      "href",
      /^tel:\+91/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("lists the sub-products split from the description, each with 'Inquire'", async ({
    page,
    request,
  }) => {
    const product = (await (await request.get("/api/products/prod-002")).json()) as {
      description: string;
    };
    const names = product.description.split(",").map((name) => name.trim());
    await page.goto("/products/prod-002");
    const list = page.getByRole("region", { name: "Available Products" }).getByRole("listitem");
    await expect(list).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      const item = list.nth(index).getByRole("button", { name: `Inquire about ${name}` });
      await expect(item).toBeVisible();
      await expect(item.getByText("Inquire", { exact: true })).toBeVisible();
    }
    // No carousel arrows for a single image, and no 'New Product Line' when isNew is false.
    await expect(page.getByRole("button", { name: "Next image" })).toHaveCount(0);
    await expect(page.getByText("New Product Line")).toHaveCount(0);
  });

  test("answers 404 with 'Product Not Found' for an unknown category", async ({ page }) => {
    // Its screen is loaded lazily (decision 099): hydration must find the same markup.
    const reactErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /React|hydrat/i.test(message.text()))
        reactErrors.push(message.text());
    });
    const response = await page.goto("/products/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
    await expect(
      page.getByText("Sorry, the requested product category could not be found."),
    ).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
    expect(reactErrors).toEqual([]);
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("replaces every image with the 'Image not accessible' placeholder when one fails", async ({
    page,
    baseURL,
  }) => {
    const product = await createProduct(baseURL!, {
      title: unique("Broken Image Range"),
      imageUrl: "https://invalid.example.invalid/x.png",
      images: ["https://invalid.example.invalid/x.png", "/images/catalogue/packaging.svg"],
      description: "Gear Pumps, Screw Pumps",
      subproductImages: { "Gear Pumps": "/images/subproducts/bolt.svg" },
    });
    await page.goto(`/products/${product.id}`);
    await expect(page.getByText("Image not accessible").first()).toBeVisible();
    await expect(page.getByText(HINT).first()).toBeVisible();
    // Every picture of the page's main content is replaced, the working ones too.
    await expect(page.locator("main img[src*='/images/catalogue/packaging.svg']")).toHaveCount(0);
    await expect(page.locator("main img[src*='/images/subproducts/bolt.svg']")).toHaveCount(0);
    await expect(page.locator("main img[src*='invalid.example.invalid']")).toHaveCount(0);
  });

  test("serves Drive-style images as thumbnails with a responsive srcset", async ({
    request,
    baseURL,
  }) => {
    const product = await createProduct(baseURL!, {
      title: unique("Drive Image Range"),
      imageUrl: "https://drive.google.com/file/d/1AbC-dEf_23/view?usp=sharing",
    });
    const html = await (await request.get(`/products/${product.id}`)).text();
    expect(html).toContain("https://drive.google.com/thumbnail?id=1AbC-dEf_23&amp;sz=w800");
    expect(html).toContain("https://drive.google.com/thumbnail?id=1AbC-dEf_23&amp;sz=w400 400w");
  });

  test("links to up to three related categories, excluding the current one", async ({ page }) => {
    await openHydrated(page, "/products/prod-001");
    const related = page.getByRole("region", { name: "Related Categories" }).getByRole("link");
    await expect(related).toHaveCount(3);
    await expect(related.filter({ hasText: "Motors & Power Transmission" })).toHaveCount(0);
    await related.filter({ hasText: "Fasteners & Spares" }).click();
    await expect(page).toHaveURL(/\/products\/prod-002$/);
    await expect(page.getByRole("heading", { level: 1, name: "Fasteners & Spares" })).toBeVisible();
  });

  test("shows a loading skeleton while a client navigation loads another category", async ({
    page,
  }) => {
    await openHydrated(page, "/products/prod-001");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/products/prod-002.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("region", { name: "Related Categories" })
      .getByRole("link", { name: /Fasteners & Spares/ })
      .click();
    await expect(page.getByRole("status").getByText("Loading product category...")).toBeAttached();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Fasteners & Spares" })).toBeVisible();
    await expect(page.getByText("Loading product category...")).toHaveCount(0);
  });

  test("the inquiry dialog and a preselected inquiry have no axe-core violations", async ({
    page,
  }) => {
    await openHydrated(page, "/products/prod-001");
    await page.getByRole("button", { name: "Inquire about AC Induction Motors" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The page behind the modal is inert and dimmed mid-fade; the dialog is what a visitor uses.
    await expectAccessible(page, { include: "[role=dialog]" });
    await page.goto("/products/prod-001?inquire=Geared+Motors");
    await expectAccessible(page);
  });
});
