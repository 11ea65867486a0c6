import { Link } from "react-router";
import type { Product } from "~/domain/schemas/records";
import { driveImageUrl } from "~/utils/drive-image";
import { SafeImage } from "./image-fallback";
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
            <Link
              to={`/products/${encodeURIComponent(product.id)}`}
              className="bg-card hover:border-brand-600 focus-visible:outline-ring flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <span className="block aspect-[16/9] overflow-hidden bg-slate-100">
                <SafeImage
                  src={driveImageUrl(product.imageUrl, 400)}
                  alt=""
                  width={400}
                  height={225}
                  className="h-full w-full object-cover"
                />
              </span>
              <span className="flex flex-col gap-1 p-4">
                <span className="text-muted-foreground text-xs font-semibold tracking-wide">
                  {product.category}
                </span>
                <span className="font-semibold">{product.title}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
