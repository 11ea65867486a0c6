import type { Product } from "~/domain/schemas/records";
import { PictureLink } from "./picture-link";
import { TitledSection } from "./titled-section";

/** The other categories (first 3, excluding the current) as a row of cards. */
export function RelatedCategories({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <TitledSection
      headingId="related-categories-heading"
      heading="Related Categories"
      className="mt-16"
    >
      <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <PictureLink
              to={`/products/${encodeURIComponent(product.id)}`}
              src={product.imageUrl}
              height={225}
              className="bg-card hover:border-brand-600 focus-visible:outline-ring flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
              frameClassName="block aspect-[16/9] overflow-hidden bg-slate-100"
            >
              <span className="flex flex-col gap-1 p-4">
                <span className="text-muted-foreground text-xs font-semibold tracking-wide">
                  {product.category}
                </span>
                <span className="font-semibold">{product.title}</span>
              </span>
            </PictureLink>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
