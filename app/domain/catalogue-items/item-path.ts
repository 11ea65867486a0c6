/** The public address of an item's page (docs/decisions/081). */
export function itemPath(productId: string, slug: string): string {
  return `/products/${encodeURIComponent(productId)}/${encodeURIComponent(slug)}`;
}
