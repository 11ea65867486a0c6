import { Link } from "react-router";
import type { ItemMatches } from "~/domain/search/item-matches";
import { MarkedSnippet, MarkedText } from "./search/marked-text";
import { searchHref } from "./search/search-labels";

/**
 * Under the /products grid: the catalogue items matching its search box, each linking to its
 * page, and the search page for the rest (docs/decisions/082).
 */
export function ItemMatchesList({ matches }: { matches: ItemMatches | null }) {
  const found = matches && matches.total > 0 ? matches : null;
  // The live region stays in the page, so a list that appears while typing is announced.
  return (
    <div aria-live="polite">
      {found ? (
        <section aria-labelledby="item-matches-heading" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h3 id="item-matches-heading" className="text-2xl font-bold tracking-tight">
              Matching items
            </h3>
            <p className="text-muted-foreground text-sm">
              {found.total === 1 ? "1 item matches" : `${found.total} items match`} “{found.query}”
              {found.total > found.items.length ? (
                <>
                  {" · "}
                  <Link
                    to={searchHref(found.query, { type: "item" })}
                    className="text-brand-800 font-semibold underline underline-offset-4"
                  >
                    See all {found.total}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
          <ul className="mt-5 grid gap-3 md:grid-cols-2">
            {found.items.map((item) => (
              <li key={item.url}>
                <Link
                  to={item.url}
                  className="block h-full rounded-lg border border-slate-200 p-4 transition-colors hover:border-slate-400 hover:bg-slate-50"
                >
                  <span className="text-brand-800 block font-semibold">
                    <MarkedText pieces={item.title} />
                  </span>
                  <span className="text-muted-foreground mt-0.5 block text-sm">{item.context}</span>
                  <MarkedSnippet
                    pieces={item.snippet}
                    as="span"
                    className="mt-2 block text-sm text-slate-600"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
