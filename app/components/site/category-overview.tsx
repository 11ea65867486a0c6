import { Sparkles, Tag } from "lucide-react";
import { PlainBadge } from "./plain-badge";
import type { Product } from "~/domain/schemas/records";
import { ImageCarousel } from "./image-carousel";

/** SPEC.md section 2: the carousel, the category badge and 'New Product Line'. */
export function CategoryOverview({ product }: { product: Product }) {
  const images = product.images.length > 0 ? product.images : [product.imageUrl];
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
