import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Dialect } from "../../db/connection.server.ts";
import type { Database } from "../../db/schema.ts";
import type { SearchDocument, SearchType } from "./search-documents.ts";
import { PARTIAL_FROM, type Candidate } from "./typo.ts";

/**
 * The queries of the site search, one per database (docs/decisions/082). Every query word
 * must begin a stored word (FTS5 `"word"*`, tsquery `word:*`). Results are ranked in tiers
 * that each database's text search tells apart: every word in the name (FTS5 column filter
 * `{name_terms}`, tsquery weight A), every word in the name or particulars (`{name_terms
 * details_terms}`, weights AB), the rest; within a tier categories before items before
 * services before projects; then the database's relevance (FTS5 bm25 with weights 10, 4, 1;
 * ts_rank over weights A, B, C). Ranking reads only the index; the rows shown are read after.
 */

export type MatchedDocument = Pick<
  SearchDocument,
  "type" | "title" | "url" | "context" | "details" | "body"
>;

export interface MatchOptions {
  words: string[];
  limit: number;
  offset: number;
  type?: SearchType;
}

const TEXT_COLUMNS = "{name_terms details_terms body_terms}";

/** Words are letters and digits only (search-text.ts), so they go into these safely. */
function ftsMatch(words: string[], columns = TEXT_COLUMNS, type?: SearchType): string {
  const all = `${columns} : (${words.map((word) => `"${word}"*`).join(" AND ")})`;
  return type ? `${all} AND type : "${type}"` : all;
}
const tsQuery = (words: string[], weights = "") =>
  words.map((word) => `${word}:*${weights}`).join(" & ");

const KINDS: SearchType[] = ["category", "item", "service", "project"];

interface Row extends MatchedDocument {
  total: string | number;
}

