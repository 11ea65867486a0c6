import { expect, test, type Page } from "@playwright/test";
import type { ContactSubmission } from "../../../app/domain/schemas/records.ts";
import { adminList, unique } from "./admin-api.ts";
import { pageWithoutScripts } from "./page-support.ts";

const valid = {
  Email: "meera.shah@example.com",
  Phone: "+91 98250 12345",
  Subject: "Quotation for a conveyor line",
  Message: "Please quote for a 40 m belt conveyor with installation at our Halol plant.",
};

async function fillContactForm(page: Page, fields: Record<string, string>) {
  const form = page.getByRole("region", { name: "Send Us a Message" });
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Opens the settled contact page, fills in these fields and sends the form. */
async function sendContactForm(page: Page, fields: Record<string, string>) {
  await page.goto("/contact", { waitUntil: "networkidle" });
  await fillContactForm(page, fields);
  await page.getByRole("button", { name: "Send Message" }).click();
}

test.describe("contact page", () => {
  test("shows the contact cards, social links, the form and the map", async ({ page }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.locator("address")).toContainText("Vadodara, Gujarat, India");
    await expect(main.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(main.getByRole("link", { name: /LinkedIn/ })).toBeVisible();
    await expect(main.getByRole("link", { name: /Instagram/ })).toBeVisible();
    // The map itself waits until asked for (tests/e2e/site/privacy.spec.ts).
    await expect(main.getByRole("heading", { name: "Find Us" })).toBeVisible();
    await expect(main.getByRole("link", { name: /Open in Google Maps/ })).toBeVisible();
  });

  test("shows each validation message under its field", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    await fillContactForm(page, { Name: "A", Email: "not-an-email", Phone: "12345" });
    await fillContactForm(page, { Subject: "Q", Message: "Too short" });
    await page.getByRole("button", { name: "Send Message" }).click();
    const expected = {
      Name: "Name is required",
      Email: "Please enter a valid email",
      Phone: "Please enter a valid phone number",
      Subject: "Subject is required",
      Message: "Message is too short",
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  });

  test("a sent message shows the success toast, the panel in place of the form, and is stored", async ({
    page,
    baseURL,
  }) => {
    const name = unique("Meera Shah");
    await sendContactForm(page, { Name: name, ...valid });
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    // The panel replaces the form (docs/decisions/070); 'Send another' brings it back empty.
    await expect(page.getByRole("heading", { name: "We have your message" })).toBeFocused();
    await page.getByRole("button", { name: "Send another" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    const stored = (await adminList<ContactSubmission>(baseURL!, "/contacts")).find(
      (c) => c.name === name,
    );
    expect(stored).toMatchObject({ email: valid.Email, subject: valid.Subject, status: "new" });
  });

  test("shows 'Sending...' with disabled fields until the server answers", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contacts", async (route) => {
      await held;
      await route.continue();
    });
    await sendContactForm(page, { Name: unique("Ravi"), ...valid });
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByLabel("Subject", { exact: true })).toBeDisabled();
    await expect(page.getByText("Message sent successfully!")).toBeHidden();
    release();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
  });

  test("a server failure shows the failure toast and keeps the input", async ({ page }) => {
    await page.route("**/api/contacts", (route) => route.fulfill({ status: 500 }));
    const name = unique("Kiran Patel");
    await sendContactForm(page, { Name: name, ...valid });
    await expect(page.getByText("Something went wrong")).toBeVisible();
    await expect(page.getByText("Please try again later.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(valid.Message);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("too many submissions (429) show the failure toast and keep the input", async ({ page }) => {
    await page.route("**/api/contacts", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "60", "Content-Type": "application/problem+json" },
        body: JSON.stringify({ title: "Too Many Requests", status: 429 }),
      }),
    );
    const name = unique("Kiran Patel");
    await sendContactForm(page, { Name: name, ...valid });
    await expect(page.getByText("Something went wrong")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  });

  test("works with JavaScript disabled: errors, then a stored message", async ({
    browser,
    baseURL,
  }) => {
    const page = await pageWithoutScripts(browser);
    const name = unique("Nisha Desai");
    await sendContactForm(page, { Name: name, ...valid, Phone: "123" });
    await expect(page.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
      "Please enter a valid phone number",
    );
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await fillContactForm(page, { Phone: valid.Phone });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message sent successfully!");
    const stored = (await adminList<ContactSubmission>(baseURL!, "/contacts")).find(
      (c) => c.name === name,
    );
    expect(stored).toMatchObject({ phone: valid.Phone, message: valid.Message });
    await page.context().close();
  });
});
