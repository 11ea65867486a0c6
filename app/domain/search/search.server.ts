import type { Kysely } from "kysely";
import type { Dialect } from "../../db/connection.server.ts";
import type { Database } from "../../db/schema.ts";
import type { SearchType } from "./search-documents.ts";
import { createSearchQueries } from "./search-query.server.ts";
import { queryWords, correctable } from "./search-text.ts";
import type { SearchAnswer, SearchRequest } from "./search-answer.ts";
import { markPieces, snippetPieces } from "./snippet.ts";
import { closestTerm } from "./typo.ts";

/**
 * The site search (docs/decisions/082): items, categories, service pages and published
 * projects; every word of the query must match; a word that matches nothing is replaced by
 * the closest stored word, and the answer says so.
 */

/** Corrections tried against the documents before giving up (PostgreSQL's list keeps old words). */
const MAX_CORRECTION_TRIES = 5;

export function createSearchService(db: Kysely<Database>, dialect: Dialect) {
  const queries = createSearchQueries(db, dialect);

  async function correct(word: string): Promise<string | null> {
    if (!correctable(word)) return null;
    let candidates = await queries.candidates(word);
    for (let tries = 0; tries < MAX_CORRECTION_TRIES; tries++) {
      const term = closestTerm(word, candidates);
      if (!term) return null;
      if (!queries.verifiesCorrections || (await queries.exists(term))) return term;
      candidates = candidates.filter((candidate) => candidate.term !== term);
    }
    return null;
  }

  return {
    async search(request: SearchRequest): Promise<SearchAnswer> {
      const page = { limit: request.limit, offset: request.offset, type: request.type };
      let words = queryWords(request.q);
      let found = await queries.find({ words, ...page });
      let correctedQuery: string | undefined;
      let suggestions: string[] = [];
      if (found.total === 0 && words.length > 0) {
        // Side by side: PostgreSQL answers them on several connections (SQLite in turn).
        const present = await Promise.all(words.map((word) => queries.exists(word)));
        const corrected = await Promise.all(
          words.map((word, index) => (present[index] ? word : correct(word))),
        );
        if (corrected.some((word, index) => word !== null && word !== words[index])) {
          const instead = corrected.map((word, index) => word ?? words[index] ?? "");
          const retried = await queries.find({ words: instead, ...page });
          // A correction is only offered when it finds something.
          if (retried.total > 0) {
            words = instead;
            correctedQuery = instead.join(" ");
            found = retried;
          }
        }
        // Each word that finds something alone, as typed or as corrected.
        if (found.total === 0 && words.length > 1)
          suggestions = corrected.filter((word): word is string => word !== null);
      }
      const counts = request.withCounts ? await countsOf(words) : undefined;
      return {
        total: found.total,
        results: found.rows.map((row) => ({
          type: row.type,
          title: row.title,
          url: row.url,
          context: row.context,
          titlePieces: markPieces(row.title, words),
          snippet: snippetPieces([row.details, row.body], words),
        })),
        ...(correctedQuery ? { correctedQuery } : {}),
        suggestions,
        ...(counts ? { counts } : {}),
      };
    },
  };

  async function countsOf(words: string[]): Promise<Record<SearchType, number>> {
    const byType = await queries.counts(words);
    const count = (type: SearchType) => byType.get(type) ?? 0;
    return {
      item: count("item"),
      category: count("category"),
      service: count("service"),
      project: count("project"),
    };
  }
}

export type SearchService = ReturnType<typeof createSearchService>;
