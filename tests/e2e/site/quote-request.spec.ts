import { expect, test, type Page } from "@playwright/test";
import { pdf } from "../../support/documents.ts";
import { centrifugalPumpsLine, signIn } from "../admin/support.ts";
import { signedIn, unique } from "./admin-api.ts";
import { expectAccessible } from "../support/axe.ts";
import { openHydrated } from "./page-support.ts";

/** docs/decisions/083: the quote list, the quote form and the reference, with scripts. */

const PUMP = "/products/prod-007/centrifugal-pumps";
const DOSING = "/products/prod-007/dosing-pumps";
/** The lines of a quote for two of PUMP and three of DOSING. */
const QUOTED_LINES = [
  centrifugalPumpsLine,
  { productId: "prod-007", itemSlug: "dosing-pumps", name: "Dosing Pumps", quantity: 3 },
];

const indicator = (page: Page) => page.getByRole("link", { name: /^Quote list/ });

async function fillBuyer(page: Page, name: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill("kiran.desai@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+91 98250 11223");
  await page.getByLabel("Company (optional)").fill("Desai Chemicals Pvt Ltd");
  await page.getByLabel("GSTIN (optional)").fill("27AAPFU0939F1ZV");
  await page.getByLabel("Delivery location (optional)").fill("Makarpura GIDC, Vadodara 390010");
  await page.getByLabel("Message (optional)").fill("SS316 wetted parts, 30 m³/h at 40 m head.");
}

