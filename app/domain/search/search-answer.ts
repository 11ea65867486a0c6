import type { SearchType } from "./search-documents.ts";
import type { TextPiece } from "./snippet.ts";

/** What the site search is asked and answers (docs/decisions/082), for its page and its API. */

export interface SearchRequest {
  q: string;
  limit: number;
  offset: number;
  type?: SearchType;
  /** Also count the matches of each type (the search page's filters). */
  withCounts?: boolean;
}

export interface SearchHit {
  type: SearchType;
  title: string;
  url: string;
  /** Where it belongs: an item's category, a category's group, a project's client and place. */
  context: string;
  titlePieces: TextPiece[];
  snippet: TextPiece[];
}

export interface SearchAnswer {
  total: number;
  results: SearchHit[];
  /** The words searched instead of the query's, when one matched nothing and was corrected. */
  correctedQuery?: string;
  /** No results for several words: those that find something on their own. */
  suggestions: string[];
  counts?: Record<SearchType, number>;
}
