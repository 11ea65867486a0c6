/**
 * `/quote?item={productId}/{itemSlug}&qty={n}`: the quote form with these lines, the address
 * the item pages' and the tiles' buttons open without scripts (docs/decisions/083).
 */
export function itemParam(productId: string, itemSlug: string): string {
  return `${productId}/${itemSlug}`;
}
