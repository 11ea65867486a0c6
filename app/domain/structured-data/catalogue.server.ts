import { itemPath } from "../catalogue-items/item-path.ts";
import type { CatalogueItem, Product } from "../schemas/records.ts";
import { absoluteUrl } from "../../utils/seo.ts";
import { breadcrumbList, organizationRef, serializeJsonLd } from "./json-ld.ts";

const categoryPath = (product: Product) => `/products/${encodeURIComponent(product.id)}`;

/** A BreadcrumbList and the category as an OfferCatalog of its items and their pages. */
export function categoryJsonLd(siteUrl: string, product: Product): string {
  const url = `${siteUrl}${categoryPath(product)}`;
  return serializeJsonLd([
    breadcrumbList(siteUrl, [
      ["Products", "/products"],
      [product.title, categoryPath(product)],
    ]),
    {
      "@context": "https://schema.org",
      "@type": "OfferCatalog",
      "@id": `${url}#catalog`,
      name: product.title,
      url,
      image: absoluteUrl(siteUrl, product.imageUrl),
      category: product.category,
      provider: organizationRef(siteUrl),
      itemListElement: (product.items ?? []).map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: {
          "@type": "Product",
          name: item.name,
          category: product.category,
          url: `${siteUrl}${itemPath(product.id, item.slug)}`,
        },
      })),
    },
  ]);
}

/** A BreadcrumbList and the item as a schema.org Product, its specifications as properties. */
export function itemJsonLd(siteUrl: string, product: Product, item: CatalogueItem): string {
  const path = itemPath(product.id, item.slug);
  const url = `${siteUrl}${path}`;
  const images = item.images.length > 0 ? item.images : [product.imageUrl];
  return serializeJsonLd([
    breadcrumbList(siteUrl, [
      ["Products", "/products"],
      [product.title, categoryPath(product)],
      [item.name, path],
    ]),
    {
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": `${url}#product`,
      name: item.name,
      url,
      category: product.category,
      image: images.map((image) => absoluteUrl(siteUrl, image)),
      ...(item.summary ? { description: item.summary } : {}),
      ...(item.make ? { brand: { "@type": "Brand", name: item.make } } : {}),
      ...(item.model ? { model: item.model } : {}),
      additionalProperty: item.specs.map((row) => ({
        "@type": "PropertyValue",
        name: row.name,
        value: row.value,
      })),
      isRelatedTo: { "@id": `${siteUrl}${categoryPath(product)}#catalog` },
    },
  ]);
}
