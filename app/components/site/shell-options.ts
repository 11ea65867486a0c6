import {
  MAX_LIST_LINES,
  parseQuoteList,
  QUOTE_LIST_EVENT,
  QUOTE_LIST_KEY,
} from "./quote/quote-list-store";
import type { ShellOptions } from "./shell-behaviour";

/** The bar turns solid beyond 50 px of scroll (docs/product.md). */
export const SCROLL_THRESHOLD = 50;

/** The settings the top bar's behaviour (shell-behaviour.ts) runs with. */
export const shellOptions: ShellOptions = {
  scrollThreshold: SCROLL_THRESHOLD,
  quoteListKey: QUOTE_LIST_KEY,
  quoteListEvent: QUOTE_LIST_EVENT,
  countQuoteLines: (raw) => parseQuoteList(raw, MAX_LIST_LINES).length,
};
