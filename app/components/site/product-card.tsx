import type { Product } from "~/domain/schemas/records";
import { truncate } from "~/utils/truncate";
import { CoverCard } from "./cover-card";

/**
 * Product card: image, 'New' badge, title, the description
 * cut to 100 characters plus '...', and a link to the category page.
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  return (
    <CoverCard
      image={product.imageUrl}
      eager={eager}
      badge={product.isNew ? "New" : undefined}
      eyebrow={product.category}
      title={product.title}
      to={`/products/${encodeURIComponent(product.id)}`}
      linkText="View details"
      linkLabel={` of ${product.title}`}
    >
      <p className="text-muted-foreground flex-1 text-sm">{truncate(product.description, 100)}</p>
    </CoverCard>
  );
}
