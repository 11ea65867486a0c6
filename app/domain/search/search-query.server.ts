import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Dialect } from "../../db/connection.server.ts";
import type { Database } from "../../db/schema.ts";
import type { SearchType } from "./search-documents.ts";
import type { Candidate } from "./typo.ts";

/**
 * The queries of the site search, one per database (docs/decisions/082). Every query word
 * must begin a stored word (FTS5 `"word"*`, tsquery `word:*`). Results are ranked in tiers:
 * every word in the name, then every word in the name or particulars, then the rest; within
 * a tier categories before items before services before projects, then by the database's
 * relevance (FTS5 bm25 with weights 10, 4, 1; ts_rank over weights A, B, C).
 */

export interface MatchedDocument {
  type: SearchType;
  title: string;
  url: string;
  context: string;
  details: string;
  body: string;
}

export interface MatchOptions {
  words: string[];
  limit: number;
  offset: number;
  type?: SearchType;
}

/** Words are letters and digits only (search-text.ts), so they go into these safely. */
const ftsMatch = (words: string[]) => words.map((word) => `"${word}"*`).join(" AND ");
const tsQuery = (words: string[]) => words.map((word) => `${word}:*`).join(" & ");
const beginsWord = (word: string) => `% ${word}%`;

function tierOf(words: string[]): RawBuilder<number> {
  const inName = sql.join(
    words.map((word) => sql`d.name_terms like ${beginsWord(word)}`),
    sql` and `,
  );
  const inNameOrDetails = sql.join(
    words.map(
      (word) =>
        sql`(d.name_terms like ${beginsWord(word)} or d.details_terms like ${beginsWord(word)})`,
    ),
    sql` and `,
  );
  return sql<number>`case when ${inName} then 0 when ${inNameOrDetails} then 1 else 2 end`;
}

const TYPE_ORDER = sql`case d.type when 'category' then 0 when 'item' then 1 when 'service' then 2 else 3 end`;

interface Row extends MatchedDocument {
  total: string | number;
}

export function createSearchQueries(db: Kysely<Database>, dialect: Dialect) {
  const postgres = dialect === "postgres";

  /** The documents every word matches, best first: `{ total, rows }` for one page. */
  async function find(options: MatchOptions): Promise<{ total: number; rows: MatchedDocument[] }> {
    const { words, limit, offset, type } = options;
    const typeFilter = type ? sql`and d.type = ${type}` : sql``;
    const query = postgres
      ? sql<Row>`
          select d.type, d.title, d.url, d.context, d.details, d.body, count(*) over () as total
          from search_documents d, to_tsquery('simple', ${tsQuery(words)}) as q
          where d.document @@ q ${typeFilter}
          order by ${tierOf(words)}, ${TYPE_ORDER}, ts_rank(d.document, q) desc, d.title, d.id
          limit ${limit} offset ${offset}`
      : // bm25() must be read in the FTS5 query itself, so the ranking joins on a subquery.
        sql<Row>`
          with m as (
            select rowid as id, bm25(search_fts, 10.0, 4.0, 1.0) as score
            from search_fts where search_fts match ${ftsMatch(words)}
          )
          select d.type, d.title, d.url, d.context, d.details, d.body, count(*) over () as total
          from m join search_documents d on d.id = m.id
          where 1 = 1 ${typeFilter}
          order by ${tierOf(words)}, ${TYPE_ORDER}, m.score, d.title, d.id
          limit ${limit} offset ${offset}`;
    const { rows } = await query.execute(db);
    const first = rows[0];
    if (first) return { total: Number(first.total), rows: rows.map(({ total: _, ...row }) => row) };
    // Past the last page the window count is not there: count apart (rare).
    return { total: offset > 0 ? (await counts(words)).total : 0, rows: [] };
  }

  /** How many documents of each type every word matches. */
  async function counts(words: string[]): Promise<{ total: number; byType: Map<string, number> }> {
    const query = postgres
      ? sql<{ type: string; n: string | number }>`
          select type, count(*) as n from search_documents
          where document @@ to_tsquery('simple', ${tsQuery(words)}) group by type`
      : sql<{ type: string; n: string | number }>`
          select d.type, count(*) as n from search_fts join search_documents d on d.id = search_fts.rowid
          where search_fts match ${ftsMatch(words)} group by d.type`;
    const { rows } = await query.execute(db);
    const byType = new Map(rows.map((row) => [row.type, Number(row.n)]));
    return { total: [...byType.values()].reduce((sum, n) => sum + n, 0), byType };
  }

  /** Whether any document holds a word that `word` begins. */
  async function exists(word: string): Promise<boolean> {
    const query = postgres
      ? sql`select 1 from search_documents where document @@ to_tsquery('simple', ${tsQuery([word])}) limit 1`
      : sql`select 1 from search_fts where search_fts match ${ftsMatch([word])} limit 1`;
    return (await query.execute(db)).rows.length > 0;
  }

  /**
   * Stored words that `word` may be a mistyping of. SQLite: the FTS5 vocabulary's words with
   * the same first letter and not much shorter (always in step with the index). PostgreSQL:
   * the nearest words by trigrams in `search_words`, which keeps words of removed documents,
   * so the caller checks a correction with `exists` before using it.
   */
  async function candidates(word: string): Promise<Candidate[]> {
    if (postgres) {
      const { rows } = await sql<{ word: string }>`
        select word from search_words order by word <-> ${word} limit 20`.execute(db);
      return rows.map((row) => ({ term: row.word, documents: 0 }));
    }
    const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
    const after = String.fromCodePoint((word.codePointAt(0) ?? 0) + 1);
    const { rows } = await sql<{ term: string; doc: number }>`
      select term, doc from search_vocabulary
      where term >= ${first} and term < ${after} and length(term) >= ${word.length - 2}`.execute(
      db,
    );
    return rows.map((row) => ({ term: row.term, documents: Number(row.doc) }));
  }

  return { find, counts, exists, candidates, verifiesCorrections: postgres };
}

export type SearchQueries = ReturnType<typeof createSearchQueries>;
