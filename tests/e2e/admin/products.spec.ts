import { expect, test } from "@playwright/test";
import { createProduct, describeSignedIn, toast, unique } from "./support.ts";

interface ApiProduct {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  isNew: boolean;
  images: string[];
  subproductImages?: Record<string, string>;
}

describeSignedIn("products management", () => {
  test("creates a product with sub-products and images, shown on the public API and site", async ({
    page,
  }) => {
    const title = unique("Industrial Valves");
    await page.goto("/admin/products");
    await page.getByRole("link", { name: "Add New Product" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Product" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Remove/ })).toBeDisabled();

    await page.getByLabel("Product Name").fill(title);
    await page.getByLabel("Category").fill("Valves");
    await page.getByRole("checkbox", { name: "Mark as New Product" }).check();
    await page.getByLabel("Main Image URL").fill("/images/catalogue/pumps-plumbing.svg");
    await expect(page.getByRole("img", { name: "Preview of main image" })).toBeVisible();
    await page
      .getByLabel("Additional Image 1 URL (optional)")
      .fill("/images/catalogue/packaging.svg");

    await page.getByLabel("Subproduct 1 Name").fill("Ball Valves");
    await page
      .getByLabel("Subproduct 1 Image URL (optional)")
      .fill("/images/subproducts/motor.svg");
    await page.getByRole("button", { name: "Add Subproduct" }).click();
    await page.getByLabel("Subproduct 2 Name").fill("  Gate Valves ");
    await page.getByRole("button", { name: "Add Subproduct" }).click();
    await expect(page.getByRole("button", { name: /^Remove/ }).first()).toBeEnabled();
    // A third row left blank is dropped on save.

    await page.getByRole("button", { name: "Save Product" }).click();
    await expect(toast(page, "Product created")).toBeVisible();
    await expect(page.getByText(`"${title}"`, { exact: false })).toBeVisible();
    await expect(page).toHaveURL("/admin/products");

    const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
    const created = products.find((product) => product.title === title);
    expect(created).toMatchObject({
      description: "Ball Valves, Gate Valves",
      imageUrl: "/images/catalogue/pumps-plumbing.svg",
      isNew: true,
      images: ["/images/catalogue/packaging.svg"],
      subproductImages: { "Ball Valves": "/images/subproducts/motor.svg" },
    });

    await page.getByRole("searchbox", { name: "Search products" }).fill(title);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: title })).toHaveAttribute(
      "href",
      `/admin/products/${created!.id}`,
    );

    await page.goto(`/products/${created!.id}`);
    await expect(page.getByRole("heading", { name: title }).first()).toBeVisible();
    await expect(page.getByText("Gate Valves").first()).toBeVisible();
  });

  test("edits a product with its rows rebuilt from the description", async ({ page, baseURL }) => {
    const product = await createProduct(baseURL!, {
      description: "Ball Valves, Gate Valves, Check Valves",
      subproductImages: { "Gate Valves": "/images/subproducts/gearbox.svg" },
    });

    await page.goto(`/admin/products?q=${encodeURIComponent(product.title)}`);
    await page
      .getByRole("row", { name: new RegExp(product.title) })
      .getByRole("link", { name: "Edit product" })
      .click();
    await expect(page).toHaveURL(`/admin/products/edit/${product.id}`);
    await expect(page.getByLabel("Product Name")).toHaveValue(product.title);
    await expect(page.getByLabel("Subproduct 1 Name")).toHaveValue("Ball Valves");
    await expect(page.getByLabel("Subproduct 2 Name")).toHaveValue("Gate Valves");
    await expect(page.getByLabel("Subproduct 2 Image URL (optional)")).toHaveValue(
      "/images/subproducts/gearbox.svg",
    );
    await expect(page.getByLabel("Subproduct 3 Name")).toHaveValue("Check Valves");

    const renamed = `${product.title} Mk II`;
    await page.getByLabel("Product Name").fill(renamed);
    await page.getByRole("button", { name: "Remove subproduct 1" }).click();
    await page.getByRole("checkbox", { name: "Mark as New Product" }).check();
    await page.getByRole("button", { name: "Save Product" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page.getByText("Product updated successfully.")).toBeVisible();
    await expect(page).toHaveURL("/admin/products");

    const updated = (await (
      await page.request.get(`/api/products/${product.id}`)
    ).json()) as ApiProduct;
    expect(updated).toMatchObject({
      title: renamed,
      description: "Gate Valves, Check Valves",
      isNew: true,
    });
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole("heading", { name: renamed }).first()).toBeVisible();
  });

  test("deletes a product only after confirmation", async ({ page, baseURL }) => {
    const product = await createProduct(baseURL!);

    await page.goto(`/admin/products?q=${encodeURIComponent(product.title)}`);
    const row = page.getByRole("row", { name: new RegExp(product.title) });
    await row.getByRole("button", { name: "Delete product" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Confirm Deletion" });
    await expect(dialog).toContainText(
      "Are you sure you want to delete this product? This action cannot be undone.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    await expect(row.getByRole("button", { name: "Delete product" })).toBeFocused();

    await row.getByRole("button", { name: "Delete product" }).click();
    await page.route("**/api/products/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    await expect(toast(page, "Product deleted")).toBeVisible();
    await expect(page.getByText("The product has been successfully deleted.")).toBeVisible();
    await expect(
      page.getByText(`No products match your search term: "${product.title}"`),
    ).toBeVisible();

    expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(404);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByText("Product Not Found")).toBeVisible();
  });

  test("searches title, description and category, and says when nothing matches", async ({
    page,
    baseURL,
  }) => {
    const category = unique("Cat");
    const product = await createProduct(baseURL!, {
      category,
      description: "Zebra Clamps, Hose Fittings",
    });

    await page.goto("/admin/products");
    const search = page.getByRole("searchbox", { name: "Search products" });
    await expect(search).toHaveAttribute("placeholder", "Search products...");
    await search.fill(category.toUpperCase());
    await expect(page.getByRole("row", { name: new RegExp(product.title) })).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2);

    await search.fill("no-such-product-anywhere");
    await expect(
      page.getByText('No products match your search term: "no-such-product-anywhere"'),
    ).toBeVisible();
    // The search lives in the URL: a reload keeps it.
    await expect(page).toHaveURL(/q=no-such-product-anywhere/);
    await page.reload();
    await expect(
      page.getByText('No products match your search term: "no-such-product-anywhere"'),
    ).toBeVisible();
  });

  test("opens a product's details with Edit, Delete and its public page", async ({
    page,
    baseURL,
  }) => {
    const product = await createProduct(baseURL!, { description: "Ball Valves, Gate Valves" });

    await page.goto(`/admin/products?q=${encodeURIComponent(product.title)}`);
    await page.getByRole("link", { name: product.title, exact: true }).click();
    await expect(page).toHaveURL(`/admin/products/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "View on website" })).toHaveAttribute(
      "href",
      `/products/${product.id}`,
    );
    await expect(page.getByText("Gate Valves")).toBeVisible();
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page).toHaveURL(`/admin/products/edit/${product.id}`);
  });

  test("keeps the form and says so when saving fails", async ({ page }) => {
    await page.goto("/admin/products/new");
    await page.route("**/api/products", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await page.getByLabel("Product Name").fill("Will Not Save");
    await page.getByLabel("Category").fill("Valves");
    await page.getByLabel("Main Image URL").fill("/images/catalogue/packaging.svg");
    await page.getByRole("button", { name: "Save Product" }).click();
    await expect(toast(page, "Error")).toBeVisible();
    await expect(page.getByText("Failed to create product. Please try again.")).toBeVisible();
    await expect(page).toHaveURL("/admin/products/new");
    await expect(page.getByLabel("Product Name")).toHaveValue("Will Not Save");
  });

  test("shows the server's field errors next to the fields", async ({ page }) => {
    await page.goto("/admin/products/new");
    await page.getByLabel("Product Name").fill("Bad Image");
    await page.getByLabel("Category").fill("Valves");
    await page.getByLabel("Main Image URL").fill("not a url");
    await page.getByRole("button", { name: "Save Product" }).click();
    await expect(
      page.getByText("Enter an absolute http(s) URL or a path starting with /"),
    ).toBeVisible();
    await expect(page.getByLabel("Main Image URL")).toHaveAttribute("aria-invalid", "true");
  });

  test("shows 'Failed to load product data.' for an unknown product", async ({ page }) => {
    await page.goto("/admin/products/edit/no-such-product");
    await expect(toast(page, "Error")).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to load product data." }),
    ).toBeVisible();
  });
});
