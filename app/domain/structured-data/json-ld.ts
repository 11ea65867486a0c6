/**
 * schema.org structured data, built by the loaders and sent as text (docs/decisions/023):
 * the builders never reach the browser's scripts.
 */
export type JsonLdNode = Record<string, unknown>;

/** The script element's text; `<` is escaped so no text in the data can close it early. */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Home › section › this page, as schema.org's BreadcrumbList: each step a name and its path
 * on the site, made absolute.
 */
export function breadcrumbList(siteUrl: string, trail: [name: string, path: string][]): JsonLdNode {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [["Home", "/"], ...trail].map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: `${siteUrl}${path}`,
    })),
  };
}

/** The Organization every page publishes, referred to by the other nodes. */
export function organizationRef(siteUrl: string): JsonLdNode {
  return { "@id": `${siteUrl}/#organization` };
}
