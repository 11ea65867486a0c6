import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { LaneAnswer } from "../fast-lane/fast-lane.ts";
import { securityHeaderEntries } from "../middleware/security-headers.ts";

/** What a stored page answers one kind of request with (cache-answer.ts decides which). */
export interface CacheAnswer extends LaneAnswer {
  status: 200 | 304;
  /** Flattened name/value pairs, as `ServerResponse.writeHead` takes them. */
  headers: string[];
  body: Buffer | null;
}

export interface CachedPage {
  status: number;
  /** The response's own headers, without cookies, lengths, encodings or the CSP. */
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** CSP sources that allow exactly this page's inline scripts (`'sha256-…'`). */
  scriptHashes: string[];
  /**
   * Every header an answer from the cache carries whatever the request, flattened as
   * `writeHead` takes them, for a plain and for an HTTPS visitor (HSTS): built once here so a
   * hit only appends the few that vary (encoding, length, cookie).
   */
  fixedHeaders: { plain: string[]; secure: string[] };
  /** Answers built for this page so far, one slot per mix of what they depend on (cache-answer.ts). */
  answers: ({ setCookie: string | null; answer: CacheAnswer } | undefined)[];
  generation: number;
  storedAt: number;
  bytes: number;
}

const DROPPED_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "content-security-policy",
  "etag",
  "cache-control",
  "vary",
  "date",
  "transfer-encoding",
]);

/** Inline scripts (no `src`): their text is what CSP hashes, byte for byte. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? "";
    if (text.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Everything a hit needs, computed once when the page is stored: the body in the three
 * encodings (Brotli at quality 11 is affordable once per change, never per request), a
 * strong ETag and the hashes of the inline scripts for the CSP. The two compressions run on
 * libuv's thread pool, side by side: done on the event loop they held every other request
 * for about 100 ms per page on a two-core machine (most of a start's warm-up), each time a
 * page was stored again after an edit or its minute in the cache.
 */
export async function buildCachedPage(
  response: { status: number; headers: Headers },
  identity: Buffer,
  generation: number,
  storedAt: number,
): Promise<CachedPage> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
  });
  const isHtml = /text\/html/i.test(response.headers.get("content-type") ?? "");
  const [br, gzipped] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    compressGzip(identity, { level: 9 }),
  ]);
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const scriptHashes = isHtml ? inlineScriptHashes(identity.toString("utf8")) : [];
  const fixed = (secure: boolean) =>
    [
      ...headers,
      ...securityHeaderEntries(scriptHashes.join(" "), secure),
      ["ETag", etag],
      // Revalidated every time (a 304 costs nothing): never older than the last change.
      ["Cache-Control", "no-cache"],
      ["Vary", "Accept-Encoding, Cookie"],
    ].flat();
  return {
    status: response.status,
    headers,
    identity,
    br,
    gzip: gzipped,
    etag,
    scriptHashes,
    fixedHeaders: { plain: fixed(false), secure: fixed(true) },
    answers: [],
    generation,
    storedAt,
    bytes: identity.length + br.length + gzipped.length,
  };
}
