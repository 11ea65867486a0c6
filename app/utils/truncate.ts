/**
 * Cuts a text to at most `limit` characters plus an ellipsis when longer (by
 * default 100). The cut falls on the last word boundary inside the limit, and drops the separator
 * before it, so a card never ends in half a word ("Socke...") or a dangling comma. A text
 * without a space in its last 40% is cut hard, rather than losing most of it.
 */
export function truncate(text: string, limit = 100): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit + 1);
  const boundary = head.search(/\s\S*$/);
  const cut = boundary >= limit * 0.6 ? head.slice(0, boundary) : text.slice(0, limit);
  return `${cut.replace(/[\s,;:.\-–—/&]+$/, "")}...`;
}
