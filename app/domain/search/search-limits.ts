/*
 * The search's limits, apart from its zod schemas (search-input.ts): the search page's
 * component reads the deepest offset, and a page's script should not carry zod for a number.
 */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 50;
/** Deeper than this, a visitor should narrow the search rather than page on. */
export const MAX_SEARCH_OFFSET = 1000;
