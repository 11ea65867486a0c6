import { SectionCard } from "../section-card";
import { subproductNames } from "~/domain/product-form";
import type { Product } from "~/domain/schemas/records";
import { driveImageUrl } from "~/utils/drive-image";
import { ShortDate } from "../short-date";
import { ProductStatusBadge } from "./product-status-badge";

/** What the catalogue holds for one product, as the public page will use it. */
export function ProductDetails({ product }: { product: Product }) {
  const subproducts = subproductNames(product);
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <SectionCard title="Overview">
        <img
          src={driveImageUrl(product.imageUrl, 800)}
          alt={`Main image of ${product.title}`}
          className="bg-muted aspect-video w-full rounded-lg border object-cover"
        />
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-semibold">Category</dt>
          <dd>{product.category}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>
            <ProductStatusBadge isNew={product.isNew} />
          </dd>
          <dt className="font-semibold">Created</dt>
          <dd>
            <ShortDate iso={product.createdAt} />
          </dd>
          <dt className="font-semibold">Updated</dt>
          <dd>
            <ShortDate iso={product.updatedAt} />
          </dd>
        </dl>
        <h3 className="mt-6 text-sm font-semibold">Images</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {product.images.map((url, index) => (
            <li key={`${url}-${index}`}>
              <img
                src={driveImageUrl(url, 200)}
                alt={`Image ${index + 1} of ${product.title}`}
                className="bg-muted size-20 rounded-md border object-cover"
              />
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={`Subproducts (${subproducts.length})`}>
        {subproducts.length === 0 ? (
          <p className="text-muted-foreground text-sm">No subproducts listed.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {subproducts.map((name, index) => {
              const image = product.subproductImages?.[name];
              return (
                <li
                  key={`${name}-${index}`}
                  className="flex items-center gap-3 rounded-md border p-2 text-sm"
                >
                  <img
                    src={driveImageUrl(image ?? product.imageUrl, 200)}
                    alt=""
                    className="bg-muted size-10 shrink-0 rounded border object-cover"
                  />
                  <span>{name}</span>
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
