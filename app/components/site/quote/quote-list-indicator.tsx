import { Link } from "react-router";
import { QuoteListIcon } from "../shell-icons";

/**
 * The header's way to the quote list, at every width: an icon with the number of items in it
 * (docs/decisions/083). The count is this browser's, so the server renders the link alone and
 * the top bar's behaviour (shell-behaviour.ts) adds the count over the icon's corner once
 * scripts run, and keeps it current; nothing shifts when it appears.
 */
export function QuoteListIndicator() {
  return (
    <Link
      to="/quote"
      data-quote-list=""
      aria-label="Quote list"
      title="Quote list"
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/10"
    >
      <QuoteListIcon className="size-6" />
      {/* The count's place: a leaf to React (its inner HTML is the page's), so a count written
          before a later hydration is not a mismatch (docs/decisions/098). */}
      <span data-quote-count-slot="" dangerouslySetInnerHTML={{ __html: "" }} />
    </Link>
  );
}
