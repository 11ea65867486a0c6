import type { CatalogueItem, Product } from "~/domain/schemas/records";
import { driveImageUrl } from "~/utils/drive-image";
import { SafeImage } from "../image-fallback";

/** An item's first picture (the category's without one of its own), decorative in a link. */
export function ItemThumbnail({
  product,
  item,
  sizes,
  placeholderClassName,
}: {
  product: Product;
  item: CatalogueItem;
  sizes: string;
  placeholderClassName?: string;
}) {
  return (
    <SafeImage
      src={driveImageUrl(item.images[0] ?? product.imageUrl, 400)}
      alt=""
      width={400}
      height={300}
      compact
      sizes={sizes}
      className="h-full w-full object-cover"
      placeholderClassName={placeholderClassName}
    />
  );
}
