import { expect, test } from "@playwright/test";
import { fillFields } from "../site/page-support.ts";
import { createProduct, describeSignedIn, toast } from "./support.ts";

/** docs/decisions/081: the owner edits a category's items in the product form. */

interface ApiItem {
  id: string;
  slug: string;
  name: string;
  make: string;
  model: string;
  specs: Array<{ name: string; value: string }>;
  unit: string;
  moq: string;
  leadTime: string;
  hsn: string;
}

const ITEM = "Butterfly Valves, wafer type";

describeSignedIn("the items editor of the product form", () => {
  test("adds an item with its details, shown on its public page as one item", async ({
    page,
    baseURL,
  }) => {
    const product = await createProduct(baseURL!, { description: "Ball Valves, Gate Valves" });
    const before = (await (await page.request.get(`/api/products/${product.id}`)).json()) as {
      items: ApiItem[];
    };

    await page.goto(`/admin/products/edit/${product.id}`);
    // Stored items start collapsed, showing their names.
    const first = page.getByRole("button", { name: /Ball Valves/, expanded: false });
    await expect(first).toBeVisible();

    await page.getByRole("button", { name: "Add Subproduct" }).click();
    await fillFields(page, {
      "Subproduct 3 Name": ITEM,
      "Subproduct 3 Make": "Acme Flow",
      "Subproduct 3 Model": "BV-W100",
      "Subproduct 3 Summary": "Wafer pattern, for clean water.",
    });
    await page.getByRole("button", { name: "Add row to subproduct 3 specifications" }).click();
    await page.getByLabel("Subproduct 3 specification 1 name").fill("Size");
    await page.getByLabel("Subproduct 3 specification 1 value").fill("DN50–DN600");
    await page.getByRole("button", { name: "Add row to subproduct 3 specifications" }).click();
    await page.getByLabel("Subproduct 3 specification 2 name").fill("Pressure rating");
    // A half-filled row is refused at the field, with the API's own message.
    await page.getByRole("button", { name: "Save Product" }).click();
    await expect(page.getByText("Specification value is required")).toBeVisible();
    await expect(page.getByLabel("Subproduct 3 specification 2 value")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await fillFields(page, {
      "Subproduct 3 specification 2 value": "PN16",
      "Subproduct 3 Unit": "Nos",
      "Subproduct 3 MOQ": "10",
      "Subproduct 3 Lead time": "2–3 weeks",
      "Subproduct 3 HSN code": "8481",
    });
    // Moved to the top, then back: the order is what the list shows.
    await page.getByRole("button", { name: "Move subproduct 3 up" }).click();
    await expect(page.getByLabel("Subproduct 2 Name")).toHaveValue(ITEM);
    await page.getByRole("button", { name: "Move subproduct 2 down" }).click();
    await expect(page.getByLabel("Subproduct 3 Name")).toHaveValue(ITEM);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole("listitem")
      .filter({ has: page.getByLabel("Subproduct 3 Name") })
      .screenshot({ path: "test-results/items-editor-1280.png" });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: "test-results/items-editor-375.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("button", { name: "Save Product" }).click();
    await expect(toast(page, "Success")).toBeVisible();
    await expect(page).toHaveURL("/admin/products");

    const saved = (await (await page.request.get(`/api/products/${product.id}`)).json()) as {
      description: string;
      items: ApiItem[];
    };
    expect(saved.items.map((item) => item.name)).toEqual(["Ball Valves", "Gate Valves", ITEM]);
    // The stored items kept their ids.
    expect(saved.items.slice(0, 2).map((item) => item.id)).toEqual(
      before.items.map((item) => item.id),
    );
    const added = saved.items[2]!;
    expect(added).toMatchObject({
      make: "Acme Flow",
      model: "BV-W100",
      specs: [
        { name: "Size", value: "DN50–DN600" },
        { name: "Pressure rating", value: "PN16" },
      ],
      unit: "Nos",
      moq: "10",
      leadTime: "2–3 weeks",
      hsn: "8481",
    });

    await page.goto(`/products/${product.id}/${added.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: ITEM })).toBeVisible();
    const table = page.getByRole("table", { name: `Specifications of ${ITEM}` });
    await expect(table.getByRole("row", { name: "Size DN50–DN600" })).toBeVisible();
    await expect(table.getByRole("row", { name: "Pressure rating PN16" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "8481" })).toBeVisible();

    // Back in the form, the item is one card with its name, comma kept, and make/model.
    await page.goto(`/admin/products/edit/${product.id}`);
    await expect(
      page.getByRole("button", { name: `3. ${ITEM} Acme Flow · BV-W100`, expanded: false }),
    ).toBeVisible();
    await expect(page.getByLabel("Subproduct 4 Name")).toHaveCount(0);
  });
});