test.describe("quote requests from the quote list", () => {
  test("a buyer adds two items with quantities from their pages, attaches a PDF, sends and sees the reference", async ({
    page,
    baseURL,
  }) => {
    const name = unique("Kiran Desai");
    await openHydrated(page, PUMP);
    await page.getByLabel("Quantity").fill("2");
    await page.getByRole("button", { name: "Add to quote list" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Added to your quote list" }),
    ).toContainText("2 Set");
    await expect(indicator(page)).toHaveAccessibleName("Quote list, 1 item");
    const card = page.getByRole("heading", { name: "Request a Quote" }).locator("xpath=../..");
    await card.screenshot({ path: "test-results/quote-item-card-1280.png" });
    await page.setViewportSize({ width: 375, height: 800 });
    await card.screenshot({ path: "test-results/quote-item-card-375.png" });
    await page.setViewportSize({ width: 800, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: "test-results/quote-header-800.png",
      clip: { x: 0, y: 0, width: 800, height: 120 },
    });
    await page.setViewportSize({ width: 1280, height: 800 });

    await openHydrated(page, DOSING);
    await page.getByLabel("Quantity").fill("3");
    await page.getByRole("button", { name: "Request quote" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(indicator(page)).toHaveAccessibleName("Quote list, 2 items");

    const items = page.getByRole("group", { name: "Items (2)" });
    await expect(items.getByLabel("Item 1")).toHaveValue("Centrifugal Pumps");
    await expect(items.getByLabel("Quantity").first()).toHaveValue("2");
    await expect(items.getByLabel("Item 2")).toHaveValue("Dosing Pumps");
    await expect(items.getByLabel("Quantity").nth(1)).toHaveValue("3");

    await fillBuyer(page, name);
    await page.getByLabel("Attachment (optional)").setInputFiles({
      name: "RFQ-pumps.pdf",
      mimeType: "application/pdf",
      buffer: pdf(),
    });
    await page.screenshot({ path: "test-results/quote-form-1280.png", fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: "test-results/quote-form-375.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("button", { name: "Send quote request" }).click();
    const sent = page.getByRole("status").filter({ hasText: "We have your quote request" });
    await expect(sent).toBeVisible();
    const reference = (await sent.getByTestId("quote-reference").textContent()) ?? "";
    expect(reference).toMatch(/^Q-\d{4}-\d{5}$/);
    await expect(indicator(page)).toHaveAccessibleName("Quote list");
    await page.screenshot({ path: "test-results/quote-sent-1280.png" });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: "test-results/quote-sent-375.png" });

    const { api } = await signedIn(baseURL!);
    try {
      const leads = await (await api.get(`/api/admin/leads?q=${encodeURIComponent(name)}`)).json();
      expect(leads).toEqual([expect.objectContaining({ kind: "quote-requests" })]);
      const lead = await (await api.get(`/api/admin/leads/quote-requests/${leads[0].id}`)).json();
      expect(lead).toMatchObject({
        reference,
        company: "Desai Chemicals Pvt Ltd",
        gstin: "27AAPFU0939F1ZV",
        items: QUOTED_LINES,
        attachment: { name: "RFQ-pumps.pdf", type: "application/pdf" },
      });
    } finally {
      await api.dispose();
    }
  });

  test("a wrong field is named under it and nothing is lost", async ({ page }) => {
    await openHydrated(page, PUMP);
    await page.getByRole("button", { name: "Request quote" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await fillBuyer(page, unique("Kiran Desai"));
    await page.getByLabel("GSTIN (optional)").fill("24AAJCV4821K1Z3");
    await page.getByLabel("Quantity").first().fill("0");
    await page.getByRole("button", { name: "Send quote request" }).click();
    await expect(page.getByText("Enter a valid 15-character GSTIN")).toBeVisible();
    await expect(page.getByText("Quantity must be more than 0")).toBeVisible();
    // The first field in error, in the order of the form: the line's quantity.
    await expect(page.getByLabel("Quantity").first()).toBeFocused();
    await expect(page.getByLabel("Company (optional)")).toHaveValue("Desai Chemicals Pvt Ltd");
    await expectAccessible(page);
  });

  test("a tile's 'Add to quote list' puts the item in the list, and takes it out again", async ({
    page,
  }) => {
    await openHydrated(page, "/products/prod-007");
    const add = page.getByRole("button", { name: "Add to quote list: Submersible Pumps" });
    await add.click();
    const added = page.getByRole("button", { name: "Added to quote list: Submersible Pumps" });
    await expect(added).toHaveAttribute("aria-pressed", "true");
    await expect(indicator(page)).toHaveAccessibleName("Quote list, 1 item");
    const tiles = page.getByRole("region", { name: "Available Products" });
    await tiles.screenshot({ path: "test-results/quote-tiles-1280.png" });
    await page.setViewportSize({ width: 375, height: 800 });
    await tiles
      .getByRole("listitem")
      .nth(1)
      .screenshot({ path: "test-results/quote-tile-375.png" });
    await added.click();
    await expect(add).toHaveAttribute("aria-pressed", "false");
    await expect(indicator(page)).toHaveAccessibleName("Quote list");
  });

  test("an address naming items puts them in the list, then reads /quote", async ({ page }) => {
    await openHydrated(page, "/quote?item=prod-007%2Fdosing-pumps&qty=5");
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByLabel("Item 1")).toHaveValue("Dosing Pumps");
    await expect(page.getByLabel("Quantity")).toHaveValue("5");
    await expect(indicator(page)).toHaveAccessibleName("Quote list, 1 item");
  });

  test("a line is removed from the form and from the list", async ({ page }) => {
    await openHydrated(page, "/products/prod-007");
    await page.getByRole("button", { name: "Add to quote list: Dosing Pumps" }).click();
    await page.getByRole("button", { name: "Add to quote list: Non-Return Valves" }).click();
    await indicator(page).click();
    await expect(page.getByRole("group", { name: "Items (2)" })).toBeVisible();
    await page.getByRole("button", { name: "Remove Dosing Pumps" }).click();
    const items = page.getByRole("group", { name: "Items (1)" });
    await expect(items.getByLabel("Item 1")).toHaveValue("Non-Return Valves");
    await expect(indicator(page)).toHaveAccessibleName("Quote list, 1 item");
  });
});

test.describe("a quote request in the back office", () => {
  test("the lead page lists the lines, offers the attachment, and a template inserts the lines", async ({
    page,
    baseURL,
  }) => {
    const { api, headers } = await signedIn(baseURL!);
    let id = "";
    try {
      const response = await api.post("/api/quote-requests", {
        headers,
        multipart: {
          name: unique("Kiran Desai"),
          email: "kiran.desai@example.com",
          phone: "+91 98250 11223",
          company: "Desai Chemicals Pvt Ltd",
          items: JSON.stringify(QUOTED_LINES),
          attachment: { name: "RFQ-pumps.pdf", mimeType: "application/pdf", buffer: pdf() },
        },
      });
      expect(response.status()).toBe(201);
      id = ((await response.json()) as { id: string }).id;
    } finally {
      await api.dispose();
    }
    await signIn(page, baseURL!);

    await page.goto(`/admin/leads/quote-requests/${id}`);
    const lines = page.getByRole("table", { name: "Items requested" });
    await expect(lines.getByRole("row", { name: /Centrifugal Pumps 2 Set/ })).toBeVisible();
    await expect(lines.getByRole("row", { name: /Dosing Pumps 3/ })).toBeVisible();
    const file = page.getByRole("link", { name: /RFQ-pumps\.pdf/ });
    await expect(file).toHaveAttribute("href", `/api/admin/leads/quote-requests/${id}/attachment`);
    const download = await page
      .context()
      .request.get(`/api/admin/leads/quote-requests/${id}/attachment`);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);

    await page.getByLabel("Template").selectOption({ label: "Quotation for a quote request" });
    const message = page.getByLabel("Message");
    await expect(message).toHaveValue(/1\. Centrifugal Pumps: 2 Set\n2\. Dosing Pumps: 3/);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/quote-lead-1280.png", fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: "test-results/quote-lead-375.png", fullPage: true });
  });
});
