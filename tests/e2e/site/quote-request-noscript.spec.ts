import { expect, test } from "@playwright/test";
import { pdf } from "../../support/documents.ts";
import { unique } from "./admin-api.ts";

/** docs/decisions/083: without scripts, 'Request quote' opens the form with the item, and it posts. */
test.use({ javaScriptEnabled: false });

const PUMP = "/products/prod-007/centrifugal-pumps";
/** A web page under a PDF's name and type; a form sent without scripts comes back without it. */
const HTML_AS_PDF = {
  name: "rfq.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("<html><script>alert(1)</script></html>"),
};

test("'Request quote' on an item page opens the quote form with that item; sending shows the reference", async ({
  page,
}) => {
  await page.goto(PUMP);
  await page.getByLabel("Quantity").fill("4");
  await page.getByRole("button", { name: "Request quote" }).click();
  await expect(page).toHaveURL(/\/quote\?item=prod-007%2Fcentrifugal-pumps&qty=4$/);
  const items = page.getByRole("group", { name: "Items (1)" });
  await expect(items.getByLabel("Item 1")).toHaveValue("Centrifugal Pumps");
  await expect(items.getByLabel("Quantity")).toHaveValue("4");
  await expect(items.getByLabel("Unit")).toHaveValue("Set");

  await page.getByLabel("Name", { exact: true }).fill(unique("Farah Khan"));
  await page.getByLabel("Email", { exact: true }).fill("farah.khan@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+91 98250 67890");
  await page.getByLabel("Attachment (optional)").setInputFiles({
    name: "drawing.pdf",
    mimeType: "application/pdf",
    buffer: pdf("Pump base drawing"),
  });
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/#quote-result$/);
  const sent = page.getByRole("status").filter({ hasText: "We have your quote request" });
  await expect(sent).toBeInViewport();
  await expect(sent.getByTestId("quote-reference")).toHaveText(/^Q-\d{4}-\d{5}$/);
});

test("a refused field comes back under its field with what was typed, and the line kept", async ({
  page,
}) => {
  await page.goto("/quote?item=prod-007/dosing-pumps&qty=2");
  await page.getByLabel("Name", { exact: true }).fill("Farah Khan");
  await page.getByLabel("Email", { exact: true }).fill("farah.khan@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("12345");
  await page.getByLabel("Attachment (optional)").setInputFiles(HTML_AS_PDF);
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Please check the form")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Farah Khan");
  await expect(page.getByLabel("Item 1")).toHaveValue("Dosing Pumps");
  await expect(page.getByLabel("Quantity")).toHaveValue("2");

  // The fields right, the file is refused by what it is, not by its name.
  await page.getByLabel("Phone", { exact: true }).fill("+91 98250 67890");
  await page.getByLabel("Attachment (optional)").setInputFiles(HTML_AS_PDF);
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(
    page.getByText("The attachment must be a PDF, PNG, JPEG or XLSX file."),
  ).toBeVisible();
});

test("'Remove' takes a line out without sending the form", async ({ page }) => {
  await page.goto("/quote?item=prod-007/dosing-pumps&qty=2&item=prod-007/centrifugal-pumps&qty=1");
  await expect(page.getByRole("group", { name: "Items (2)" })).toBeVisible();
  await page.getByRole("button", { name: "Remove Dosing Pumps" }).click();
  const items = page.getByRole("group", { name: "Items (1)" });
  await expect(items.getByLabel("Item 1")).toHaveValue("Centrifugal Pumps");
  await expect(page.getByText("Please check the form")).toHaveCount(0);
});

test("a category tile's 'Add to quote list' opens the quote form for that item", async ({
  page,
}) => {
  await page.goto("/products/prod-007");
  await page.getByRole("button", { name: "Add to quote list: Non-Return Valves" }).click();
  await expect(page).toHaveURL(/\/quote\?item=prod-007%2Fnon-return-valves$/);
  await expect(page.getByLabel("Item 1")).toHaveValue("Non-Return Valves");
  await expect(page.getByLabel("Quantity")).toHaveValue("1");
});
