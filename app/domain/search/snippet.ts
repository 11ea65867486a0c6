import { fold } from "./search-text.ts";

/**
 * Marking the searched words in stored text (docs/decisions/082). Pieces, not HTML: the page
 * draws them as React text (escaped by React), and the API escapes each piece before it wraps
 * the marked ones in <mark>, so stored text can never become markup.
 */
export interface TextPiece {
  text: string;
  marked: boolean;
}

/** How much of a long text the snippet shows around the first match. */
export const SNIPPET_LENGTH = 180;

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Between a letter run and a digit run of one query word, stored text may have one of these. */
const JOINER = /[\s\-/._]/u;

/**
 * The folded text with, for each folded character, the index of the original character it
 * came from: a match found in the folded text is marked in the original.
 */
function foldWithMap(text: string): { folded: string; from: number[] } {
  const parts: string[] = [];
  const from: number[] = [];
  let index = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    // ASCII folds to itself in lower case; only other characters need Unicode's decomposition.
    const folded = code < 128 ? (code >= 65 && code <= 90 ? char.toLowerCase() : char) : fold(char);
    for (let i = 0; i < folded.length; i++) from.push(index);
    parts.push(folded);
    index += char.length;
  }
  return { folded: parts.join(""), from };
}

const isWordChar = (char: string | undefined) => {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return WORD_CHAR.test(char);
};
const isDigit = (char: string | undefined) => char !== undefined && /\p{N}/u.test(char);

/**
 * Where `word` begins a word of `folded` at `start`: the end of the match, or -1. Between a
 * letter and a digit of the query word a joiner may stand ("ss316" matches "SS 316", "SS-316").
 */
function matchAt(folded: string, start: number, word: string): number {
  let at = start;
  for (let i = 0; i < word.length; i++) {
    const expected = word[i];
    if (folded[at] === expected) {
      at++;
      continue;
    }
    const boundary = i > 0 && isDigit(word[i - 1]) !== isDigit(expected);
    if (boundary && JOINER.test(folded[at] ?? "") && folded[at + 1] === expected) {
      at += 2;
      continue;
    }
    return -1;
  }
  return at;
}

/** The ranges [start, end) of the original text that the query words mark, whole words. */
export function markedRanges(text: string, queryWords: string[]): Array<[number, number]> {
  const { folded, from } = foldWithMap(text);
  const ranges: Array<[number, number]> = [];
  for (let i = 0; i < folded.length; i++) {
    if (!isWordChar(folded[i]) || isWordChar(folded[i - 1])) continue;
    let end = -1;
    for (const word of queryWords) end = Math.max(end, matchAt(folded, i, word));
    if (end < 0) continue;
    // The rest of the matched word is marked too: "centrif" marks all of "centrifugal".
    while (isWordChar(folded[end])) end++;
    const originalEnd = end < from.length ? (from[end] ?? text.length) : text.length;
    ranges.push([from[i] ?? 0, originalEnd]);
    i = end - 1;
  }
  return ranges;
}

/** `text` cut into pieces, the matched words marked. */
export function markPieces(text: string, queryWords: string[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const [start, end] of markedRanges(text, queryWords)) {
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    pieces.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}

/**
 * The snippet: of the texts given (most telling first), the one that holds the most query
 * words, cut to about SNIPPET_LENGTH characters around its first match, the words marked.
 * When none holds one (the title matched), the first non-empty text, from its beginning.
 */
export function snippetPieces(texts: string[], queryWords: string[]): TextPiece[] {
  let chosen: { text: string; ranges: Array<[number, number]> } | null = null;
  let chosenCount = 0;
  for (const text of texts) {
    if (!text) continue;
    const ranges = markedRanges(text, queryWords);
    const count = new Set(ranges.map(([start, end]) => fold(text.slice(start, end)))).size;
    if (!chosen || count > chosenCount) {
      chosen = { text, ranges };
      chosenCount = count;
    }
  }
  if (!chosen) return [];
  const excerpt = cut(chosen.text, chosen.ranges[0]?.[0] ?? 0);
  return markPieces(excerpt, queryWords);
}

/** About SNIPPET_LENGTH characters starting a little before `focus`, cut between words. */
function cut(text: string, focus: number): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  // From the beginning when the match is near enough to show both; else a little before it.
  let start = focus < SNIPPET_LENGTH - 60 ? 0 : focus - 40;
  if (start > 0) {
    const space = text.lastIndexOf(" ", start);
    start = space > 0 ? space + 1 : start;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}
