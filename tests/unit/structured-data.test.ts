import { expect, test } from "vitest";
import type { CatalogueItem, Product } from "../../app/domain/schemas/records.ts";
import { seedSiteContent } from "../../app/domain/site/seed-content.ts";
import { categoryJsonLd, itemJsonLd } from "../../app/domain/structured-data/catalogue.server.ts";
import { serializeJsonLd } from "../../app/domain/structured-data/json-ld.ts";
import { organizationJsonLd } from "../../app/domain/structured-data/organization.server.ts";
import { projectJsonLd } from "../../app/domain/structured-data/project.server.ts";
import type { Project } from "../../app/domain/projects/project-input.ts";

const SITE = "https://example.in";

const item: CatalogueItem = {
  id: "i1",
  slug: "ball-valve-2",
  name: 'Ball valve 2" </script>',
  make: "Acme",
  model: "BV-2",
  summary: "Full bore.",
  specs: [{ name: "Size", value: "50 mm" }],
  images: [],
  datasheets: [],
  unit: "pc",
  moq: "",
  leadTime: "",
  hsn: "",
};

const product: Product = {
  id: "valves",
  title: "Valves",
  description: "",
  imageUrl: "/images/valves.jpg",
  category: "Flow control",
  isNew: false,
  images: [],
  items: [item],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

test("no text in the data can close the script element", () => {
  const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
  expect(text).not.toContain("<");
  expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
});

test("the Organization carries the address, the contacts and each credential", () => {
  const company = {
    ...seedSiteContent().company,
    registrations: [{ label: "Udyam", value: "UDYAM-GJ-24-0000001" }],
    certifications: ["ISO 9001:2015"],
  };
  const node = JSON.parse(organizationJsonLd(SITE, company, "Since 2005."));
  expect(node["@id"]).toBe(`${SITE}/#organization`);
  expect(node.address.addressCountry).toBe("IN");
  expect(node.description).toBe("Since 2005.");
  expect(node.logo).toBe(`${SITE}/icon-512.png`);
  expect(node.identifier).toEqual([
    { "@type": "PropertyValue", propertyID: "Udyam", value: "UDYAM-GJ-24-0000001" },
  ]);
  expect(node.hasCredential[0].name).toBe("ISO 9001:2015");
  expect(node.contactPoint.length).toBe(company.phones.length);
});

test("a category is an OfferCatalog of its items' pages, under the Organization", () => {
  const [crumbs, catalog] = JSON.parse(categoryJsonLd(SITE, product));
  expect(crumbs.itemListElement.map((crumb: { name: string }) => crumb.name)).toEqual([
    "Home",
    "Products",
    "Valves",
  ]);
  expect(catalog.provider).toEqual({ "@id": `${SITE}/#organization` });
  expect(catalog.image).toBe(`${SITE}/images/valves.jpg`);
  expect(catalog.itemListElement[0].item.url).toBe(`${SITE}/products/valves/ball-valve-2`);
});

test("an item is a Product with its make, its specifications and its category's picture", () => {
  const [crumbs, node] = JSON.parse(itemJsonLd(SITE, product, item));
  expect(crumbs.itemListElement).toHaveLength(4);
  expect(node.brand).toEqual({ "@type": "Brand", name: "Acme" });
  expect(node.image).toEqual([`${SITE}/images/valves.jpg`]);
  expect(node.additionalProperty).toEqual([
    { "@type": "PropertyValue", name: "Size", value: "50 mm" },
  ]);
  expect(node.isRelatedTo).toEqual({ "@id": `${SITE}/products/valves#catalog` });
});

test("a case study is an Article by the Organization, its body and outcome as the text", () => {
  const project: Project = {
    id: "p1",
    slug: "skid",
    title: "Pump skid",
    clientIndustry: "Oil & Gas",
    location: "Dahej",
    year: 2024,
    summary: "A skid.",
    body: "First paragraph.\n\nSecond paragraph.",
    outcome: "Ran first time.",
    images: ["/media/a.jpg", "https://cdn.example/b.jpg"],
    published: true,
    sortOrder: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-02-01T00:00:00.000Z",
  };
  const [crumbs, article] = JSON.parse(projectJsonLd(SITE, project));
  expect(crumbs.itemListElement.at(-1)).toMatchObject({
    name: "Pump skid",
    item: `${SITE}/projects/skid`,
  });
  expect(article.author).toEqual({ "@id": `${SITE}/#organization` });
  expect(article.image).toEqual([`${SITE}/media/a.jpg`, "https://cdn.example/b.jpg"]);
  expect(article.articleBody).toBe("First paragraph.\n\nSecond paragraph.\n\nRan first time.");
  expect(article.temporalCoverage).toBe("2024");
});
