import { ITEM_MATCH_LIMIT, type ItemMatches } from "~/domain/search/item-matches";
import { searchTerm } from "~/domain/search/search-input";
import type { SearchService } from "~/domain/search/search.server";

/** The items listed under the /products grid for `q`, or null when `q` is not a search. */
export async function matchingItems(search: SearchService, q: string): Promise<ItemMatches | null> {
  const term = searchTerm.safeParse(q);
  if (!term.success) return null;
  const answer = await search.search({
    q: term.data,
    limit: ITEM_MATCH_LIMIT,
    offset: 0,
    type: "item",
  });
  return {
    query: q.trim(),
    total: answer.total,
    items: answer.results.map((hit) => ({
      url: hit.url,
      title: hit.titlePieces,
      context: hit.context,
      snippet: hit.snippet,
    })),
  };
}
