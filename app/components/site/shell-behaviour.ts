/**
 * What the public frame's top bar does with scripts (docs/decisions/097-stateless-top-bar.md):
 * the bar turns solid beyond the scroll threshold, a header panel (the small-screen menu, the
 * search below 1280 px) says whether it is open, Escape or a choice closes it, the search
 * panel's box takes the focus, and the quote list link shows this browser's count.
 *
 * The markup is the server's and works without scripts (`<details>` panels, links, a GET
 * form); this only adds to it, so React owns none of that state and nothing is reset by
 * hydration. The site frame calls it once hydrated. It uses nothing outside its body but its
 * arguments, so its source text also runs on its own, as an inline script of a page that
 * ships no React would run it.
 */
export interface ShellOptions {
  scrollThreshold: number;
  quoteListKey: string;
  /** How many items the stored quote list holds (the quote list store's own reading). */
  countQuoteLines: (raw: string | null) => number;
  /** The event the quote list store dispatches on `window` when this page changes it. */
  quoteListEvent: string;
}

export function enhanceShell(doc: Document, options: ShellOptions): () => void {
  const win = doc.defaultView;
  const header = doc.querySelector<HTMLElement>("header[data-navbar]");
  // Once per page: a page that hydrates on demand has run it inline before React arrives.
  if (!win || !header || header.dataset.enhanced !== undefined) return () => {};
  const events = new AbortController();
  const on = { signal: events.signal };
  const panels = Array.from(header.querySelectorAll<HTMLDetailsElement>("details[data-panel]"));
  const summaryOf = (panel: HTMLDetailsElement) => panel.querySelector("summary");

  const showScroll = () => {
    header.dataset.scrolled = String(win.scrollY > options.scrollThreshold);
  };
  const closePanels = () => {
    for (const panel of panels) panel.open = false;
  };

  for (const panel of panels) {
    summaryOf(panel)?.setAttribute("aria-expanded", String(panel.open));
    panel.addEventListener(
      "toggle",
      () => {
        summaryOf(panel)?.setAttribute("aria-expanded", String(panel.open));
        if (!panel.open) return;
        // One panel at a time, also where `<details name>` is not supported.
        for (const other of panels) if (other !== panel) other.open = false;
        panel.querySelector<HTMLElement>("[data-panel-focus]")?.focus();
      },
      on,
    );
  }
  header.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("a")) closePanels();
    },
    on,
  );
  header.addEventListener("submit", closePanels, on);
  win.addEventListener(
    "keydown",
    (event) => {
      const open = panels.find((panel) => panel.open);
      if (event.key !== "Escape" || !open) return;
      open.open = false;
      summaryOf(open)?.focus();
    },
    on,
  );
  win.addEventListener("scroll", showScroll, { passive: true, signal: events.signal });

  const quoteLink = header.querySelector<HTMLAnchorElement>("a[data-quote-list]");
  const badgeSlot = quoteLink?.querySelector<HTMLElement>("[data-quote-count-slot]");
  const showQuoteCount = () => {
    if (!quoteLink || !badgeSlot) return;
    let raw: string | null = null;
    try {
      raw = win.localStorage.getItem(options.quoteListKey);
    } catch {
      // Storage refused by a privacy setting: the list is empty here.
    }
    const count = options.countQuoteLines(raw);
    const label =
      count === 0 ? "Quote list" : `Quote list, ${count} ${count === 1 ? "item" : "items"}`;
    quoteLink.setAttribute("aria-label", label);
    quoteLink.title = label;
    let badge = badgeSlot.querySelector<HTMLElement>("[data-testid=quote-count]");
    if (count === 0) return badge?.remove();
    if (!badge) {
      badge = doc.createElement("span");
      badge.setAttribute("aria-hidden", "true");
      badge.dataset.testid = "quote-count";
      // It sits over the icon's corner, so nothing shifts when it appears.
      badge.className =
        "bg-accent text-ink absolute top-1 right-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold";
      badgeSlot.append(badge);
    }
    badge.textContent = String(count);
  };
  win.addEventListener(options.quoteListEvent, showQuoteCount, on);
  win.addEventListener(
    "storage",
    (event) => {
      if (event.key === null || event.key === options.quoteListKey) showQuoteCount();
    },
    on,
  );

  showScroll();
  showQuoteCount();
  header.dataset.enhanced = "";
  return () => {
    events.abort();
    delete header.dataset.enhanced;
  };
}
