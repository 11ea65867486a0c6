import type { TextPiece } from "./snippet.ts";

/**
 * The items listed under the /products grid for its search box (docs/decisions/082): the
 * items whose name, make, model or specifications hold every word, linking to their pages.
 */
export interface ItemMatch {
  url: string;
  title: TextPiece[];
  /** The item's category. */
  context: string;
  snippet: TextPiece[];
}

export interface ItemMatches {
  /** The search they answer, as typed. */
  query: string;
  total: number;
  items: ItemMatch[];
}

/** How many the list shows; the search page has the rest. */
export const ITEM_MATCH_LIMIT = 8;
