import { afterAll, beforeAll, expect, test } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { catalogueContact } from "../../app/domain/catalogue-pdf/catalogue-contact.ts";
import { pdfText } from "../../app/domain/catalogue-pdf/pdf-text.ts";
import { seedSiteContent } from "../../app/domain/site/seed-content.ts";
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

/** Every link annotation's address, page by page, read with pdf.js (not with pdfkit). */
async function linksOf(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const annotations = await (await pdf.getPage(number)).getAnnotations();
    for (const annotation of annotations)
      if (annotation.subtype === "Link" && typeof annotation.url === "string")
        links.push(annotation.url);
  }
  return links;
}

test("the catalogue PDF names every category and every item, with contact lines and the GSTIN", async () => {
  const pdf = await fixture.services.cataloguePdf.get(contact);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await textOf(pdf.bytes);
  const catalogue = await fixture.services.products.catalogue();
  expect(catalogue.length).toBeGreaterThanOrEqual(11);
  for (const product of catalogue) {
    expect(text).toContain(pdfText(product.title));
    for (const item of product.items) expect(text).toContain(pdfText(item.name));
  }
  // Printed from the item, not from the joined description: the comma stays inside the name.
  expect(text).toContain("Butterfly Valves, wafer type");
  expect(text).toContain(contact.phone);
  expect(text).toContain(contact.email);
  expect(text).toContain("www.example.in");
  expect(contact.gstin).toMatch(/^24[A-Z0-9]{13}$/);
  expect(text).toContain(`GSTIN ${contact.gstin}`);
  // Rasterised illustrations are embedded, not just text.
  expect(pdf.bytes.toString("latin1")).toMatch(/\/Subtype \/Image/);
});

test("prints every item's specification table: each row's name and value", async () => {
  const text = await textOf((await fixture.services.cataloguePdf.get(contact)).bytes);
  const items = (await fixture.services.products.catalogue()).flatMap((p) => p.items);
  const rows = items.flatMap((item) => item.specs);
  expect(rows.length).toBeGreaterThan(50);
  for (const row of rows) {
    expect(text).toContain(pdfText(row.name));
    expect(text).toContain(pdfText(row.value));
  }
  // The makes and models a buyer quotes are there too.
  expect(text).toContain("Narmada Flowtech · NF-ES 50-160");
});

test("links every category and item to its page at SITE_URL, never to localhost", async () => {
  const pdf = await fixture.services.cataloguePdf.get(contact);
  const links = await linksOf(pdf.bytes);
  expect(links.length).toBeGreaterThan(50);
  for (const link of links) expect(link).toMatch(/^https:\/\/www\.example\.in(\/|$)/);
  expect(links).toContain("https://www.example.in/products/prod-007");
  expect(links).toContain("https://www.example.in/products/prod-007/centrifugal-pumps");
  expect(links).toContain("https://www.example.in/products/prod-007/butterfly-valves-wafer-type");
  expect(pdf.bytes.toString("latin1")).not.toContain("localhost");
  // A SITE_URL given with a trailing slash makes the same links.
  expect(catalogueContact("https://www.example.in/", seedSiteContent().company).siteUrl).toBe(
    "https://www.example.in",
  );
});

test("draws the owner's uploaded logo on the cover when there is one, else the built-in mark", async () => {
  const images = (bytes: Buffer) =>
    bytes.toString("latin1").match(/\/Subtype \/Image/g)?.length ?? 0;
  const builtIn = await fixture.services.cataloguePdf.get(contact);
  const withLogo = await fixture.services.cataloguePdf.get({
    ...contact,
    logoUrl: "/images/catalogue/material-handling-2.svg",
  });
  expect(withLogo.etag).not.toBe(builtIn.etag);
  // One more picture (and its transparency mask), and the cover's text as before.
  expect(images(withLogo.bytes)).toBeGreaterThan(images(builtIn.bytes));
  expect(await textOf(withLogo.bytes)).toContain(contact.name);
  // A logo the server cannot read leaves the built-in mark, not a broken cover.
  const unreadable = await fixture.services.cataloguePdf.get({
    ...contact,
    logoUrl: "/images/catalogue/no-such-logo.png",
  });
  expect(images(unreadable.bytes)).toBe(images(builtIn.bytes));
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
