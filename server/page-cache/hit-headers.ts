/** The request headers an answer from the page cache depends on. */
export interface HitHeaders {
  cookie: string | undefined;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

/**
 * The three headers a hit reads, from node:http's `rawHeaders`, joined as `req.headers` would
 * join repeats (cookies with "; ", the lists with ", "). Reading `req.headers` makes Node build
 * an object of every header the request carries, once per request; a hit needs three
 * (docs/decisions/073).
 */
export function hitHeaders(raw: readonly string[]): HitHeaders {
  const found: HitHeaders = {
    cookie: undefined,
    ifNoneMatch: undefined,
    acceptEncoding: undefined,
  };
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    // The length first: most names are none of the three, and that costs no lower-casing.
    if (name.length === 6 && name.toLowerCase() === "cookie")
      found.cookie = joined(found.cookie, raw[i + 1]!, "; ");
    else if (name.length === 13 && name.toLowerCase() === "if-none-match")
      found.ifNoneMatch = joined(found.ifNoneMatch, raw[i + 1]!, ", ");
    else if (name.length === 15 && name.toLowerCase() === "accept-encoding")
      found.acceptEncoding = joined(found.acceptEncoding, raw[i + 1]!, ", ");
  }
  return found;
}

function joined(before: string | undefined, value: string, separator: string): string {
  return before === undefined ? value : `${before}${separator}${value}`;
}
