import { z } from "zod";
import { SEARCH_TYPES } from "./search-documents.ts";
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_OFFSET,
  MIN_QUERY_LENGTH,
} from "./search-limits.ts";
import { MAX_QUERY_WORDS, queryWords } from "./search-text.ts";

export const TOO_SHORT = `Type at least ${MIN_QUERY_LENGTH} characters to search`;

/** The search's `q`: the API's and the search page's one rule (docs/decisions/082). */
export const searchTerm = z
  .string({ error: TOO_SHORT })
  .trim()
  .min(MIN_QUERY_LENGTH, { error: TOO_SHORT })
  .max(MAX_QUERY_LENGTH, { error: `Use at most ${MAX_QUERY_LENGTH} characters` })
  .refine((q) => queryWords(q).length > 0, { error: "Search for a word or a number" })
  .refine((q) => queryWords(q).length <= MAX_QUERY_WORDS, {
    error: `Use at most ${MAX_QUERY_WORDS} words`,
  });

/** `GET /api/search`'s query. */
export const searchQuery = z.object({
  q: searchTerm,
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(MAX_SEARCH_LIMIT, { error: `limit must be at most ${MAX_SEARCH_LIMIT}` })
    .default(DEFAULT_SEARCH_LIMIT),
  offset: z.coerce
    .number({ error: "offset must be a whole number" })
    .int({ error: "offset must be a whole number" })
    .min(0, { error: "offset must be at least 0" })
    .max(MAX_SEARCH_OFFSET, { error: `offset must be at most ${MAX_SEARCH_OFFSET}` })
    .default(0),
  type: z
    .enum(SEARCH_TYPES, { error: `type must be one of ${SEARCH_TYPES.join(", ")}` })
    .optional(),
});
