import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { adminApi, signIn, visitorApi } from "./support.ts";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page, options: { toasts?: boolean } = {}) {
  // A toast fading in is measured at part opacity; toasts get their own check once settled.
  let builder = new AxeBuilder({ page }).withTags(WCAG);
  if (!options.toasts) builder = builder.exclude("[data-sonner-toaster]");
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test.describe("accessibility of the admin screens (axe-core, WCAG 2.2 AA)", () => {
  test("the login page", async ({ page }) => {
    await page.goto("/admin/login");
    await expectNoViolations(page);
  });

  // One test per screen: each stays well inside its time even on a loaded machine.
  const SCREENS = [
    "/admin",
    "/admin/products",
    "/admin/products?q=no-such-product-anywhere",
    "/admin/products/new",
    "/admin/products/edit/{product}",
    "/admin/products/{product}",
    "/admin/inquiries",
    "/admin/service-inquiries",
    "/admin/contacts",
    "/admin/contacts?q=no-such-contact-anywhere",
    "/admin/media",
    "/admin/projects",
    "/admin/projects/new",
    "/admin/site/trust",
    "/admin/quote-requests",
    "/admin/leads",
    "/admin/leads/templates",
    "/admin/products/import",
    "/admin/site",
    "/admin/site/company",
    "/admin/site/history",
    "/admin/team",
    "/admin/audit",
    "/admin/privacy",
    "/admin/privacy/retention",
    "/admin/account",
  ];
  let product = { id: "", title: "" };
  test.beforeAll(async ({ baseURL }) => {
    const visitor = await visitorApi(baseURL!);
    await visitor.productInquiry({ productId: "prod-002" });
    await visitor.serviceInquiry();
    await visitor.contact();
    await visitor.dispose();
    const admin = await adminApi(baseURL!);
    product = await admin.createProduct({ description: "Ball Valves, Gate Valves" });
    await admin.dispose();
  });

  for (const screen of SCREENS)
    test(`the screen ${screen}`, async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
      await page.goto(screen.replace("{product}", product.id));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });

  for (const path of ["/admin/inquiries", "/admin/service-inquiries", "/admin/contacts"])
    test(`the view and delete dialogs of ${path}`, async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
      await page.goto(path);
      await page
        .getByRole("button", { name: /^View / })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press("Escape");
      await page
        .getByRole("button", { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole("button", { name: "Cancel" }).click();
    });

  test("the product delete dialog and the mobile drawer", async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto(`/admin/products?q=${encodeURIComponent(product.title)}`);
    await page.getByRole("button", { name: "Delete product" }).click();
    await expectNoViolations(page);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/admin/inquiries");
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(page.getByRole("dialog", { name: "Admin navigation" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("toasts, once shown", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByLabel("Password").fill("wrong-password-for-axe");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Login Failed", { exact: true })).toBeVisible();
    await page.waitForTimeout(800);
    await expectNoViolations(page, { toasts: true });

    await signIn(page, baseURL!);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.waitForTimeout(800);
    await expectNoViolations(page, { toasts: true });
  });

  test("the collapsed sidebar", async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    await page.goto("/admin");
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expectNoViolations(page);
  });
});
