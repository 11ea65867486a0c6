/**
 * The site's stylesheet, written into each server-rendered page instead of linked
 * (docs/decisions/073): on a slow mobile network the first paint then waits for the HTML
 * alone, not for a second round trip. The server registers the built file's text at start
 * (app/entry.server.tsx); in the browser the page's own `<style data-href>` is adopted by
 * React as the same resource, so the text never travels in a script.
 */
const registry = globalThis as { __inlineStylesheets?: Map<string, string> };

export function registerInlineStylesheet(href: string, text: string) {
  (registry.__inlineStylesheets ??= new Map()).set(href, text);
}

/** The text to inline (`""` in the browser when the page has it), or null to link the file. */
export function inlineStylesheetText(href: string): string | null {
  if (typeof document !== "undefined")
    return document.querySelector(`style[data-href="${CSS.escape(href)}"]`) ? "" : null;
  return registry.__inlineStylesheets?.get(href) ?? null;
}