export function createSearchQueries(db: Kysely<Database>, dialect: Dialect) {
  const postgres = dialect === "postgres";

  function sqliteRanked(options: MatchOptions): RawBuilder<Row> {
    const { words, limit, offset, type } = options;
    const inSet = (match: string) =>
      sql`m.id in (select rowid from search_fts where search_fts match ${match})`;
    // The kinds other than items are few: their sets are small to build.
    const kind = sql`case when ${inSet('type : "category"')} then 0 when ${inSet(
      'type : "service"',
    )} then 2 when ${inSet('type : "project"')} then 3 else 1 end`;
    return sql<Row>`
      with m as (
        select rowid as id, bm25(search_fts, 10.0, 4.0, 1.0, 0.0) as score
        from search_fts where search_fts match ${ftsMatch(words, TEXT_COLUMNS, type)}
      ),
      ranked as (
        select m.id, m.score,
          case when ${inSet(ftsMatch(words, "{name_terms}"))} then 0
               when ${inSet(ftsMatch(words, "{name_terms details_terms}"))} then 1
               else 2 end as tier,
          ${kind} as kind,
          count(*) over () as total
        from m
        order by tier, kind, score, m.id
        limit ${limit} offset ${offset}
      )
      select d.type, d.title, d.url, d.context, d.details, d.body, ranked.total
      from ranked join search_documents d on d.id = ranked.id
      order by ranked.tier, ranked.kind, ranked.score, ranked.id`;
  }

  function postgresRanked(options: MatchOptions): RawBuilder<Row> {
    const { words, limit, offset, type } = options;
    const typeFilter = type ? sql`and d.type = ${type}` : sql``;
    const kind = sql`case d.type when 'category' then 0 when 'item' then 1 when 'service' then 2 else 3 end`;
    return sql<Row>`
      with ranked as (
        select d.id,
          case when d.document @@ to_tsquery('simple', ${tsQuery(words, "A")}) then 0
               when d.document @@ to_tsquery('simple', ${tsQuery(words, "AB")}) then 1
               else 2 end as tier,
          ${kind} as kind,
          ts_rank(d.document, q) as score,
          count(*) over () as total
        from search_documents d, to_tsquery('simple', ${tsQuery(words)}) as q
        where d.document @@ q ${typeFilter}
        order by tier, kind, score desc, d.id
        limit ${limit} offset ${offset}
      )
      select d.type, d.title, d.url, d.context, d.details, d.body, ranked.total
      from ranked join search_documents d on d.id = ranked.id
      order by ranked.tier, ranked.kind, ranked.score desc, ranked.id`;
  }

  /** The documents every word matches, best first: `{ total, rows }` for one page. */
  async function find(options: MatchOptions): Promise<{ total: number; rows: MatchedDocument[] }> {
    const query = postgres ? postgresRanked(options) : sqliteRanked(options);
    const { rows } = await query.execute(db);
    const first = rows[0];
    if (first) return { total: Number(first.total), rows: rows.map(({ total: _, ...row }) => row) };
    // Past the last page the window count is not there: count apart (rare).
    if (options.offset === 0) return { total: 0, rows: [] };
    const byType = await counts(options.words);
    const total = options.type
      ? (byType.get(options.type) ?? 0)
      : [...byType.values()].reduce((sum, n) => sum + n, 0);
    return { total, rows: [] };
  }

  /** How many documents of each type every word matches. */
  async function counts(words: string[]): Promise<Map<SearchType, number>> {
    if (postgres) {
      const { rows } = await sql<{ type: SearchType; n: string | number }>`
        select type, count(*) as n from search_documents
        where document @@ to_tsquery('simple', ${tsQuery(words)}) group by type`.execute(db);
      return new Map(rows.map((row) => [row.type, Number(row.n)]));
    }
    const { rows } = await sql<{ type: SearchType; n: number }>`
      ${sql.join(
        KINDS.map(
          (kind) =>
            sql`select ${kind} as type, count(*) as n from search_fts where search_fts match ${ftsMatch(words, TEXT_COLUMNS, kind)}`,
        ),
        sql` union all `,
      )}`.execute(db);
    return new Map(rows.map((row) => [row.type, Number(row.n)]));
  }

  /** Whether any document holds a word that `word` begins. */
  async function exists(word: string): Promise<boolean> {
    const query = postgres
      ? // Materialised so the GIN index answers: with a bare LIMIT 1 the planner may scan the table.
        sql`with m as materialized (
            select id from search_documents where document @@ to_tsquery('simple', ${tsQuery([word])})
          ) select 1 from m limit 1`
      : sql`select 1 from search_fts where search_fts match ${ftsMatch([word])} limit 1`;
    return (await query.execute(db)).rows.length > 0;
  }

  /**
   * Stored words that `word` may be a mistyping of. A word of six letters or more: on
   * PostgreSQL, those pg_trgm finds similar (`%`, nearest first), wherever the slip is. Shorter
   * words share too few trigrams with their intended word, so on PostgreSQL, and on SQLite for
   * every word, the candidates are the stored words with the same first letter and a length
   * close enough to be within the edits allowed (SQLite: from the FTS5 vocabulary, always in
   * step with the index). PostgreSQL's `search_words` keeps words of removed documents, so
   * the caller checks a correction with `exists` before using it.
   */
  async function candidates(word: string): Promise<Candidate[]> {
    const code = word.codePointAt(0) ?? 0;
    const [first, after] = [String.fromCodePoint(code), String.fromCodePoint(code + 1)];
    const partial = word.length >= PARTIAL_FROM;
    // A short word is compared whole (one edit); a longer one also with longer words' beginnings.
    const [shortest, longest] = partial
      ? [word.length - 2, 1000]
      : [word.length - 1, word.length + 1];
    if (postgres) {
      const query = partial
        ? sql<{ word: string }>`
              select word from search_words where word % ${word} order by word <-> ${word} limit 20`
        : sql<{ word: string }>`
              select word from search_words
              where word >= ${first} and word < ${after} and length(word) between ${shortest} and ${longest}`;
      const { rows } = await query.execute(db);
      return rows.map((row) => ({ term: row.word, documents: 0 }));
    }
    const { rows } = await sql<{ term: string; documents: number }>`
      select term, sum(doc) as documents from search_vocabulary
      where term >= ${first} and term < ${after} and length(term) between ${shortest} and ${longest}
        and col <> 'type'
      group by term`.execute(db);
    return rows.map((row) => ({ term: row.term, documents: Number(row.documents) }));
  }

  return { find, counts, exists, candidates, verifiesCorrections: postgres };
}
