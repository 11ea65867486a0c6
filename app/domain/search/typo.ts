/**
 * Choosing the stored word a mistyped query word meant (docs/decisions/082). The databases
 * offer the candidates (SQLite's FTS5 vocabulary, PostgreSQL's trigram-indexed word list);
 * this picks among them by edit distance, so both correct the same way.
 */

export interface Candidate {
  term: string;
  /** How many documents hold it: the commoner of two equally close words wins. */
  documents: number;
}

/** Edits allowed: one in a word of up to seven letters, two in a longer one. */
export function allowedEdits(word: string): number {
  return word.length <= 7 ? 1 : 2;
}

/** Below this length a word is compared whole only: "this" is not the beginning of "thickness". */
export const PARTIAL_FROM = 6;

/**
 * The candidate `word` most likely meant, or null when none is close enough. A candidate is
 * compared whole ("centrifugl" → "centrifugal") and, for a word of six letters or more, by
 * its beginnings too, since a query word matches the words it begins ("centrfu" →
 * "centrifugal", through "centrifu").
 */
export function closestTerm(word: string, candidates: Candidate[]): string | null {
  const limit = allowedEdits(word);
  let best: { term: string; whole: number; prefix: number; documents: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.term === word) continue;
    const measured = distances(word, candidate.term);
    const whole = measured.whole;
    const prefix = word.length >= PARTIAL_FROM ? measured.prefix : whole;
    if (prefix > limit) continue;
    const better =
      !best ||
      prefix < best.prefix ||
      (prefix === best.prefix && whole < best.whole) ||
      (prefix === best.prefix && whole === best.whole && candidate.documents > best.documents);
    if (better) best = { term: candidate.term, whole, prefix, documents: candidate.documents };
  }
  return best?.term ?? null;
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions, swaps of two
 * neighbours) from `word` to `term` as a whole, and to the closest beginning of `term`.
 */
export function distances(word: string, term: string): { whole: number; prefix: number } {
  const a = [...word];
  const b = [...term];
  // rows[i][j]: edits from a[0..i) to b[0..j).
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(value);
    }
    rows.push(row);
  }
  const last = rows[a.length] ?? [];
  return { whole: last[b.length] ?? Infinity, prefix: Math.min(...last) };
}
