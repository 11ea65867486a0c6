import { etagMatches } from "../etag-match.ts";
import type { CachedPage } from "./cached-page.ts";

/** What an answer from the cache depends on in the request: a handful of headers. */
export interface CacheRequest {
  method: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  /** The visitor reached us over HTTPS (directly or through a trusted proxy): HSTS. */
  secure: boolean;
  /** The `Set-Cookie` that hands the visitor the public CSRF token, when they lack it. */
  setCookie: string | null;
  outcome: "hit" | "miss";
}

export interface CacheAnswer {
  status: 200 | 304;
  /** Flattened name/value pairs, as `ServerResponse.writeHead` takes them. */
  headers: string[];
  body: Buffer | null;
}

/**
 * The answer to a request for a stored page, decided once for both ways a hit is served: the
 * request listener's direct path and the app's middleware (server/page-cache/page-cache.ts).
 * ETag match → 304; otherwise Brotli, gzip or the plain bytes, as the browser accepts.
 */
export function cacheAnswer(page: CachedPage, request: CacheRequest): CacheAnswer {
  const headers = (request.secure ? page.fixedHeaders.secure : page.fixedHeaders.plain).slice();
  headers.push("X-Page-Cache", request.outcome);
  if (request.setCookie) headers.push("Set-Cookie", request.setCookie);
  if (etagMatches(request.ifNoneMatch, page.etag)) return { status: 304, headers, body: null };
  const { body, encoding } = pick(page, request.acceptEncoding ?? "");
  if (encoding) headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  return { status: 200, headers, body: request.method === "HEAD" ? null : body };
}

const BROTLI = /\bbr\b(?!;q=0(\.0*)?\b)/;
const GZIP = /\bgzip\b(?!;q=0(\.0*)?\b)/;

/** Brotli when the browser takes it, else gzip, else the plain bytes. */
function pick(page: CachedPage, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const accepted = acceptEncoding.toLowerCase();
  if (BROTLI.test(accepted)) return { body: page.br, encoding: "br" };
  if (GZIP.test(accepted)) return { body: page.gzip, encoding: "gzip" };
  return { body: page.identity };
}
