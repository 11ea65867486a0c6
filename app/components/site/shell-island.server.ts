import { MAX_LIST_LINES, parseQuoteList } from "./quote/quote-list-store";
import { enhanceShell } from "./shell-behaviour";
import { shellOptions } from "./shell-options";

/**
 * The top bar's behaviour as inline script text, for a page that may never hydrate
 * (docs/decisions/098-hydration-on-demand.md): the two functions' own source, called with the
 * settings a hydrated page uses. Both use nothing but their arguments, so their text runs on its
 * own; tests/e2e/site/hydration-on-demand.spec.ts checks it in the browser.
 */
export const shellIslandSource =
  `(${enhanceShell.toString()})(document,{` +
  `scrollThreshold:${shellOptions.scrollThreshold},` +
  `quoteListKey:${JSON.stringify(shellOptions.quoteListKey)},` +
  `quoteListEvent:${JSON.stringify(shellOptions.quoteListEvent)},` +
  `countQuoteLines:function(raw){return (${parseQuoteList.toString()})(raw,${MAX_LIST_LINES}).length}` +
  `});`;
