import { useEffect, useState } from "react";
import { ITEM_MATCH_LIMIT, type ItemMatches } from "~/domain/search/item-matches";
import { queryWords } from "~/domain/search/search-text";
import { markPieces } from "~/domain/search/snippet";
import { htmlToPieces } from "~/domain/search/snippet-html";

/** Typing pauses this long before the items are asked for. */
const DEBOUNCE_MS = 150;

interface ApiAnswer {
  total: number;
  results: Array<{ title: string; url: string; context: string; snippet: string }>;
  correctedQuery?: string;
}

/**
 * The items matching the /products search box as it is typed (docs/decisions/082): the
 * server's list for the address's `?q=`, then `GET /api/search?type=item` a moment after each
 * change, the answer to an older query dropped when a newer one is under way.
 */
export function useItemMatches(query: string, initial: ItemMatches | null): ItemMatches | null {
  const [matches, setMatches] = useState(initial);
  // A navigation brings its own list (as the page's other state, adjusted while rendering).
  const [fromLoader, setFromLoader] = useState(initial);
  if (fromLoader !== initial) {
    setFromLoader(initial);
    setMatches(initial);
  }
  const term = query.trim();
  const shown = matches?.query ?? "";

  useEffect(() => {
    if (term === shown) return;
    if (term.length < 2 || queryWords(term).length === 0) {
      setMatches(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchItems(term, controller.signal)
        .then((answer) => setMatches(answer ? toMatches(term, answer) : null))
        // An aborted or failed request leaves the list as it was: the grid still answers.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, shown]);

  return term === shown ? matches : term.length < 2 ? null : matches;
}

async function fetchItems(term: string, signal: AbortSignal): Promise<ApiAnswer | null> {
  const params = new URLSearchParams({ q: term, type: "item", limit: String(ITEM_MATCH_LIMIT) });
  const response = await fetch(`/api/search?${params.toString()}`, { signal });
  return response.ok ? await response.json() : null;
}

function toMatches(query: string, answer: ApiAnswer): ItemMatches {
  const words = queryWords(answer.correctedQuery ?? query);
  return {
    query,
    total: answer.total,
    items: answer.results.map((result) => ({
      url: result.url,
      title: markPieces(result.title, words),
      context: result.context,
      snippet: htmlToPieces(result.snippet),
    })),
  };
}
