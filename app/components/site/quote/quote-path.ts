/**
 * `/quote?item={productId}/{itemSlug}&qty={n}`: the quote form with these lines, the address
 * the item pages' and the tiles' buttons open without scripts (docs/decisions/083).
 */
export function itemParam(productId: string, itemSlug: string): string {
  return `${productId}/${itemSlug}`;
}

export function quotePath(
  lines: Array<{ productId: string; itemSlug: string; quantity?: number }>,
) {
  const params = new URLSearchParams();
  for (const line of lines) {
    params.append("item", itemParam(line.productId, line.itemSlug));
    params.append("qty", String(line.quantity ?? 1));
  }
  return `/quote?${params.toString()}`;
}
