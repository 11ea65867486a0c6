// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test } from "vitest";
import { quoteList } from "../../app/components/site/quote/quote-list-store.ts";
import { enhanceShell } from "../../app/components/site/shell-behaviour.ts";
import { shellOptions } from "../../app/components/site/shell-options.ts";

// The bar's markup as the server writes it, reduced to what the behaviour reads.
const BAR = `
  <header data-navbar="">
    <a href="/quote" data-quote-list="" aria-label="Quote list"><span data-quote-count-slot=""></span></a>
    <details data-panel="" name="header-panel" id="menu">
      <summary>Menu</summary><a href="/about" id="about">About</a>
    </details>
    <details data-panel="" name="header-panel" id="search">
      <summary>Search</summary>
      <form><input name="q" data-panel-focus="" id="q" /></form>
    </details>
  </header>`;

let stop = () => {};
beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = BAR;
  stop = enhanceShell(document, shellOptions);
});
afterEach(() => stop());

const $ = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;
const menu = () => $<HTMLDetailsElement>("#menu");
const search = () => $<HTMLDetailsElement>("#search");
const toggled = (panel: HTMLDetailsElement, open: boolean) => {
  panel.open = open;
  panel.dispatchEvent(new Event("toggle"));
};

test("marks the bar once: a second call changes nothing and its undo is a no-op", () => {
  const header = $<HTMLElement>("header");
  expect(header.dataset.enhanced).toBe("");
  enhanceShell(document, shellOptions)();
  expect(header.dataset.enhanced).toBe("");
  stop();
  expect(header.dataset.enhanced).toBeUndefined();
});

test("the bar turns solid beyond the scroll threshold", () => {
  const header = $<HTMLElement>("header");
  expect(header.dataset.scrolled).toBe("false");
  Object.defineProperty(window, "scrollY", { value: 120, configurable: true });
  window.dispatchEvent(new Event("scroll"));
  expect(header.dataset.scrolled).toBe("true");
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

test("one panel at a time, each summary saying whether it is open; search takes the focus", () => {
  const summary = (panel: HTMLDetailsElement) => panel.querySelector("summary")!;
  expect(summary(menu()).getAttribute("aria-expanded")).toBe("false");
  toggled(menu(), true);
  expect(summary(menu()).getAttribute("aria-expanded")).toBe("true");
  toggled(search(), true);
  expect(menu().open).toBe(false);
  expect(document.activeElement).toBe($("#q"));
});

test("Escape closes the open panel and returns to its summary; a link or a search closes it", () => {
  toggled(menu(), true);
  window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  expect(menu().open).toBe(false);
  expect(document.activeElement).toBe(menu().querySelector("summary"));

  toggled(menu(), true);
  $("#about").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  expect(menu().open).toBe(false);

  toggled(search(), true);
  $("form").dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  expect(search().open).toBe(false);
});

test("the quote link counts this browser's list, and drops the badge when it empties", () => {
  const link = $<HTMLAnchorElement>("a[data-quote-list]");
  const badge = () => document.querySelector("[data-testid=quote-count]");
  expect(badge()).toBeNull();
  quoteList.add({ productId: "valves", itemSlug: "ball-valve", name: "Ball valve", quantity: 2 });
  quoteList.add({ productId: "pumps", itemSlug: "mono", name: "Monoblock pump", quantity: 1 });
  expect(badge()?.textContent).toBe("2");
  expect(link.getAttribute("aria-label")).toBe("Quote list, 2 items");
  quoteList.remove({ productId: "pumps", itemSlug: "mono" });
  expect(link.getAttribute("aria-label")).toBe("Quote list, 1 item");
  quoteList.clear();
  expect(badge()).toBeNull();
  expect(link.getAttribute("aria-label")).toBe("Quote list");
});

test("a list another tab wrote is counted; what is not a list counts as empty", () => {
  localStorage.setItem(
    shellOptions.quoteListKey,
    JSON.stringify([{ productId: "p", itemSlug: "s", name: "n", quantity: 3 }, { bad: true }]),
  );
  window.dispatchEvent(new StorageEvent("storage", { key: shellOptions.quoteListKey }));
  expect(document.querySelector("[data-testid=quote-count]")?.textContent).toBe("1");
  localStorage.setItem(shellOptions.quoteListKey, "{not json");
  window.dispatchEvent(new StorageEvent("storage", { key: null }));
  expect(document.querySelector("[data-testid=quote-count]")).toBeNull();
});
