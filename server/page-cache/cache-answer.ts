import { STATUS_CODES } from "node:http";
import { etagMatches } from "../etag-match.ts";
import type { CacheAnswer, CachedPage } from "./cached-page.ts";

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

/**
 * The answer to a request for a stored page, decided once for both ways a hit is served: the
 * request listener's direct path and the app's middleware (server/page-cache/page-cache.ts).
 * ETag match → 304; otherwise Brotli, gzip or the plain bytes, as the browser accepts. An
 * answer depends on nothing but the page and these few facts, so each is built once and
 * kept on the page (docs/decisions/073): a hit allocates no header list. Kept answers are
 * shared, so nothing may change one.
 */
export function cacheAnswer(page: CachedPage, request: CacheRequest): CacheAnswer {
  const notModified = etagMatches(request.ifNoneMatch, page.etag);
  const encoding = notModified ? 0 : pick(request.acceptEncoding ?? "");
  const head = request.method === "HEAD";
  // One slot per mix of the facts: scheme, outcome, 304, encoding, HEAD and whether a cookie
  // is handed out; the cookie itself is compared, so another one is never served from a slot.
  const slot =
    (request.secure ? 1 : 0) +
    (request.outcome === "hit" ? 2 : 0) +
    (notModified ? 4 : 0) +
    (head ? 8 : 0) +
    (request.setCookie === null ? 0 : 16) +
    encoding * 32;
  const kept = page.answers[slot];
  if (kept && kept.setCookie === request.setCookie) return kept.answer;
  const answer = buildAnswer(page, request, notModified, ENCODINGS[encoding], head);
  page.answers[slot] = { setCookie: request.setCookie, answer };
  return answer;
}

/** What `pick` chose, by number: a slot's part. */
const ENCODINGS = ["", "br", "gzip"] as const;

function buildAnswer(
  page: CachedPage,
  request: CacheRequest,
  notModified: boolean,
  encoding: (typeof ENCODINGS)[number],
  head: boolean,
): CacheAnswer {
  const headers = (request.secure ? page.fixedHeaders.secure : page.fixedHeaders.plain).slice();
  headers.push("X-Page-Cache", request.outcome);
  if (request.setCookie) headers.push("Set-Cookie", request.setCookie);
  if (notModified) return { status: 304, headers, body: null, wireHead: wireHead(304, headers) };
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding) headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  return { status: 200, headers, body: head ? null : body, wireHead: wireHead(200, headers) };
}

/** The status line and headers as the fast lane writes them (server/fast-lane), built once. */
function wireHead(status: 200 | 304, headers: string[]): Buffer {
  let text = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`;
  for (let i = 0; i + 1 < headers.length; i += 2) text += `${headers[i]}: ${headers[i + 1]}\r\n`;
  return Buffer.from(text, "latin1");
}

const BROTLI = /\bbr\b(?!;q=0(\.0*)?\b)/;
const GZIP = /\bgzip\b(?!;q=0(\.0*)?\b)/;

/** Brotli (1) when the browser takes it, else gzip (2), else the plain bytes (0). */
function pick(acceptEncoding: string): 0 | 1 | 2 {
  if (acceptEncoding === "") return 0;
  const accepted = acceptEncoding.toLowerCase();
  if (BROTLI.test(accepted)) return 1;
  if (GZIP.test(accepted)) return 2;
  return 0;
}
