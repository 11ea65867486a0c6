import type { CatalogueItem, Product } from "~/domain/schemas/records";
import { PictureLinkRow } from "../picture-link-row";
import { itemTile } from "./item-tile";

/** The category's other items, to move across the range without going back. */
export function RelatedItems({ product, items }: { product: Product; items: CatalogueItem[] }) {
  return (
    <PictureLinkRow
      headingId="related-items-heading"
      heading={`More in ${product.title}`}
      listClassName="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4"
      tiles={items.map((item) => ({
        ...itemTile(product, item),
        key: item.id,
        className:
          "bg-card hover:border-brand-600 focus-visible:outline-ring flex h-full flex-col overflow-hidden rounded-lg border shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
        frameClassName: "block aspect-[4/3] overflow-hidden bg-slate-100",
        sizes: "(min-width: 768px) 25vw, 50vw",
        children: (
          <span className="flex flex-col gap-0.5 p-3">
            <span className="text-sm font-semibold">{item.name}</span>
            {item.make ? <span className="text-muted-foreground text-xs">{item.make}</span> : null}
          </span>
        ),
      }))}
    />
  );
}
