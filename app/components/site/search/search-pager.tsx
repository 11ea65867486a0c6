import { Link } from "react-router";
import type { SearchType } from "~/domain/search/search-documents";
import { searchHref } from "./search-labels";

/** Previous and next pages of results, as links. */
export function SearchPager({
  q,
  type,
  page,
  pages,
}: {
  q: string;
  type: SearchType | undefined;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const link = "text-brand-800 font-semibold underline-offset-4 hover:underline";
  return (
    <nav aria-label="Pages of results" className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={searchHref(q, { type, page: page - 1 })} rel="prev" className={link}>
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-muted-foreground text-sm">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={searchHref(q, { type, page: page + 1 })} rel="next" className={link}>
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
