import { expect, test, type Locator } from "@playwright/test";
import type { ServiceInquiry } from "../../../app/domain/schemas/records.ts";
import { adminList, unique } from "./admin-api.ts";
import { openWithoutScripts } from "./page-support.ts";

const SERVICE = "Project Planning";
const details = "Layout and budget for a 2,000 m² pump assembly shop at Savli GIDC.";

async function fillInquiry(scope: Locator, name: string) {
  await scope.getByLabel("Name", { exact: true }).fill(name);
  await scope.getByLabel("Email", { exact: true }).fill("arjun.mehta@example.com");
  await scope.getByLabel("Phone", { exact: true }).fill("+91 98250 67890");
  await scope.getByLabel("Service Requirements").fill(details);
  await scope.getByLabel(/Company Information/).fill("Mehta Pumps Pvt Ltd, Vadodara");
}

test.describe("service inquiry dialog", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/services");
    // A click that lands before hydration opens nothing; retry until the dialog shows.
    await expect(async () => {
      await page.getByRole("button", { name: "Inquire Now" }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 1_000 });
    }).toPass();
  });

  test("opens 'Inquire about {service}': browser semantics in the markup, messages under the fields", async ({
    page,
  }) => {
    const dialog = page.getByRole("dialog", { name: `Inquire about ${SERVICE}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Phone", { exact: true })).toHaveAttribute("type", "tel");
    for (const label of ["Name", "Email", "Phone", "Service Requirements"]) {
      await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    await expect(dialog.getByLabel(/Company Information/)).not.toHaveAttribute("required");
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/service-inquiries")) posted = true;
    });
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    // Once scripts run, the schema's messages replace the browser's pop-ups (docs/decisions/070).
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
      "Name is required",
    );
    await expect(dialog.getByLabel("Service Requirements")).toHaveAccessibleDescription(
      "Please describe your service requirements",
    );
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(dialog).toBeVisible();
    expect(posted).toBe(false);
  });

  test("a stored inquiry toasts, closes the dialog and keeps the service name", async ({
    page,
    baseURL,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/service-inquiries", async (route) => {
      await held;
      await route.continue();
    });
    const dialog = page.getByRole("dialog", { name: `Inquire about ${SERVICE}` });
    const name = unique("Arjun Mehta");
    await fillInquiry(dialog, name);
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(dialog.getByLabel("Name", { exact: true })).toBeDisabled();
    release();
    await expect(page.getByText("Inquiry Submitted")).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Inquire Now" }).first()).toBeFocused();
    const stored = (await adminList<ServiceInquiry>(baseURL!, "/service-inquiries")).find(
      (inquiry) => inquiry.name === name,
    );
    expect(stored).toMatchObject({ serviceName: SERVICE, serviceDetails: details, status: "new" });
  });

  test("a server failure toasts 'Submission Failed' and keeps the input", async ({ page }) => {
    await page.route("**/api/service-inquiries", (route) => route.fulfill({ status: 500 }));
    const dialog = page.getByRole("dialog", { name: `Inquire about ${SERVICE}` });
    const name = unique("Arjun Mehta");
    await fillInquiry(dialog, name);
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Submission Failed")).toBeVisible();
    await expect(page.getByText("Please try again later.")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel("Service Requirements")).toHaveValue(details);
  });
});

test("a service inquiry posted with JavaScript disabled is stored", async ({
  browser,
  baseURL,
}) => {
  // 'Inquire Now' is a link to the service page's in-page form (docs/decisions/070).
  const page = await openWithoutScripts(browser, "/services/logistics");
  await page.getByRole("link", { name: "Inquire Now" }).click();
  const group = page.getByRole("region", { name: "Inquire about Logistics" });
  const name = unique("Farah Khan");
  await fillInquiry(group, name);
  await group.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Inquiry Submitted" })).toBeVisible();
  const stored = (await adminList<ServiceInquiry>(baseURL!, "/service-inquiries")).find(
    (inquiry) => inquiry.name === name,
  );
  expect(stored).toMatchObject({ serviceName: "Logistics", serviceDetails: details });
  await page.context().close();
});
