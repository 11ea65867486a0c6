import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/axe.ts";
import { createProduct, describeSignedIn, unique } from "./support.ts";

/** docs/decisions/085: the owner imports items from a spreadsheet, checking it first. */

const HEADER = "category,name,make,model,unit,hsn,spec:Flow,spec:MOC";
const BAD_ROWS = { 5: "hsn", 12: "name", 20: "category" } as const;

function csv(categoryId: string, tag: string, broken: boolean): string {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const line = i + 2;
    const bad = broken ? BAD_ROWS[line as keyof typeof BAD_ROWS] : undefined;
    return [
      bad === "category" ? "No Such Category" : categoryId,
      bad === "name" ? "" : `${tag} Pump ${i + 1}`,
      "Narmada Flowtech",
      `NF-${100 + i}`,
      "Nos",
      bad === "hsn" ? "84-13" : "8413",
      `${10 + i} m³/h`,
      i % 2 === 0 ? "SS316" : "",
    ].join(",");
  });
  return `\uFEFF${[HEADER, ...rows].join("\r\n")}\r\n`;
}

const file = (text: string) => ({
  name: "pumps.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(text, "utf8"),
});

describeSignedIn("the catalogue's Import & Export screen", () => {
  test("a check lists the bad rows by number and column, the fixed file imports, and the items are on the public page", async ({
    page,
    baseURL,
  }) => {
    const category = await createProduct(baseURL!, {
      title: unique("Process Pumps"),
      description: "",
    });
    const tag = unique("Imp").replace(" ", "");

    await page.goto("/admin/products");
    await page.getByRole("link", { name: "Import & Export" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Import & Export" })).toBeVisible();
    const importButton = page.getByRole("button", { name: "Import", exact: true });
    await expect(importButton).toBeDisabled();

    await page.getByLabel("Spreadsheet file").setInputFiles(file(csv(category.id, tag, true)));
    await page.getByRole("button", { name: "Check file" }).click();
    await expect(page.getByRole("alert")).toContainText("3 problems in 3 rows");
    await expect(page.getByRole("alert")).toContainText("Nothing has been imported");
    const table = page.getByRole("table", { name: "Problems by row and column" });
    const found = await table
      .locator("tbody tr")
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll("td")].slice(0, 2).map((td) => td.textContent)),
      );
    expect(found).toEqual([
      ["5", "hsn"],
      ["12", "name"],
      ["20", "category"],
    ]);
    await expect(table).toContainText("HSN code must be 4 to 8 digits");
    await expect(importButton).toBeDisabled();
    // The screen with its problem table meets WCAG 2.2 AA.
    await expectAccessible(page, { toasts: true });
    await page.screenshot({
      path: "test-results/catalogue-import-errors-1280.png",
      fullPage: true,
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: "test-results/catalogue-import-errors-375.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByLabel("Spreadsheet file").setInputFiles(file(csv(category.id, tag, false)));
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.getByRole("button", { name: "Check file" }).click();
    await expect(page.getByRole("status")).toContainText(
      "The file is ready: 30 items to add and 0 items to update, from 30 rows.",
    );
    // Nothing is written by the check.
    expect((await (await page.request.get(`/api/products/${category.id}`)).json()).items).toEqual(
      [],
    );
    await importButton.click();
    await expect(page.getByRole("status")).toContainText(
      "Imported 30 rows: 30 items added, 0 items updated.",
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: "test-results/catalogue-import-done-375.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`/products/${category.id}`);
    await expect(
      page.getByRole("link", { name: new RegExp(`${tag} Pump 1\\b`) }).first(),
    ).toBeVisible();
    await expect(page.getByText(`${tag} Pump 30`).first()).toBeVisible();
  });

  test("downloads the catalogue as CSV and the XLSX template", async ({ page }) => {
    await page.goto("/admin/products/import");
    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const [template] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Template (XLSX)" }).click(),
    ]);
    expect(template.suggestedFilename()).toBe("catalogue-template.xlsx");
    await page.getByText("Columns and rules").click();
    await expect(page.getByText("One column per specification", { exact: false })).toBeVisible();
    await page.screenshot({ path: "test-results/catalogue-import-1280.png", fullPage: true });
  });
});
