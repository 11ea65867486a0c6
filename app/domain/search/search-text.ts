/**
 * How text becomes searchable words, the same way for both databases (docs/decisions/082).
 *
 * Stored text and queries go through one folding here (lower case, accents dropped, anything
 * that is not a letter or a digit a separator), so SQLite's FTS5 and PostgreSQL's full-text
 * search each see plain words split by spaces and tokenise them alike. A query word matches
 * any stored word it begins ("pump" finds "pumps"); a plural query word is trimmed to its
 * singular first, which only widens the match ("valves" also finds "valve").
 */

/** A letter (accents already dropped) or a digit: everything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}/gu;
/** Longer runs are not words anyone types (hashes, part numbers glued to text): not indexed. */
const MAX_WORD_LENGTH = 40;

/** Lower case without accents: "Café" and "CAFE" fold alike. */
export function fold(text: string): string {
  return text.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase();
}

/** The folded words of `text`, in order. */
export function words(text: string): string[] {
  return (fold(text).match(WORD) ?? []).filter((word) => word.length <= MAX_WORD_LENGTH);
}

const LETTERS = /^\p{L}+$/u;
const DIGITS = /^\p{N}+$/u;
/** The letter and digit runs of a word: "ss316l" → ss, 316, l. */
const RUNS = /\p{L}+|\p{N}+/gu;

/**
 * The words of `text` as the index stores them: each word, then the spellings a buyer may type
 * for a grade or a size. A word mixing letters and digits adds its runs ("SS316" is also
 * "ss" and "316"), and a short run of letters followed by a number adds the two joined
 * ("SS 316" is also "ss316", "DN 50" also "dn50"). Space-separated.
 */
export function indexTerms(...texts: string[]): string {
  const terms: string[] = [];
  const variants: string[] = [];
  for (const text of texts) {
    const list = words(text);
    list.forEach((word, index) => {
      terms.push(word);
      const runs = word.match(RUNS) ?? [];
      if (runs.length > 1) variants.push(...runs.filter((run) => run.length > 1));
      const next = list[index + 1];
      if (next && word.length <= 4 && LETTERS.test(word) && DIGITS.test(next))
        variants.push(word + next);
    });
  }
  const stored = new Set(terms);
  const all = [...terms, ...new Set(variants.filter((variant) => !stored.has(variant)))];
  return all.join(" ");
}

/** At most this many words in a query: each must match, and each costs a lookup. */
export const MAX_QUERY_WORDS = 10;

/**
 * A query's words, each a prefix every result must contain: folded, a plural trimmed to its
 * singular ("pumps" → "pump", "switches" → "switch"; not "glass" or "gas"), duplicates dropped.
 */
export function queryWords(query: string): string[] {
  return [...new Set(words(query).map(singular))];
}

function singular(word: string): string {
  if (word.length < 4 || !LETTERS.test(word)) return word;
  if (/(x|ch|sh|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Whether a query word may be corrected as a typo: words of letters, long enough to tell. */
export function correctable(word: string): boolean {
  return word.length >= 4 && LETTERS.test(word);
}
