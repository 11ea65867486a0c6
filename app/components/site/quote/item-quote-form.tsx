import { ClipboardPlus, FileText } from "lucide-react";
import { useId, useRef, useState, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { FieldError } from "~/components/ui/field-error";
import { MAX_QUANTITY, quantityText } from "~/domain/quotes/quote-lines";
import { itemParam } from "./quote-path";
import { quoteList, sameItem, useQuoteList, type QuoteListLine } from "./quote-list-store";

/**
 * 'Request quote' with a quantity, and 'Add to quote list', on an item's page
 * (docs/decisions/083). A GET form to /quote: without scripts either button opens the quote
 * form with this item as its one line; with them, both keep the item in the quote list, and
 * 'Request quote' then opens the form with the whole list.
 */
export function ItemQuoteForm({ line }: { line: Omit<QuoteListLine, "quantity"> }) {
  const id = useId();
  const navigate = useNavigate();
  const quantity = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const lines = useQuoteList();
  const listed = lines?.find((other) => sameItem(other, line));

  function keep(event: MouseEvent<HTMLButtonElement>): boolean {
    event.preventDefault();
    const value = Number(quantity.current?.value.trim() || Number.NaN);
    if (!(value > 0) || value > MAX_QUANTITY) {
      setError("Enter a quantity above 0");
      quantity.current?.focus();
      return false;
    }
    setError(null);
    quoteList.set({ ...line, quantity: value });
    setAdded(value);
    return true;
  }

  return (
    <form method="get" action="/quote" className="grid gap-3" noValidate>
      <input type="hidden" name="item" value={itemParam(line.productId, line.itemSlug)} />
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-qty`} className="text-sm font-medium">
          Quantity
        </label>
        <div className="flex items-center gap-2">
          <input
            ref={quantity}
            id={`${id}-qty`}
            name="qty"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            defaultValue="1"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="border-input bg-background h-11 w-28 rounded-md border px-3 text-base"
          />
          {line.unit ? <span className="text-muted-foreground text-sm">{line.unit}</span> : null}
        </div>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <button
          type="submit"
          className={buttonVariants({ size: "lg" })}
          onClick={(event) => {
            if (keep(event)) void navigate("/quote");
          }}
        >
          <FileText aria-hidden="true" />
          Request quote
        </button>
        <button
          type="submit"
          className={buttonVariants({ variant: "outline", size: "lg" })}
          onClick={keep}
        >
          <ClipboardPlus aria-hidden="true" />
          Add to quote list
        </button>
      </div>
      <p role="status" className="text-sm">
        {added !== null ? (
          <>
            {`Added to your quote list: ${quantityText({ quantity: added, unit: line.unit })}. `}
            <Link to="/quote" className="text-brand-700 font-semibold underline">
              {`View quote list (${lines?.length ?? 1})`}
            </Link>
          </>
        ) : listed ? (
          <span className="text-muted-foreground">
            {`In your quote list: ${quantityText(listed)}.`}
          </span>
        ) : null}
      </p>
    </form>
  );
}
