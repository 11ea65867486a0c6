import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { GenerationWatcher } from "../../app/domain/content-generation.server.ts";
import type { ApiEnv } from "../api/env.ts";
import {
  CSRF_COOKIE,
  csrfCookieOptions,
  isValidCsrfToken,
  publicCsrfToken,
} from "../middleware/csrf.ts";
import { SESSION_COOKIE } from "../middleware/session.ts";
import { pageCacheKey } from "./cache-key.ts";
import { buildCachedPage, type CachedPage } from "./cached-page.ts";
import { PageStore } from "./page-store.ts";

export interface PageCacheOptions {
  watcher: GenerationWatcher;
  secret: string;
  /** Pages kept at most this long even when nothing changed: the footer's year, 'New' badges. */
  maxAgeMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

const CACHEABLE_TYPE = /^(text\/html|text\/x-script|application\/json)/i;

/**
 * The rendered-page cache (issue 12, docs/decisions/061). Anonymous GETs of public pages and
 * their `.data` requests are answered from memory: precompressed, with an ETag and 304, a CSP
 * that names the hashes of exactly the page's inline scripts, and the shared public CSRF token
 * the cached forms carry. Entries die when the content generation moves (any process's write
 * to products, site content or media), after `maxAgeMs`, or when the store is full.
 */
export function createPageCache(options: PageCacheOptions) {
  const { watcher, secret } = options;
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const store = new PageStore<CachedPage>(options.maxEntries ?? 500, options.maxBytes ?? 64 << 20);
  const publicToken = publicCsrfToken(secret);
  /** One render per key at a time: a burst of misses waits for the first instead of rendering. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  function fresh(entry: CachedPage | undefined, generation: number): entry is CachedPage {
    return !!entry && entry.generation === generation && now() - entry.storedAt < maxAgeMs;
  }

  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const key = pageCacheKey(new URL(c.req.url));
    const token = getCookie(c, CSRF_COOKIE);
    const ownToken =
      token !== undefined && token !== publicToken && isValidCsrfToken(token, secret);
    // Staff, and browsers holding a token of their own, get pages rendered for them.
    if (!key || getCookie(c, SESSION_COOKIE) || ownToken) {
      c.set("pageCache", "bypass");
      return next();
    }
    const generation = await watcher.current();
    let entry = store.get(key);
    if (!fresh(entry, generation)) {
      const pending = rendering.get(key);
      if (pending) entry = (await pending) ?? undefined;
    }
    if (fresh(entry, generation)) return answer(c, entry, "hit");

    let settle: (page: CachedPage | null) => void = () => undefined;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      c.set("pageCache", "fill");
      c.set("csrfToken", publicToken);
      await next();
      const response = c.res;
      const type = response.headers.get("content-type") ?? "";
      if (response.status !== 200 || !CACHEABLE_TYPE.test(type) || !response.body) {
        settle(null);
        return;
      }
      const page = buildCachedPage(
        response,
        Buffer.from(await response.arrayBuffer()),
        generation,
        now(),
      );
      store.set(key, page);
      settle(page);
      // The render's response is replaced, not merged: Hono would otherwise copy its headers
      // (and any cookie the render set for its own token) over the cached answer's.
      c.res = undefined;
      c.finalized = false;
      return answer(c, page, "miss");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  };

  function answer(c: Context<ApiEnv>, page: CachedPage, outcome: "hit" | "miss") {
    c.set("pageCache", outcome);
    c.set("cspScriptSources", page.scriptHashes.join(" "));
    const token = getCookie(c, CSRF_COOKIE);
    if (token !== publicToken) {
      setCookie(c, CSRF_COOKIE, publicToken, csrfCookieOptions(c));
    }
    const headers = new Headers(page.headers);
    headers.set("ETag", page.etag);
    // Revalidated every time (a 304 costs nothing): never older than the last change.
    headers.set("Cache-Control", "no-cache");
    headers.set("Vary", "Accept-Encoding, Cookie");
    headers.set("X-Page-Cache", outcome);
    // The cookie set on the context above is merged in by c.body.
    if (matches(c.req.header("if-none-match"), page.etag))
      return c.body(null, 304, toRecord(headers));
    const { body, encoding } = pick(page, c.req.header("accept-encoding") ?? "");
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    if (c.req.method === "HEAD") return c.body(null, 200, toRecord(headers));
    return c.body(new Uint8Array(body), 200, toRecord(headers));
  }

  return {
    middleware,
    /** For tests and the benchmark: what the store holds. */
    stats: () => ({ entries: store.size, bytes: store.bytes }),
    clear: () => store.clear(),
  };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** Brotli when the browser takes it, else gzip, else the plain bytes. */
function pick(page: CachedPage, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accepted)) return { body: page.br, encoding: "br" };
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accepted)) return { body: page.gzip, encoding: "gzip" };
  return { body: page.identity };
}

function toRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => (record[name] = value));
  return record;
}

export type PageCache = ReturnType<typeof createPageCache>;
