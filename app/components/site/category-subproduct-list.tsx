import { ArrowRight, MessageSquarePlus } from "lucide-react";
import type { Product } from "~/domain/schemas/records";
import { itemTile } from "./item/item-tile";
import { PictureLink } from "./picture-link";
import { AddToQuoteButton } from "./quote/add-to-quote-button";
import { TitledSection } from "./titled-section";

/**
 * The category's items as tiles (docs/decisions/081): each links to its item page and has an
 * 'Inquire' button. The buttons are submit buttons of a GET form: with scripts one opens the
 * inquiry dialog; without, it reloads the page with ?inquire={item} and the server renders
 * the inquiry form inline (docs/decisions/027). 'Add to quote list' keeps the item in the
 * quote list, or without scripts opens the quote form for it (docs/decisions/083).
 */
export function CategorySubproductList({
  product,
  onInquire,
}: {
  product: Product;
  /** The element is the item pressed: focus returns to it when the dialog closes. */
  onInquire: (name: string, opener: HTMLElement) => void;
}) {
  const items = product.items ?? [];
  return (
    <TitledSection headingId="available-products-heading" heading="Available Products">
      <p className="text-muted-foreground mt-2 text-sm">
        Open an item for its specifications, or send us an inquiry about it.
      </p>
      <form method="get" action={`/products/${encodeURIComponent(product.id)}#product-inquiry`}>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((item) => {
            const maker = [item.make, item.model].filter(Boolean).join(" · ");
            return (
              <li
                key={item.id}
                className="bg-card hover:border-brand-600 flex h-full flex-col rounded-lg border shadow-sm transition-colors"
              >
                <PictureLink
                  {...itemTile(product, item)}
                  className="focus-visible:outline-ring flex flex-1 items-center gap-4 rounded-t-lg p-3 focus-visible:outline-2 focus-visible:outline-offset-2"
                  frameClassName="block size-20 shrink-0 overflow-hidden rounded-md bg-slate-100"
                  sizes="80px"
                  placeholderClassName="p-1 [&_p]:text-[10px] [&_svg]:size-5"
                >
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="font-medium">{item.name}</span>
                    {maker ? (
                      <span className="text-muted-foreground truncate text-xs">{maker}</span>
                    ) : null}
                    <span className="text-brand-700 inline-flex items-center gap-1 text-xs font-semibold">
                      {item.specs.length > 0 ? "Specifications" : "Details"}
                      <ArrowRight className="size-3" aria-hidden="true" />
                    </span>
                  </span>
                </PictureLink>
                <div className="flex flex-wrap gap-2 border-t px-3 py-2">
                  <button
                    type="submit"
                    name="inquire"
                    value={item.name}
                    onClick={(event) => {
                      event.preventDefault();
                      onInquire(item.name, event.currentTarget);
                    }}
                    className="border-input text-brand-700 hover:bg-muted focus-visible:outline-ring inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-3.5"
                  >
                    <MessageSquarePlus aria-hidden="true" />
                    <span>Inquire</span>
                    <span className="sr-only">{` about ${item.name}`}</span>
                  </button>
                  <AddToQuoteButton
                    line={{
                      productId: product.id,
                      itemSlug: item.slug,
                      name: item.name,
                      ...(item.unit ? { unit: item.unit } : {}),
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </form>
    </TitledSection>
  );
}
