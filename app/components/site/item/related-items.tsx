import type { CatalogueItem, Product } from "~/domain/schemas/records";
import { ItemLink } from "./item-link";
import { TitledSection } from "../titled-section";

/** The category's other items, to move across the range without going back. */
export function RelatedItems({ product, items }: { product: Product; items: CatalogueItem[] }) {
  if (items.length === 0) return null;
  return (
    <TitledSection
      headingId="related-items-heading"
      heading={`More in ${product.title}`}
      className="mt-16"
    >
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            <ItemLink
              product={product}
              item={item}
              className="bg-card hover:border-brand-600 focus-visible:outline-ring flex h-full flex-col overflow-hidden rounded-lg border shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
              frameClassName="block aspect-[4/3] overflow-hidden bg-slate-100"
              sizes="(min-width: 768px) 25vw, 50vw"
            >
              <span className="flex flex-col gap-0.5 p-3">
                <span className="text-sm font-semibold">{item.name}</span>
                {item.make ? (
                  <span className="text-muted-foreground text-xs">{item.make}</span>
                ) : null}
              </span>
            </ItemLink>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
