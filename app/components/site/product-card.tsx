import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PlainBadge } from "./plain-badge";
import type { Product } from "~/domain/schemas/records";
import { driveImageUrl } from "~/utils/drive-image";
import { truncate } from "~/utils/truncate";
import { SafeImage } from "./image-fallback";

/**
 * Product card: image, 'New' badge, title, the description
 * cut to 100 characters plus '...', and a link to the category page.
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  return (
    <article className="bg-card group relative flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <SafeImage
          src={driveImageUrl(product.imageUrl, 800)}
          alt=""
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {product.isNew ? (
          <PlainBadge variant="accent" className="absolute top-3 right-3">
            New
          </PlainBadge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-muted-foreground text-xs font-semibold tracking-wide">
          {product.category}
        </p>
        <h3 className="text-lg leading-snug font-semibold">{product.title}</h3>
        <p className="text-muted-foreground flex-1 text-sm">{truncate(product.description, 100)}</p>
        <Link
          to={`/products/${encodeURIComponent(product.id)}`}
          className="text-brand-700 mt-2 inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          View details<span className="sr-only">{` of ${product.title}`}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
