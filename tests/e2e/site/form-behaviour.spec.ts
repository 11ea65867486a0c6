import { expect, test, type Locator, type Page } from "@playwright/test";
import { unique } from "./admin-api.ts";
import { expectAccessible } from "../support/axe.ts";
import { fillFields, openHydrated } from "./page-support.ts";

/** docs/decisions/070: the three public forms behave alike, with scripts. */

async function expectMessages(scope: Locator, messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) {
    const field = scope.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
}

async function openDialog(page: Page, path: string, button: string, dialogName: string) {
  await openHydrated(page, path);
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

const openServiceDialog = (page: Page) =>
  openDialog(page, "/services/project-planning", "Inquire Now", "Inquire about Project Planning");

const openProductDialog = (page: Page) =>
  openDialog(
    page,
    "/products/prod-001",
    "Inquire about Geared Motors",
    "Inquire about Geared Motors",
  );

const person = { Name: "A", Email: "not-an-email", Phone: "12" };
const personMessages = {
  Name: "Name is required",
  Email: "Please enter a valid email",
  Phone: "Please enter a valid phone number",
};

test.describe("one form behaviour with scripts", () => {
  test("the service form shows the messages under its fields, a phone of '12' included", async ({
    page,
  }) => {
    const dialog = await openServiceDialog(page);
    const form = dialog.locator("form");
    // The markup keeps the browser's semantics; scripts take the checking over.
    await expect(dialog.getByLabel("Phone", { exact: true })).toHaveAttribute("type", "tel");
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveAttribute("required", "");
    await expect(form).toHaveAttribute("novalidate", "");
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/service-inquiries")) posted = true;
    });
    await fillFields(dialog, person);
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expectMessages(dialog, {
      ...personMessages,
      "Service Requirements": "Please describe your service requirements",
    });
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
    expect(posted).toBe(false);
  });

  test("after a client-side navigation to a service page, 'Inquire Now' opens its dialog", async ({
    page,
  }) => {
    await openHydrated(page, "/services");
    await page.getByRole("link", { name: "Learn More about Logistics" }).click();
    await expect(page).toHaveURL(/\/services\/logistics$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Logistics");
    await page.getByRole("button", { name: "Inquire Now" }).click();
    await expect(page.getByRole("dialog", { name: "Inquire about Logistics" })).toBeVisible();
    // The no-script form is not rendered beside the dialog.
    await expect(page.getByRole("region", { name: "Inquire about Logistics" })).toHaveCount(0);
  });

  test("the product and contact forms show the same messages for the same fields", async ({
    page,
  }) => {
    const dialog = await openProductDialog(page);
    await fillFields(dialog, person);
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expectMessages(dialog, personMessages);

    await openHydrated(page, "/contact");
    const contact = page.getByRole("region", { name: "Send Us a Message" });
    await fillFields(contact, person);
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expectMessages(contact, personMessages);
  });

  test("the submit button sits at the end of the form's last row in every form", async ({
    page,
  }) => {
    const endGap = async (form: Locator, button: string) => {
      const formBox = (await form.locator("fieldset").boundingBox())!;
      const buttonBox = (await form.getByRole("button", { name: button }).boundingBox())!;
      return Math.round(formBox.x + formBox.width - (buttonBox.x + buttonBox.width));
    };
    expect(await endGap((await openServiceDialog(page)).locator("form"), "Submit Inquiry")).toBe(0);
    expect(await endGap((await openProductDialog(page)).locator("form"), "Send Inquiry")).toBe(0);
    await page.goto("/contact");
    expect(await endGap(page.locator("form[method='post']"), "Send Message")).toBe(0);
  });

  test("a sent contact message shows the toast and a panel saying what happens next", async ({
    page,
  }) => {
    await openHydrated(page, "/contact");
    const region = page.getByRole("region", { name: "Send Us a Message" });
    await fillFields(region, {
      Name: unique("Meera Shah"),
      Email: "meera.shah@example.com",
      Phone: "+91 98250 12345",
      Subject: "Conveyor quotation",
      Message: "Please quote for a 40 m belt conveyor at our Halol plant.",
    });
    await region.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    const panel = region.getByRole("status");
    await expect(panel.getByRole("heading", { name: "We have your message" })).toBeFocused();
    await expect(panel).toContainText("replies within one business day");
    await expect(region.getByLabel("Name", { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Send another" }).click();
    await expect(region.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(region.getByLabel("Name", { exact: true })).toHaveValue("");
  });

  test("the category page's in-page form shows the panel too, and keeps the input on failure", async ({
    page,
  }) => {
    await openHydrated(page, "/products/prod-001?inquire=Geared+Motors");
    const region = page.getByRole("region", { name: "Inquire about Geared Motors" });
    const fields = {
      Name: unique("Nisha Patel"),
      Email: "nisha.patel@example.com",
      Phone: "+91 98250 11223",
      "Product Requirement": "20 units of 2 HP helical geared motors.",
    };
    await page.route("**/api/inquiries", (route) => route.fulfill({ status: 500 }), { times: 1 });
    await fillFields(region, fields);
    await region.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByText("Failed to submit inquiry")).toBeVisible();
    await expect(region.getByLabel("Name", { exact: true })).toHaveValue(fields.Name);
    await region.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByText("Inquiry submitted", { exact: true })).toBeVisible();
    await expect(region.getByRole("heading", { name: "We have your inquiry" })).toBeFocused();
  });
});
