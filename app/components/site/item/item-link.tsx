import { itemPath } from "~/domain/catalogue-items/item-path";
import type { CatalogueItem, Product } from "~/domain/schemas/records";
import { PictureLink, type PictureLinkProps } from "../picture-link";

/** A link to an item's page, led by its first picture (the category's without one of its own). */
export function ItemLink({
  product,
  item,
  ...tile
}: { product: Product; item: CatalogueItem } & Omit<
  PictureLinkProps,
  "to" | "src" | "height" | "compact"
>) {
  return (
    <PictureLink
      {...tile}
      to={itemPath(product.id, item.slug)}
      src={item.images[0] ?? product.imageUrl}
      height={300}
      compact
    />
  );
}
