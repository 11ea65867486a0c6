import { Link } from "react-router";
import { QuoteListIcon } from "../shell-icons";
import { useQuoteList } from "./quote-list-store";

/**
 * The header's way to the quote list, at every width: an icon with the number of items in it
 * (docs/decisions/083). The count is this browser's, so the server renders the link alone and
 * the count appears once scripts run; it sits over the icon's corner, so nothing shifts.
 */
export function QuoteListIndicator({ onNavigate }: { onNavigate?: () => void }) {
  const lines = useQuoteList();
  const count = lines?.length ?? 0;
  const label =
    count === 0 ? "Quote list" : `Quote list, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <Link
      to="/quote"
      aria-label={label}
      title={label}
      onClick={onNavigate}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/10"
    >
      <QuoteListIcon className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="quote-count"
          className="bg-accent text-ink absolute top-1 right-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
