import { z } from "zod";
import { SEARCH_TYPES } from "../../app/domain/search/search-documents.ts";
import { searchQuery } from "../../app/domain/search/search-input.ts";
import { piecesToHtml } from "../../app/domain/search/snippet-html.ts";
import { readRoute } from "./record-routes.ts";

const searchResultRecord = z
  .object({
    type: z.enum(SEARCH_TYPES),
    title: z.string().meta({ description: "Plain text" }),
    url: z.string().meta({ description: "The page's path on this site" }),
    context: z.string().meta({
      description: "Where it belongs: an item's category, a category's group, a project's client",
    }),
    snippet: z.string().meta({
      description:
        "HTML: the stored text escaped, the matched words inside <mark>…</mark>; no other markup",
    }),
  })
  .meta({ id: "SearchResult" });

const searchAnswerRecord = z
  .object({
    total: z.number().int(),
    results: z.array(searchResultRecord),
    correctedQuery: z.string().optional().meta({
      description: "Present when a word matched nothing and the closest stored word was searched",
    }),
    suggestions: z.array(z.string()).meta({
      description: "With no results for several words: those that find something on their own",
    }),
  })
  .meta({ id: "SearchAnswer" });

/** The site search (docs/decisions/082). Not cached: each query is its own answer. */
export const searchEndpoints = [
  readRoute({
    path: "/search",
    tag: "Search",
    summary:
      "Search items, categories, services and projects: every word must match, best first (name, then make/model/specifications, then descriptions); a mistyped word is corrected",
    query: searchQuery,
    description: "The matches, best first",
    schema: searchAnswerRecord,
    responses: {
      400: { description: "`q` under 2 characters or without a word; a bad limit, offset or type" },
    },
    read: async ({ c, query }) => {
      const answer = await c.get("deps").services.search.search(query);
      return {
        total: answer.total,
        // The title's marks are the page's to draw; the API's snippet is HTML.
        results: answer.results.map(({ titlePieces: _titlePieces, snippet, ...hit }) => ({
          ...hit,
          snippet: piecesToHtml(snippet),
        })),
        ...(answer.correctedQuery ? { correctedQuery: answer.correctedQuery } : {}),
        suggestions: answer.suggestions,
      };
    },
  }),
];
