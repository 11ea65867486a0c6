import { expect, test } from "@playwright/test";
import { createProduct, openSignedIn, signInWithForm, toast } from "./support.ts";

/** Every guarded route of docs/product.md, with the heading each one shows. */
const GUARDED: Array<{ path: (productId: string) => string; heading: string | RegExp }> = [
  { path: () => "/admin", heading: "Dashboard" },
  { path: () => "/admin/products?q=valve", heading: "Products Management" },
  { path: () => "/admin/products/new", heading: "Add Product" },
  { path: (id) => `/admin/products/edit/${id}`, heading: "Edit Product" },
  { path: (id) => `/admin/products/${id}`, heading: /Valve Range/ },
  { path: () => "/admin/inquiries", heading: "Inquiries Management" },
  { path: () => "/admin/service-inquiries", heading: "Service Inquiries Management" },
  { path: () => "/admin/contacts", heading: "Contact Form Submissions" },
  { path: () => "/admin/media", heading: "Media Library" },
];

test.describe("the admin guard", () => {
  for (const route of GUARDED) {
    test(`sends a visitor from ${route.path(":id")} to the login page and back after signing in`, async ({
      page,
      baseURL,
    }) => {
      const product = await createProduct(baseURL!);
      const path = route.path(product.id);

      await page.goto(path);
      await expect(page).toHaveURL(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
      await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
      // No sidebar on the login page.
      await expect(page.getByRole("link", { name: "Product Inquiries" })).toHaveCount(0);

      await signInWithForm(page);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
    });
  }

  test("a tampered local-storage flag alone opens nothing and is cleared", async ({ page }) => {
    await page.goto("/admin/login");
    await page.evaluate(() => localStorage.setItem("adminAuthenticated", "true"));
    await page.goto("/admin/products");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fproducts$/);
    await expect(page.getByRole("heading", { name: "Products Management" })).toHaveCount(0);
    // The login page asks the server, which says no: the hint is removed.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("adminAuthenticated")))
      .toBeNull();
    const check = await page.request.get("/api/admin/check-auth");
    expect(await check.json()).toMatchObject({ authenticated: false });
    expect((await page.request.get("/api/inquiries")).status()).toBe(401);
  });

  test("the login page sends a signed-in administrator to the dashboard", async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, baseURL!, "/admin/login");
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("only same-site admin paths are accepted as the return address", async ({ page }) => {
    await page.goto("/admin/login?redirectTo=https%3A%2F%2Fevil.example%2Fadmin");
    await signInWithForm(page);
    await expect(page).toHaveURL("/admin");
  });

  test("logout ends the session for the pages and the API", async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL!, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect((await page.request.get("/api/inquiries")).status()).toBe(200);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Logged out")).toBeVisible();
    await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
    await expect(page).toHaveURL("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("adminAuthenticated"))).toBeNull();

    expect((await page.request.get("/api/inquiries")).status()).toBe(401);
    await page.goto("/admin/contacts");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fcontacts$/);
  });
});
