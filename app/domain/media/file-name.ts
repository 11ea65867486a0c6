/**
 * The name a media item is shown under in the library (docs/decisions/055). It comes from
 * the uploader's computer, so it is made safe to show: a right-to-left override turns
 * `photo\u202Egnp.exe` into what reads as "photoexe.png", zero-width and control characters
 * make two names look alike, and a 10,000-character name breaks every layout.
 */

/** Longest name kept, in code points, extension included. */
export const FILE_NAME_MAX_LENGTH = 120;

/**
 * Bidi controls (U+061C, U+200E/F, U+202A–E, U+2066–9), every other control (C0, DEL, C1)
 * and format character (zero-width space, BOM, soft hyphen, tags…), and lone surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/u;
const JOINER = /[\u200C\u200D]/u;
/** What a zero-width (non-)joiner shapes: Devanagari conjuncts, emoji sequences. */
const JOINABLE = /[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]/u;
/** A short alphanumeric extension is kept whole when the name is shortened. */
const EXTENSION = /\.([\p{L}\p{N}]{1,10})$/u;

const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });

/**
 * NFC, without path, invisible or control characters, whitespace collapsed and trimmed,
 * at most FILE_NAME_MAX_LENGTH code points with the extension kept; `image.<fallbackExtension>`
 * when nothing is left.
 */
export function normaliseFileName(name: string, fallbackExtension: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const visible = withoutInvisible(base.normalize("NFC")).replace(/\s+/gu, " ").trim();
  const extension = EXTENSION.exec(visible);
  const stem = extension ? visible.slice(0, extension.index) : visible;
  const suffix = extension ? `.${extension[1] as string}` : "";
  const kept = shorten(stem.trimEnd(), FILE_NAME_MAX_LENGTH - [...suffix].length);
  return kept ? `${kept}${suffix}` : `image${suffix || `.${fallbackExtension}`}`;
}

function withoutInvisible(text: string): string {
  const chars = [...text];
  const joins = (i: number) =>
    JOINABLE.test(chars[i - 1] ?? "") && JOINABLE.test(chars[i + 1] ?? "");
  // A joiner between two letters or emoji is part of the word; anywhere else it only hides.
  return chars
    .filter((char, i) => !INVISIBLE.test(char) || (JOINER.test(char) && joins(i)))
    .join("");
}

/** The longest run of whole graphemes (a conjunct, an emoji, a letter and its accents) of at most `max` code points. */
function shorten(text: string, max: number): string {
  let kept = "";
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    length += [...segment].length;
    if (length > max) break;
    kept += segment;
  }
  return kept.trimEnd();
}
