import { MessageSquarePlus } from "lucide-react";
import { buttonVariants } from "~/components/ui/button-variants";
import { ItemQuoteForm } from "../quote/item-quote-form";
import type { QuoteListLine } from "../quote/quote-list-store";
import { SalesContactLinks } from "../sales-contact-links";

/**
 * The item page's call to action: a quote with a quantity, or the item kept in the quote
 * list (docs/decisions/083). 'Inquire Now' is a submit button of a GET form, as the
 * category's tiles are: with scripts it opens the product inquiry dialog for this item;
 * without, the page comes back with the form in it (docs/decisions/027, 081).
 */
export function ItemQuoteCard({
  path,
  line,
  itemName,
  topic,
  onInquire,
}: {
  path: string;
  /** The item as a line of the quote list. */
  line: Omit<QuoteListLine, "quantity">;
  itemName: string;
  /** What the WhatsApp greeting names. */
  topic: string;
  onInquire: (opener: HTMLElement) => void;
}) {
  return (
    <div className="bg-muted flex flex-col gap-4 rounded-xl border p-6 shadow-sm">
      <div className="flex flex-col gap-1.5">
        <h2 className="text-lg leading-tight font-semibold">Request a Quote</h2>
        <p className="text-muted-foreground text-sm">
          Choose the quantity: we reply within one business day with price, make and lead time.
          Collect several items in your quote list and ask for them together.
        </p>
      </div>
      <ItemQuoteForm line={line} />
      <form method="get" action={`${path}#product-inquiry`} className="grid border-t pt-4">
        <button
          type="submit"
          name="inquire"
          value={itemName}
          onClick={(event) => {
            event.preventDefault();
            onInquire(event.currentTarget);
          }}
          className={buttonVariants({ variant: "outline" })}
        >
          <MessageSquarePlus aria-hidden="true" />
          Inquire Now
        </button>
      </form>
      <div className="grid gap-3">
        <SalesContactLinks topic={topic} />
      </div>
    </div>
  );
}
