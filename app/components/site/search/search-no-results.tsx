import { Link } from "react-router";
import { searchPage } from "~/content/pages/search";
import { searchHref } from "./search-labels";

const link = "text-brand-800 font-semibold underline underline-offset-4";

/** Nothing matched every word: which words find something alone, and where else to look. */
export function SearchNoResults({ q, suggestions }: { q: string; suggestions: string[] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
      <h2 className="text-xl font-semibold">No results for “{q}”</h2>
      {suggestions.length > 0 ? (
        <p className="mt-3">
          No page holds all of these words. On {suggestions.length === 1 ? "its" : "their"} own,{" "}
          {suggestions.map((word, index) => (
            <span key={word}>
              {index > 0 ? (index === suggestions.length - 1 ? " and " : ", ") : null}
              <Link to={searchHref(word)} className={link}>
                {word}
              </Link>
            </span>
          ))}{" "}
          {suggestions.length === 1 ? "finds" : "find"} results.
        </p>
      ) : null}
      <p className="mt-3 text-slate-700">{searchPage.noResultsHint}</p>
      <p className="mt-3 text-slate-700">
        {searchPage.noResultsContact}{" "}
        <Link to="/contact" className={link}>
          Contact us
        </Link>{" "}
        or{" "}
        <Link to="/products" className={link}>
          browse all products
        </Link>
        .
      </p>
    </div>
  );
}

/** Before a search: what can be searched, with a few searches to try. */
export function SearchEmptyState() {
  return (
    <div>
      <h2 className="text-xl font-semibold">{searchPage.examplesHeading}</h2>
      <p className="mt-3 text-slate-700">{searchPage.emptyIntro}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {searchPage.examples.map((example) => (
          <li key={example}>
            <Link
              to={searchHref(example)}
              className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:border-slate-500"
            >
              {example}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
