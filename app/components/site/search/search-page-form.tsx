import { Form } from "react-router";
import { SearchIcon } from "../shell-icons";

const ERROR_ID = "search-error";

/** The search page's own box, filled with the query searched; a GET form, so it needs no script. */
export function SearchPageForm({ q, error }: { q: string; error?: string }) {
  return (
    <>
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label="New"
        className="mt-6 flex max-w-2xl gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          Search terms
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
          <input
            // A new search (Back, a suggestion) shows its own words.
            key={q}
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            required
            minLength={2}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Name, make, model, material…"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ERROR_ID : undefined}
            className="h-12 w-full rounded-md border border-white/20 bg-white pr-3 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
          />
        </div>
        <button
          type="submit"
          className="bg-accent text-ink h-12 shrink-0 rounded-md px-5 font-semibold hover:bg-amber-300"
        >
          Search
        </button>
      </Form>
      {error ? (
        <p id={ERROR_ID} className="mt-3 font-medium text-amber-200">
          {error}
        </p>
      ) : null}
    </>
  );
}
