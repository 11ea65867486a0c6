import { useSyncExternalStore } from "react";
import type { QuoteLine } from "~/domain/quotes/quote-lines";

/**
 * The visitor's quote list (docs/decisions/083): the items they mean to ask a price for, with
 * quantities, kept in this browser's localStorage: no account, no cookie, nothing on the
 * server until they send the quote form. Every tab sees a change (the `storage` event) and
 * every component on the page at once (a listener set).
 */
export type QuoteListLine = QuoteLine & { itemSlug: string };

/** Where the list is stored, and the event a change on this page sends to the top bar. */
export const QUOTE_LIST_KEY = "quote-list";
export const QUOTE_LIST_EVENT = "quote-list-change";
const KEY = QUOTE_LIST_KEY;
/** The quote form takes at most 50 lines; the list never holds more. */
export const MAX_LIST_LINES = 50;

const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: QuoteListLine[] } = { raw: null, lines: [] };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the list lives as long as the page.
    return null;
  }
}

/** The stored list, parsed again only when its text changed. */
function read(): QuoteListLine[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cached.raw) return cached.lines;
  const lines = parseQuoteList(raw, MAX_LIST_LINES);
  cached = { raw, lines };
  return lines;
}

/**
 * The lines of the stored text; what another script wrote there badly is dropped, not trusted.
 * Self-contained, like shell-behaviour.ts, which counts the list with it for the top bar.
 */
export function parseQuoteList(raw: string | null, maxLines: number): QuoteListLine[] {
  const isLine = (value: unknown): value is QuoteListLine => {
    if (typeof value !== "object" || value === null) return false;
    const line = value as Record<string, unknown>;
    return (
      typeof line.productId === "string" &&
      typeof line.itemSlug === "string" &&
      typeof line.name === "string" &&
      typeof line.quantity === "number" &&
      line.quantity > 0 &&
      (line.unit === undefined || typeof line.unit === "string")
    );
  };
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isLine).slice(0, maxLines) : [];
  } catch {
    return [];
  }
}

function write(lines: QuoteListLine[]) {
  const kept = lines.slice(0, MAX_LIST_LINES);
  const raw = JSON.stringify(kept);
  try {
    storage()?.setItem(KEY, raw);
  } catch {
    // Full or refused: this page still shows the change.
  }
  cached = { raw: storage()?.getItem(KEY) ?? raw, lines: kept };
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(QUOTE_LIST_EVENT));
}

export const sameItem = (a: QuoteListLine, b: Pick<QuoteListLine, "productId" | "itemSlug">) =>
  a.productId === b.productId && a.itemSlug === b.itemSlug;

export const quoteList = {
  read,
  /** Puts the item in the list with this quantity (replacing the quantity it had). */
  set(line: QuoteListLine) {
    const lines = read();
    const at = lines.findIndex((other) => sameItem(other, line));
    write(at === -1 ? [...lines, line] : lines.map((other, i) => (i === at ? line : other)));
  },
  /** Adds the item with this quantity unless it is in the list already. */
  add(line: QuoteListLine) {
    if (!read().some((other) => sameItem(other, line))) write([...read(), line]);
  },
  remove(line: Pick<QuoteListLine, "productId" | "itemSlug">) {
    write(read().filter((other) => !sameItem(other, line)));
  },
  replace(lines: QuoteListLine[]) {
    write(lines);
  },
  clear() {
    write([]);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The list, or null on the server and during hydration (the server cannot know it). */
export function useQuoteList(): QuoteListLine[] | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
