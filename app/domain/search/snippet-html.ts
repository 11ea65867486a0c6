import type { TextPiece } from "./snippet.ts";

/**
 * The API's snippet format (docs/decisions/082): HTML in which the stored text is escaped and
 * the matched words are wrapped in <mark>…</mark>, and nothing else is markup.
 */

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const UNESCAPES = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
);

/** Each piece escaped, the marked ones inside <mark>. */
export function piecesToHtml(pieces: TextPiece[]): string {
  return pieces
    .map((piece) => {
      const text = piece.text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
      return piece.marked ? `<mark>${text}</mark>` : text;
    })
    .join("");
}

/**
 * The pieces back from an API snippet, for drawing as React text: only <mark> is read as a tag
 * and only the five escapes above are undone, so nothing in it can become markup.
 */
export function htmlToPieces(html: string): TextPiece[] {
  return html
    .split(/(<mark>.*?<\/mark>)/s)
    .filter((part) => part.length > 0)
    .map((part) => {
      const marked = part.startsWith("<mark>") && part.endsWith("</mark>");
      const text = marked ? part.slice(6, -7) : part;
      return { text: text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e] ?? e), marked };
    });
}
