import { Sparkles, Tag } from "lucide-react";
import { PlainBadge } from "./plain-badge";
import type { Product } from "~/domain/schemas/records";
import { ImageCarousel } from "./image-carousel";

/**
 * The carousel, the category badge and 'New Product Line'. The gallery starts with the main
 * image, then the category's other pictures, each once (docs/decisions/081).
 */
export function CategoryOverview({ product }: { product: Product }) {
  const images = [...new Set([product.imageUrl, ...product.images].filter(Boolean))];
  return (
    <div className="grid min-w-0 content-start gap-4">
      <div className="flex flex-wrap gap-2">
        <PlainBadge variant="secondary">
          <Tag aria-hidden="true" />
          {product.category}
        </PlainBadge>
        {product.isNew ? (
          <PlainBadge variant="accent">
            <Sparkles aria-hidden="true" />
            New Product Line
          </PlainBadge>
        ) : null}
      </div>
      <ImageCarousel images={images} label={product.title} />
    </div>
  );
}
