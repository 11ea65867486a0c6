import type { AppLoadContext } from "react-router";
import type { FormLine } from "~/components/site/quote/quote-form-types";
import { MAX_QUOTE_LINES } from "~/domain/schemas/quote-request-input";

/**
 * The lines named in `/quote?item={productId}/{itemSlug}&qty={n}` (docs/decisions/083), read
 * from the catalogue: an item's name and unit are the catalogue's, an unknown one is left out,
 * a missing or unreadable quantity is 1.
 */
export async function linesFromQuery(
  params: URLSearchParams,
  context: AppLoadContext,
): Promise<FormLine[]> {
  const items = params.getAll("item").slice(0, MAX_QUOTE_LINES);
  const quantities = params.getAll("qty");
  const categories = new Map<string, Awaited<ReturnType<typeof context.services.products.get>>>();
  const lines: FormLine[] = [];
  for (const [i, param] of items.entries()) {
    const [productId = "", itemSlug = ""] = param.split("/");
    if (!categories.has(productId))
      categories.set(productId, productId ? await context.services.products.get(productId) : null);
    const item = categories.get(productId)?.items?.find((candidate) => candidate.slug === itemSlug);
    if (!item || lines.some((line) => line.productId === productId && line.itemSlug === itemSlug))
      continue;
    const quantity = Number(quantities[i]);
    lines.push({
      productId,
      itemSlug,
      name: item.name,
      quantity: quantity > 0 ? String(quantity) : "1",
      ...(item.unit ? { unit: item.unit } : {}),
    });
  }
  return lines;
}
