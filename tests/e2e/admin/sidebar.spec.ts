import { expect, test } from "@playwright/test";
import { describeSignedIn } from "./support.ts";

// Organised by job (docs/decisions/091): the inboxes are views of Leads, listed under it.
const LINKS = [
  "Dashboard",
  "Leads",
  "Product Inquiries",
  "Service Inquiries",
  "Contact Messages",
  "Products",
  "Projects",
  "Media",
  "Site Content",
  "Team",
  "Audit log",
];

describeSignedIn("the admin sidebar", () => {
  test("lists the menu by job, with My account and Logout below it", async ({ page }) => {
    await page.goto("/admin/inquiries");
    const nav = page.getByRole("navigation", { name: "Admin Dashboard" });
    // Leads carries its unread count in its name ("Leads 3 unread").
    for (const name of LINKS)
      await expect(
        nav.getByRole("link", { name: new RegExp(`^${name}( \\d+ unread)?$`) }),
      ).toBeVisible();
    await expect(nav.getByRole("link", { name: "Product Inquiries" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The view is current, not Leads itself.
    await expect(nav.getByRole("link", { name: /^Leads/ })).not.toHaveAttribute("aria-current");
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    // Add Product is an action of the catalogue, not a place in the menu.
    await expect(nav.getByRole("link", { name: "Add Product" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Products", exact: true }).click();
    await page.getByRole("main").getByRole("link", { name: "Add New Product" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Product" })).toBeVisible();
  });

  test("collapses to icons, keeps the state across a reload, and toggles with Ctrl+B", async ({
    page,
    context,
  }) => {
    await page.goto("/admin");
    const trigger = page.getByRole("button", { name: "Toggle Sidebar" });
    const panel = page.locator("[data-slot=sidebar]");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect((await panel.boundingBox())?.width).toBeCloseTo(256, 0);

    // The trigger works once the page is hydrated: a click before that would do nothing.
    await page.waitForLoadState("networkidle");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect.poll(async () => (await panel.boundingBox())?.width).toBeCloseTo(48, 0);
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    // 7 days, give or take the test's own seconds.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 60);

    await page.reload();
    // The server reads the cookie: the first paint is already collapsed.
    await expect(page.getByRole("button", { name: "Toggle Sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect((await panel.boundingBox())?.width).toBeCloseTo(48, 0);
    // Collapsed links keep their names for screen readers; the views under Leads fold away.
    const collapsed = page.getByRole("navigation", { name: "Admin Dashboard" });
    await expect(collapsed.getByRole("link", { name: /^Leads/ })).toBeAttached();
    await expect(collapsed.getByRole("link", { name: "Contact Messages" })).toHaveCount(0);

    await page.keyboard.press("Control+b");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect.poll(async () => (await panel.boundingBox())?.width).toBeCloseTo(256, 0);
  });

  test("opens as a drawer at 375 px, and closes when a link is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Admin Dashboard" })).toBeHidden();
    // The drawer opens once the page is hydrated: a click before that would do nothing.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin navigation" });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(288, 0);
    await drawer.getByRole("link", { name: "Contact Messages" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL("/admin/contacts");
    await expect(
      page.getByRole("heading", { level: 1, name: "Contact Form Submissions" }),
    ).toBeVisible();
  });
});
