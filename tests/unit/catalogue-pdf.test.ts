import { afterAll, beforeAll, expect, test } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { catalogueContact } from "../../app/domain/catalogue-pdf/catalogue-contact.ts";
import { pdfText } from "../../app/domain/catalogue-pdf/pdf-text.ts";
import { seedSiteContent } from "../../app/domain/site/seed-content.ts";
import { splitSubproducts } from "../../app/domain/product-form.ts";
import { createTestServices, type TestServices } from "../support/test-app.ts";

let fixture: TestServices;
beforeAll(async () => {
  fixture = await createTestServices("sqlite");
});
afterAll(() => fixture.close());

const contact = catalogueContact("https://www.example.in", seedSiteContent().company);

/** Saves a stored product with some fields changed, as the admin form would. */
async function edit(id: string, changes: { description?: string; imageUrl?: string }) {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    // A description edit: items sent beside it would be the list (docs/decisions/081).
    items: _items,
    ...input
  } = (await fixture.services.products.get(id))!;
  return fixture.services.products.update(id, {
    ...input,
    subproductImages: input.subproductImages,
    ...changes,
  });
}

async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

test("the catalogue PDF names every category and every sub-product, with contact lines", async () => {
  const pdf = await fixture.services.cataloguePdf.get(contact);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await textOf(pdf.bytes);
  const { items } = await fixture.services.products.list();
  expect(items.length).toBeGreaterThanOrEqual(11);
  for (const product of items) {
    expect(text).toContain(product.title);
    for (const name of splitSubproducts(product.description)) expect(text).toContain(name);
  }
  expect(text).toContain(contact.phone);
  expect(text).toContain(contact.email);
  expect(text).toContain("www.example.in");
  // Rasterised illustrations are embedded, not just text.
  expect(pdf.bytes.toString("latin1")).toMatch(/\/Subtype \/Image/);
});

test("is rendered once per catalogue state and changes when a product changes", async () => {
  const [a, b] = await Promise.all([
    fixture.services.cataloguePdf.get(contact),
    fixture.services.cataloguePdf.get(contact),
  ]);
  expect(a).toBe(b);
  const product = await fixture.services.products.get("prod-009");
  await edit("prod-009", { description: `${product!.description}, Stretch Film Rolls Zeta` });
  const changed = await fixture.services.cataloguePdf.get(contact);
  expect(changed.etag).not.toBe(a.etag);
  expect(await textOf(changed.bytes)).toContain("Stretch Film Rolls Zeta");
});

test("never fetches a picture from another site", async () => {
  const product = await edit("prod-010", { imageUrl: "http://127.0.0.1:9/never-fetched.png" });
  const pdf = await fixture.services.cataloguePdf.get(contact);
  expect(await textOf(pdf.bytes)).toContain(product!.title);
});

test("text outside the PDF's built-in font is made readable, not garbled", () => {
  expect(pdfText("Crème brûlée – “quoted”")).toBe("Crème brûlée – “quoted”");
  expect(pdfText("Pump ₹ 5000 ✓")).toBe("Pump ? 5000 ?");
  expect(pdfText("Ṭhakkar")).toBe("Thakkar");
});
