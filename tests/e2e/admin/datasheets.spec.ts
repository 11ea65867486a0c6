import { expect, test } from "@playwright/test";
import { samplePdf } from "../../support/documents.ts";
import { createProduct, describeSignedIn, toast, unique } from "./support.ts";
import { expectAccessible } from "../support/axe.ts";

/**
 * docs/decisions/084: the owner uploads a PDF datasheet from the items editor, and a buyer
 * downloads it from the item's page.
 */

describeSignedIn("datasheets", () => {
  test("the owner attaches an uploaded PDF to an item; the public item page offers it as a download", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const product = await createProduct(baseURL!, { description: "Gate Valves, Globe Valves" });
    const fileName = `${unique("GV-150 datasheet").replace(/\s+/g, "-")}.pdf`;
    const pdf = await samplePdf(`Gate valve GV-150, ${fileName}`);

    await page.goto(`/admin/products/edit/${product.id}`);
    await page.getByRole("button", { name: /^1\. Gate Valves/, expanded: false }).click();
    await expect(page.getByText("No datasheets yet.").first()).toBeVisible();
    await page.getByRole("button", { name: "Add datasheet to subproduct 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose the datasheet of subproduct 1" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Library documents" })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("PDF file").setInputFiles({
      name: fileName,
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await dialog.getByRole("button", { name: "Upload and use" }).click();
    await expect(dialog).toBeHidden();

    // The row names the file and its size; the name buyers see starts as the file's.
    const name = page.getByLabel("Subproduct 1 datasheet 1 Name shown to buyers");
    await expect(name).toHaveValue(fileName.replace(/\.pdf$/, ""));
    await expect(
      page.getByRole("link", { name: new RegExp(`${fileName} · PDF, \\d+ KB`) }),
    ).toBeVisible();
    await name.fill("GV-150 datasheet");
    await expectAccessible(page);

    const sheets = page.getByRole("group", { name: "Subproduct 1 Datasheets" });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await sheets.screenshot({ path: `test-results/datasheets-editor-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("button", { name: "Save Product" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page).toHaveURL("/admin/products");

    // The library says where the document is used.
    await page.goto(`/admin/media?kind=document&q=${encodeURIComponent(fileName)}`);
    const entry = page.getByRole("list", { name: "Media" }).getByRole("listitem");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(fileName);
    await expect(entry).toContainText(
      `Used in: datasheet of item “Gate Valves” of “${product.title}”`,
    );
    await page.goto("/admin/media?kind=document");
    await expectAccessible(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/datasheets-library-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // A buyer on the item's page: name, PDF, size; the download keeps the file's name.
    await page.context().clearCookies();
    await page.goto(`/products/${product.id}/gate-valves`);
    const datasheets = page.getByRole("region", { name: "Datasheets" });
    const link = datasheets.getByRole("link", { name: /GV-150 datasheet\s*PDF, \d+ KB/ });
    await expect(link).toBeVisible();
    await expectAccessible(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `test-results/datasheets-item-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(fileName);

    const href = await link.getAttribute("href");
    const response = await page.request.get(href ?? "");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="${fileName.replace(/[.]/g, "\\.")}"`),
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toContain("sandbox");
    expect(Buffer.from(await response.body()).equals(pdf)).toBe(true);
  });
});
