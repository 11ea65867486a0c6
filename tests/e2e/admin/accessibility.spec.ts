import { expect, test, type Page } from "@playwright/test";
import { ADMIN_SCREENS, adminScreenPath } from "../../support/admin-screens.ts";
import { expectAccessible } from "../support/axe.ts";
import { createProduct, openSignedIn, asVisitor } from "./support.ts";

/** Opens the first row's dialog behind `button` and checks it, open, with axe. */
async function expectDialogAccessible(page: Page, button: RegExp, role: "dialog" | "alertdialog") {
  await page.getByRole("button", { name: button }).first().click();
  await expect(page.getByRole(role)).toBeVisible();
  await expectAccessible(page);
}

test.describe("accessibility of the admin screens (axe-core, WCAG 2.2 AA)", () => {
  test("the login page", async ({ page }) => {
    await page.goto("/admin/login");
    await expectAccessible(page);
  });

  // One test per screen: each stays well inside its time even on a loaded machine.
  const SCREENS = [
    ...ADMIN_SCREENS,
    "/admin/products?q=no-such-product-anywhere",
    "/admin/products/{product}",
    "/admin/contacts?q=no-such-contact-anywhere",
    "/admin/site/trust",
  ];
  let product = { id: "", title: "" };
  test.beforeAll(async ({ baseURL }) => {
    await asVisitor(baseURL!, async (visitor) => {
      await visitor.productInquiry({ productId: "prod-002" });
      await visitor.serviceInquiry();
      await visitor.contact();
    });
    product = await createProduct(baseURL!, { description: "Ball Valves, Gate Valves" });
  });

  for (const screen of SCREENS)
    test(`the screen ${screen}`, async ({ page, baseURL }) => {
      await openSignedIn(page, baseURL!, adminScreenPath(screen, product.id));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });

  for (const path of ["/admin/inquiries", "/admin/service-inquiries", "/admin/contacts"])
    test(`the view and delete dialogs of ${path}`, async ({ page, baseURL }) => {
      await openSignedIn(page, baseURL!, path);
      await expectDialogAccessible(page, /^View /, "dialog");
      await page.keyboard.press("Escape");
      await expectDialogAccessible(page, /^Delete /, "alertdialog");
      await page.getByRole("button", { name: "Cancel" }).click();
    });

  test("the product delete dialog and the mobile drawer", async ({ page, baseURL }) => {
    // Three full checks and two page loads: a loaded machine needs more than the default.
    test.setTimeout(60_000);
    await openSignedIn(page, baseURL!, `/admin/products?q=${encodeURIComponent(product.title)}`);
    await page.getByRole("button", { name: "Delete product" }).click();
    await expectAccessible(page);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/admin/inquiries");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(page.getByRole("dialog", { name: "Admin navigation" })).toBeVisible();
    await expectAccessible(page);
  });

  test("toasts, once shown", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByLabel("Password").fill("wrong-password-for-axe");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Login Failed", { exact: true })).toBeVisible();
    await page.waitForTimeout(800);
    await expectAccessible(page, { toasts: true });

    await openSignedIn(page, baseURL!, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.waitForTimeout(800);
    await expectAccessible(page, { toasts: true });
  });

  test("the collapsed sidebar", async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL!, "/admin");
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expectAccessible(page);
  });
});
