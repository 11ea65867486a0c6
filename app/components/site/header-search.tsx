import { Form } from "react-router";
import { cx } from "~/utils/cx";
import { HeaderDisclosure } from "./header-disclosure";
import { SearchIcon } from "./shell-icons";

const PANEL_ID = "header-search-panel";

/**
 * The site search in the top bar (docs/decisions/082): a GET form to /search, so it works
 * without scripts. From 1280 px a box in the bar; below, where the links fill the bar, a
 * search button that opens the same box under it, a `<details>` disclosure like the mobile
 * menu (docs/decisions/078), whose box takes the focus on opening (shell-behaviour.ts).
 */
export function HeaderSearch() {
  return (
    <>
      <SearchBox id="header-search" variant="bar" className="hidden xl:flex" />
      <SearchDisclosure />
    </>
  );
}

function SearchDisclosure() {
  return (
    <HeaderDisclosure
      label="Search"
      panelId={PANEL_ID}
      className="group xl:hidden"
      toggle={<SearchIcon className="size-5" />}
      panel={
        <div
          id={PANEL_ID}
          className="bg-ink absolute inset-x-0 top-full border-t border-white/10 px-4 py-4 shadow-lg sm:px-6"
        >
          <SearchBox id="header-search-panel-input" variant="panel" />
        </div>
      }
    />
  );
}

function SearchBox({
  id,
  variant,
  className,
}: {
  id: string;
  variant: "bar" | "panel";
  className?: string;
}) {
  const bar = variant === "bar";
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Site"
      className={cx("relative items-center gap-2", bar ? "" : "flex", className)}
    >
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <SearchIcon
        className={cx(
          "pointer-events-none absolute left-3 size-4",
          bar ? "text-slate-300" : "text-slate-500",
        )}
      />
      <input
        id={id}
        data-panel-focus={bar ? undefined : ""}
        type="search"
        name="q"
        required
        minLength={2}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search products…"
        className={cx(
          "h-10 min-w-0 rounded-md border pr-3 pl-9 text-sm focus-visible:outline-2 focus-visible:outline-offset-1",
          bar
            ? "w-52 border-white/30 bg-white/10 text-white placeholder:text-slate-300 focus-visible:outline-amber-300"
            : "flex-1 border-white/20 bg-white text-slate-900 placeholder:text-slate-500 focus-visible:outline-amber-300",
        )}
      />
      {bar ? null : (
        <button
          type="submit"
          className="bg-accent text-ink h-10 shrink-0 rounded-md px-4 text-sm font-semibold hover:bg-amber-300"
        >
          Search
        </button>
      )}
    </Form>
  );
}
