/**
 * Whether an If-None-Match header names this ETag (or is `*`): the browser's copy is current
 * and a 304 answers. A weak tag counts as its strong one, as RFC 9110 has GET compare them.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
