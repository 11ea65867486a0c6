import { Link } from "react-router";
import { SEARCH_TYPES, type SearchType } from "~/domain/search/search-documents";
import { cx } from "~/utils/cx";
import { searchHref, TYPE_LABELS } from "./search-labels";

/** All, or one kind of result, with how many of each match: links, so no script is needed. */
export function SearchFilters({
  q,
  type,
  counts,
}: {
  q: string;
  type: SearchType | undefined;
  counts: Record<SearchType, number>;
}) {
  const all = SEARCH_TYPES.reduce((sum, each) => sum + counts[each], 0);
  const filters = [
    { label: "All", count: all, href: searchHref(q), active: !type },
    ...SEARCH_TYPES.filter((each) => counts[each] > 0 || each === type).map((each) => ({
      label: TYPE_LABELS[each].many,
      count: counts[each],
      href: searchHref(q, { type: each }),
      active: each === type,
    })),
  ];
  return (
    <nav aria-label="Kinds of result">
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.label}>
            <Link
              to={filter.href}
              aria-current={filter.active ? "page" : undefined}
              className={cx(
                "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium",
                filter.active
                  ? "border-ink bg-ink text-white"
                  : "border-slate-300 text-slate-700 hover:border-slate-500",
              )}
            >
              {filter.label}
              <span className={filter.active ? "text-slate-300" : "text-slate-500"}>
                {filter.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
