import { expect, test, type Page } from "@playwright/test";
import { describeSignedIn, toast, asVisitor } from "./support.ts";

async function count(page: Page, title: string): Promise<number> {
  const card = page.getByRole("main").getByRole("link", { name: new RegExp(`^${title}`) });
  const text = await card.locator("span.text-3xl").innerText();
  return Number(text);
}

describeSignedIn("the dashboard", () => {
  test("shows the four counts without a toast for loading, each linking to its list", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(
      page.getByRole("main").getByRole("link", { name: /^Total Products/ }),
    ).toBeVisible();
    // Toasts answer what the user did; opening a page is not one (docs/decisions/091).
    await expect(toast(page, "Dashboard Loaded")).toHaveCount(0);
    const api = await (await page.request.get("/api/admin/dashboard")).json();
    expect(await count(page, "Total Products")).toBe(api.products);
    expect(await count(page, "Product Inquiries")).toBe(api.productInquiries);
    expect(await count(page, "Service Inquiries")).toBe(api.serviceInquiries);
    expect(await count(page, "Contact Messages")).toBe(api.contacts);
    // A zero reads 'No data in database'; whichever counts are zero on this database.
    for (const [title, value] of [
      ["Total Products", api.products],
      ["Product Inquiries", api.productInquiries],
      ["Service Inquiries", api.serviceInquiries],
      ["Contact Messages", api.contacts],
    ] as const) {
      const card = page.getByRole("main").getByRole("link", { name: new RegExp(`^${title}`) });
      if (value === 0) await expect(card).toContainText("No data in database");
      else await expect(card).not.toContainText("No data in database");
    }

    for (const [title, path, heading] of [
      ["Total Products", "/admin/products", "Products Management"],
      ["Product Inquiries", "/admin/inquiries", "Inquiries Management"],
      ["Service Inquiries", "/admin/service-inquiries", "Service Inquiries Management"],
      ["Contact Messages", "/admin/contacts", "Contact Form Submissions"],
    ] as const) {
      await page.goto("/admin");
      await page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(`^${title}`) })
        .click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("counts change after public submissions", async ({ page, baseURL }) => {
    await page.goto("/admin");
    const before = {
      product: await count(page, "Product Inquiries"),
      service: await count(page, "Service Inquiries"),
      contact: await count(page, "Contact Messages"),
    };
    await asVisitor(baseURL!, async (visitor) => {
      await visitor.productInquiry();
      await visitor.serviceInquiry();
      await visitor.contact();
      await visitor.contact();
    });

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => count(page, "Product Inquiries")).toBe(before.product + 1);
    expect(await count(page, "Service Inquiries")).toBe(before.service + 1);
    expect(await count(page, "Contact Messages")).toBe(before.contact + 2);
  });
});
