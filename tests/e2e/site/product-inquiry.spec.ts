import { expect, test, type Locator, type Page } from "@playwright/test";
import { adminList, unique } from "./admin-api.ts";
import { openHydrated, openWithoutScripts } from "./page-support.ts";

interface ProductInquiry {
  name: string;
  productId?: string;
  subproductName?: string;
  productRequirement: string;
  additionalInfo?: string;
  status: string;
}

const ITEM = "Geared Motors";
const REQUIREMENT = "20 units of 2 HP helical geared motors, 40 rpm output, foot mounted.";

async function openDialog(page: Page): Promise<Locator> {
  await openHydrated(page, "/products/prod-001");
  await page.getByRole("button", { name: `Inquire about ${ITEM}` }).click();
  const dialog = page.getByRole("dialog", { name: `Inquire about ${ITEM}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(scope: Locator | Page, name: string) {
  await scope.getByLabel("Name", { exact: true }).fill(name);
  await scope.getByLabel("Email", { exact: true }).fill("nisha.patel@example.com");
  await scope.getByLabel("Phone", { exact: true }).fill("+91 98250 11223");
  await scope.getByLabel("Product Requirement").fill(REQUIREMENT);
  await scope.getByLabel(/Additional Information/).fill("Delivery to Savli GIDC");
}

function toast(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });
}

test.describe("product inquiry from a category page", () => {
  test("shows each validation message of the product inquiry form", async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    for (const message of [
      "Name is required",
      "Please enter a valid email",
      "Please enter a valid phone number",
      "Please provide more details about your requirements",
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await dialog.getByLabel("Name", { exact: true }).fill("N");
    await dialog.getByLabel("Email", { exact: true }).fill("not-an-email");
    await dialog.getByLabel("Phone", { exact: true }).fill("98250");
    await dialog.getByLabel("Product Requirement").fill("motors");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(dialog.getByRole("alert")).toHaveCount(4);
  });

  test("a stored inquiry toasts, closes the dialog and keeps the product and item", async ({
    page,
    baseURL,
  }) => {
    const dialog = await openDialog(page);
    const name = unique("Nisha Patel");
    await fill(dialog, name);
    // Hold the answer a moment to see the busy state.
    await page.route("**/api/inquiries", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(dialog.getByRole("button", { name: "Sending Inquiry..." })).toBeDisabled();
    await expect(dialog.getByLabel("Name", { exact: true })).toBeDisabled();
    await expect(toast(page, "Inquiry submitted")).toBeVisible();
    await expect(
      toast(page, "Thank you for your interest. We'll get back to you soon."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // Focus returns to the item that opened the dialog.
    await expect(page.getByRole("button", { name: `Inquire about ${ITEM}` })).toBeFocused();

    const stored = (await adminList<ProductInquiry>(baseURL!, "/inquiries")).find(
      (i) => i.name === name,
    );
    expect(stored).toMatchObject({
      productId: "prod-001",
      subproductName: ITEM,
      productRequirement: REQUIREMENT,
      additionalInfo: "Delivery to Savli GIDC",
      status: "new",
    });
  });

  test("a server failure toasts and keeps what the visitor typed", async ({ page }) => {
    const dialog = await openDialog(page);
    await page.route("**/api/inquiries", (route) => route.fulfill({ status: 500 }));
    const name = unique("Nisha Patel");
    await fill(dialog, name);
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(toast(page, "Failed to submit inquiry")).toBeVisible();
    await expect(toast(page, "Please try again later.")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel("Product Requirement")).toHaveValue(REQUIREMENT);
    await expect(dialog.getByRole("button", { name: "Send Inquiry" })).toBeEnabled();
  });

  test("works without JavaScript: the item opens the form in the page, which posts to the server", async ({
    browser,
    baseURL,
  }) => {
    const page = await openWithoutScripts(browser, "/products/prod-001", { baseURL });
    await page.getByRole("button", { name: `Inquire about ${ITEM}` }).click();
    await expect(page).toHaveURL(/inquire=Geared\+Motors/);
    const form = page.getByRole("region", { name: `Inquire about ${ITEM}` });

    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(
      form.getByText("Please provide more details about your requirements"),
    ).toBeVisible();

    const name = unique("Nisha Patel");
    await fill(form, name);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByRole("status")).toContainText("Inquiry submitted");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
    await page.context().close();

    const stored = (await adminList<ProductInquiry>(baseURL!, "/inquiries")).find(
      (i) => i.name === name,
    );
    expect(stored).toMatchObject({ productId: "prod-001", subproductName: ITEM, status: "new" });
  });
});
