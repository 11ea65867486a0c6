/** Cuts a text to `limit` characters plus an ellipsis when longer (SPEC.md section 9: 100). */
export function truncate(text: string, limit = 100): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}
