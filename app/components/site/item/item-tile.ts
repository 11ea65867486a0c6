import { itemPath } from "~/domain/catalogue-items/item-path";
import type { CatalogueItem, Product } from "~/domain/schemas/records";

/**
 * Where an item's tile links and what it shows: the item's first picture, or the category's
 * without one of its own, in a small tile.
 */
export function itemTile(product: Product, item: CatalogueItem) {
  return {
    to: itemPath(product.id, item.slug),
    src: item.images[0] ?? product.imageUrl,
    height: 300,
    compact: true,
  };
}
