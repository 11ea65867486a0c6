import { SearchX } from "lucide-react";
import type { Product } from "~/domain/schemas/records";
import { ProductCard } from "./product-card";

/** 1, 2, 3 and 4 columns from small to extra large screens. */
export function ProductGrid({
  products,
  loading,
  query,
  itemsBelow = false,
}: {
  products: Product[];
  loading: boolean;
  query: string;
  /** Items matching the search are listed under the grid (docs/decisions/082). */
  itemsBelow?: boolean;
}) {
  if (loading) {
    return (
      <p role="status" className="text-muted-foreground py-16 text-center">
        Loading products...
      </p>
    );
  }
  if (products.length === 0) {
    return (
      <div
        role="status"
        className="text-muted-foreground flex flex-col items-center gap-3 py-16 text-center"
      >
        <SearchX className="size-10" aria-hidden="true" />
        <p className="text-foreground text-lg font-semibold">
          {query.trim() ? `No products match "${query.trim()}"` : "No products yet"}
        </p>
        <p>
          {itemsBelow
            ? "No category is named so, but the items below match."
            : "Try another word, or contact us: we source many items beyond this catalogue."}
        </p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          {/* The first row is near the fold on wide screens; the rest load lazily. */}
          <ProductCard product={product} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
