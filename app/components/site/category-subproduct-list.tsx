import { MessageSquarePlus } from "lucide-react";
import { PlainBadge } from "./plain-badge";
import { splitSubproducts } from "~/domain/product-form";
import type { Product } from "~/domain/schemas/records";
import { driveImageUrl } from "~/utils/drive-image";
import { SafeImage } from "./image-fallback";

/**
 * SPEC.md section 2: the description split on commas into the available
 * products, each with its picture (its own, else the main image) and an
 * 'Inquire' badge. Each item is a submit button of a GET form: with scripts
 * it opens the inquiry dialog; without, it reloads the page with
 * ?inquire={item} and the server renders the inquiry form inline.
 */
export function CategorySubproductList({
  product,
  onInquire,
}: {
  product: Product;
  /** The element is the item pressed: focus returns to it when the dialog closes. */
  onInquire: (name: string, opener: HTMLElement) => void;
}) {
  const names = splitSubproducts(product.description);
  return (
    <section aria-labelledby="available-products-heading">
      <h2 id="available-products-heading" className="text-2xl font-bold tracking-tight">
        Available Products
      </h2>
      <p className="text-muted-foreground mt-2 text-sm">
        Choose an item to send us an inquiry about it.
      </p>
      <form method="get" action={`/products/${encodeURIComponent(product.id)}#product-inquiry`}>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {names.map((name) => (
            <li key={name}>
              <button
                type="submit"
                name="inquire"
                value={name}
                onClick={(event) => {
                  event.preventDefault();
                  onInquire(name, event.currentTarget);
                }}
                className="bg-card hover:border-brand-600 focus-visible:outline-ring flex h-full w-full items-center gap-4 rounded-lg border p-3 text-left shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <span className="block size-20 shrink-0 overflow-hidden rounded-md bg-slate-100">
                  <SafeImage
                    src={driveImageUrl(product.subproductImages?.[name] ?? product.imageUrl, 400)}
                    alt=""
                    width={400}
                    height={300}
                    compact
                    sizes="80px"
                    className="h-full w-full object-cover"
                    placeholderClassName="p-1 [&_p]:text-[10px] [&_svg]:size-5"
                  />
                </span>
                <span className="flex min-w-0 flex-col gap-2">
                  <span className="font-medium">{name}</span>
                  <PlainBadge variant={null} className="border-input text-brand-700">
                    <MessageSquarePlus aria-hidden="true" />
                    Inquire
                  </PlainBadge>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </form>
    </section>
  );
}
