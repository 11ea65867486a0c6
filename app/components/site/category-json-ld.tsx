import { itemPath } from "~/domain/catalogue-items/item-path";
import type { Product } from "~/domain/schemas/records";
import { absoluteUrl } from "~/utils/seo";
import { breadcrumbList, JsonLd, useSiteOrigin } from "./json-ld";

/** A BreadcrumbList and the category with its items and their pages. */
export function CategoryJsonLd({ product }: { product: Product }) {
  const siteUrl = useSiteOrigin();
  const url = `${siteUrl}/products/${encodeURIComponent(product.id)}`;
  const crumbs = [
    { name: "Home", item: `${siteUrl}/` },
    { name: "Products", item: `${siteUrl}/products` },
    { name: product.title, item: url },
  ];
  return (
    <JsonLd
      data={[
        breadcrumbList(crumbs),
        {
          "@context": "https://schema.org",
          "@type": "OfferCatalog",
          "@id": `${url}#catalog`,
          name: product.title,
          url,
          image: absoluteUrl(siteUrl, product.imageUrl),
          category: product.category,
          provider: { "@id": `${siteUrl}/#organization` },
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
      ]}
    />
  );
}
