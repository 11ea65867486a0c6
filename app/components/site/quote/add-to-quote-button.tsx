import { ClipboardCheck, ClipboardPlus } from "lucide-react";
import { itemParam } from "./quote-path";
import { quoteList, sameItem, useQuoteList, type QuoteListLine } from "./quote-list-store";

/**
 * A category tile's 'Add to quote list' (docs/decisions/083): a submit button of the tiles'
 * GET form aimed at /quote, so without scripts it opens the quote form for this item; with
 * them it is a toggle: it puts the item in the quote list (one of it) or takes it out.
 */
export function AddToQuoteButton({ line }: { line: Omit<QuoteListLine, "quantity"> }) {
  const lines = useQuoteList();
  const listed = lines?.some((other) => sameItem(other, line)) ?? false;
  const text = listed ? "Added to quote list" : "Add to quote list";
  return (
    <button
      type="submit"
      formAction="/quote"
      name="item"
      value={itemParam(line.productId, line.itemSlug)}
      aria-pressed={lines === null ? undefined : listed}
      // The visible words first, then which item: "Add to quote list: Dosing Pumps".
      aria-label={`${text}: ${line.name}`}
      onClick={(event) => {
        event.preventDefault();
        if (listed) quoteList.remove(line);
        else quoteList.add({ ...line, quantity: 1 });
      }}
      className="border-input text-brand-700 hover:bg-muted aria-pressed:border-brand-600 aria-pressed:bg-brand-50 focus-visible:outline-ring inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-3.5"
    >
      {listed ? <ClipboardCheck aria-hidden="true" /> : <ClipboardPlus aria-hidden="true" />}
      {text}
    </button>
  );
}
