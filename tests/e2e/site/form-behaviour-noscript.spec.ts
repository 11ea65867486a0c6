import { expect, test, type Locator, type Page } from "@playwright/test";
import { adminList, unique } from "./admin-api.ts";
import { fillFields } from "./page-support.ts";

/** docs/decisions/070: without scripts, links reach the forms and posts land on their result. */
test.use({ javaScriptEnabled: false });

/** Landed on: in the viewport, near its top (below the fixed navigation bar). */
async function expectAtTop(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  const box = (await target.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(60);
  expect(box.y).toBeLessThan(200);
}

const inquiry = {
  Email: "farah.khan@example.com",
  Phone: "+91 98250 67890",
  "Service Requirements": "Layout and budget for a pump assembly shop at Savli.",
};

test("'Inquire Now' on a service page is a link to its in-page form, with no second copy", async ({
  page,
}) => {
  await page.goto("/services/logistics");
  // No inquiry form hidden in a disclosure (the header's search box is one, and says so).
  await expect(page.locator("details form[method='post']")).toHaveCount(0);
  const link = page.getByRole("link", { name: "Inquire Now" });
  await expect(link).toHaveAttribute("href", "#service-inquiry");
  await link.click();
  await expect(page).toHaveURL(/#service-inquiry$/);
  await expectAtTop(page, page.getByRole("region", { name: "Inquire about Logistics" }));
  await expect(page.locator("form[method='post']")).toHaveCount(1);
});

test("'Inquire Now' on the services overview leads to that service's form", async ({ page }) => {
  await page.goto("/services");
  await page.getByRole("link", { name: "Inquire Now" }).nth(1).click();
  await expect(page).toHaveURL(/\/services\/trading#service-inquiry$/);
  await expect(
    page.getByRole("region", { name: "Inquire about Industrial Trading" }),
  ).toBeInViewport();
});

test("a service inquiry lands on #service-inquiry-result: field errors, then the success", async ({
  page,
  baseURL,
}) => {
  await page.goto("/services/logistics#service-inquiry");
  const form = page.getByRole("region", { name: "Inquire about Logistics" });
  const name = unique("Farah Khan");
  // The browser's own checks pass a phone of "12"; the page action does not.
  await fillFields(form, { Name: name, ...inquiry, Phone: "12" });
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page).toHaveURL(/#service-inquiry-result$/);
  await expectAtTop(page, page.locator("#service-inquiry-result"));
  await expect(form.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
    "Please enter a valid phone number",
  );
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
  await fillFields(form, { Phone: inquiry.Phone });
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page).toHaveURL(/#service-inquiry-result$/);
  const status = page.getByRole("status");
  await expect(status).toContainText("Inquiry Submitted");
  await expectAtTop(page, status);
  const stored = (await adminList<{ name: string }>(baseURL!, "/service-inquiries")).find(
    (row) => row.name === name,
  );
  expect(stored).toMatchObject({ serviceName: "Logistics", phone: inquiry.Phone });
});

test("a contact message lands on #contact-result: field errors, then the success", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact#contact-result$/);
  await expectAtTop(page, page.locator("#contact-result"));
  await fillFields(page.locator("form[method='post']"), {
    Name: unique("Nisha Desai"),
    Email: "nisha.desai@example.com",
    Phone: "+91 98250 12345",
    Subject: "Site visit",
    Message: "Please visit our Halol plant to assess a conveyor retrofit.",
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact#contact-result$/);
  const status = page.getByRole("status");
  await expect(status).toContainText("Message sent successfully!");
  await expectAtTop(page, status);
});

test("a product inquiry lands on #product-inquiry-result", async ({ page }) => {
  await page.goto("/products/prod-001");
  await page.getByRole("button", { name: "Inquire about Geared Motors" }).click();
  const form = page.getByRole("region", { name: "Inquire about Geared Motors" });
  await fillFields(form, {
    Name: unique("Nisha Patel"),
    Email: "nisha.patel@example.com",
    Phone: "+91 98250 11223",
    "Product Requirement": "20 units of 2 HP helical geared motors.",
  });
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page).toHaveURL(/inquire=Geared\+Motors#product-inquiry-result$/);
  const status = form.getByRole("status");
  await expect(status).toContainText("Inquiry submitted");
  await expectAtTop(page, status);
});
