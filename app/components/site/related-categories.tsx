import type { Product } from "~/domain/schemas/records";
import { PictureLinkRow } from "./picture-link-row";

/** The other categories (first 3, excluding the current) as a row of cards. */
export function RelatedCategories({ products }: { products: Product[] }) {
  return (
    <PictureLinkRow
      headingId="related-categories-heading"
      heading="Related Categories"
      listClassName="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3"
      tiles={products.map((product) => ({
        key: product.id,
        to: `/products/${encodeURIComponent(product.id)}`,
        src: product.imageUrl,
        height: 225,
        className:
          "bg-card hover:border-brand-600 focus-visible:outline-ring flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
        frameClassName: "block aspect-[16/9] overflow-hidden bg-slate-100",
        children: (
          <span className="flex flex-col gap-1 p-4">
            <span className="text-muted-foreground text-xs font-semibold tracking-wide">
              {product.category}
            </span>
            <span className="font-semibold">{product.title}</span>
          </span>
        ),
      }))}
    />
  );
}
