/**
 * Which requests the page cache may answer, and under which key (docs/decisions/061).
 * A key is the path plus the query parameters the page reads; marketing parameters
 * (utm_*, gclid…) are dropped, so a campaign link does not make a new entry, and any other
 * parameter sends the request past the cache (rendered as usual) rather than multiplying
 * entries: `/products?q=pump` is a search, not a page to keep.
 */
const NEVER = /^\/(admin|api|assets|media|healthz|metrics)(\/|\.|$)/;
/** The public API reads that change only with the catalogue or the content: cached JSON. */
const PUBLIC_API = /^\/api\/(products(\/[^/]+(\/items\/[^/]+)?)?|projects(\/[^/]+)?|site)$/;
/** Paging may be part of a key (the store bounds it); a search (`q`) goes past the cache. */
const API_PARAMS = new Set(["limit", "offset"]);
const IGNORED_PARAMS = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid|ref)$/;
/** React Router's data requests name the routes they want: part of the key. */
const KEYED_PARAMS = new Set(["_routes"]);
const MAX_KEY_LENGTH = 512;

export function pageCacheKey(url: URL): string | null {
  const { pathname } = url;
  const api = PUBLIC_API.test(pathname);
  if ((!api && NEVER.test(pathname)) || pathname.length > MAX_KEY_LENGTH) return null;
  const kept: string[] = [];
  for (const [name, value] of url.searchParams) {
    if (IGNORED_PARAMS.test(name) && !api) continue;
    if (!(api ? API_PARAMS : KEYED_PARAMS).has(name)) return null;
    kept.push(`${name}=${encodeURIComponent(value)}`);
  }
  const key = kept.length > 0 ? `${pathname}?${kept.sort().join("&")}` : pathname;
  return key.length > MAX_KEY_LENGTH ? null : key;
}

/**
 * `pageCacheKey` for a request target as the listener reads it (`req.url`), remembered so a
 * hit parses no URL. Bounded: a flood of distinct targets empties it rather than growing it.
 */
export function rememberedKeys(max = 1024): (target: string) => string | null {
  const known = new Map<string, string | null>();
  return (target) => {
    let key = known.get(target);
    if (key !== undefined) return key;
    // `//host/path` would parse as another host's `/path`: such a target goes to the app.
    if (!target.startsWith("/") || target.startsWith("//")) key = null;
    else {
      try {
        key = pageCacheKey(new URL(target, "http://localhost"));
      } catch {
        key = null;
      }
    }
    if (known.size >= max) known.clear();
    known.set(target, key);
    return key;
  };
}
