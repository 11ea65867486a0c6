import type { CatalogueItem, Product } from "~/domain/schemas/records";
import { itemPath } from "~/domain/catalogue-items/item-path";
import { absoluteUrl } from "~/utils/seo";
import { breadcrumbList, JsonLd, useSiteOrigin } from "../json-ld";

/** A BreadcrumbList and the item as a schema.org Product, its specifications as properties. */
export function ItemJsonLd({ product, item }: { product: Product; item: CatalogueItem }) {
  const siteUrl = useSiteOrigin();
  const categoryUrl = `${siteUrl}/products/${encodeURIComponent(product.id)}`;
  const url = `${siteUrl}${itemPath(product.id, item.slug)}`;
  const images = item.images.length > 0 ? item.images : [product.imageUrl];
  return (
    <JsonLd
      data={[
        breadcrumbList([
          { name: "Home", item: `${siteUrl}/` },
          { name: "Products", item: `${siteUrl}/products` },
          { name: product.title, item: categoryUrl },
          { name: item.name, item: url },
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
          isRelatedTo: { "@id": `${categoryUrl}#catalog` },
        },
      ]}
    />
  );
}
