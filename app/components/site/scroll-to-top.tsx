import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Every route change scrolls the window to the top.
 * Keyed on the pathname only, so a search-string change (the product search)
 * keeps the reader's place; the first render is skipped so a reload keeps
 * the position that <ScrollRestoration> restores (docs/decisions/021).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
