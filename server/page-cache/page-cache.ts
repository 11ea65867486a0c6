import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { GenerationWatcher } from "../../app/domain/content-generation.server.ts";
import type { ApiEnv } from "../api/env.ts";
import { publicCsrfToken } from "../middleware/csrf.ts";
import { cacheAnswer, type CacheRequest } from "./cache-answer.ts";
import { pageCacheKey, rememberedKeys } from "./cache-key.ts";
import { hitHeaders, type HitHeaders } from "./hit-headers.ts";
import { buildCachedPage, type CacheAnswer, type CachedPage } from "./cached-page.ts";
import { PageStore } from "./page-store.ts";
import { cookieForPublicToken, visitorKind } from "./visitor.ts";

export interface PageCacheOptions {
  watcher: GenerationWatcher;
  secret: string;
  /**
   * Pages answered as they are for this long even when nothing changed (the footer's year, 'New'
   * badges), then for as long again while a render replaces them.
   */
  maxAgeMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /** Told of each request the cache could answer and what it did (server/metrics). */
  onResult?: (result: "hit" | "miss" | "bypass") => void;
  /**
   * Renders a page again through the app, for an entry past `maxAgeMs` that is still answered
   * meanwhile. Without it an entry past `maxAgeMs` is rendered while its visitors wait.
   */
  refresh?: (request: Request) => Promise<Response>;
}

/** The requests the cache sends itself to render an ageing entry again: no visitor can send one. */
const refreshes = new WeakSet<Request>();

/** A request the cache sent to render a page again, which the request counters leave out. */
export function isCacheRefresh(request: Request): boolean {
  return refreshes.has(request);
}

const CACHEABLE_TYPE = /^(text\/html|text\/x-script|application\/json)/i;

/**
 * The rendered-page cache (docs/decisions/061, 073 and 079). Anonymous GETs of public
 * pages, their `.data` requests and the public catalogue JSON are answered from memory:
 * precompressed, with an ETag and 304, a CSP naming the hashes of exactly the page's inline
 * scripts, and the shared public CSRF token the cached forms carry. A hit is answered before
 * the request reaches the app (no Request object, no middleware, no query): on the socket by
 * the fast lane, or by `serveDirect` in node:http's listener; the middleware fills the store
 * on a miss. Entries die when the content generation moves (any process's write to products,
 * site content or media), or when the store is full. Past `maxAgeMs` an entry is still answered for as long again while one render replaces
 * it in the background (stale-while-revalidate, docs/decisions/102): every entry ages at the
 * same pace from the warm-up, and rendering them while their visitors waited was the mixed
 * load's slowest second of each minute.
 */
export function createPageCache(options: PageCacheOptions) {
  const { watcher, secret } = options;
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const store = new PageStore<CachedPage>(options.maxEntries ?? 500, options.maxBytes ?? 64 << 20);
  const publicToken = publicCsrfToken(secret);
  const cookies = cookieForPublicToken(publicToken);
  // Hits compare with `known()` without waiting, so the number is polled in the background.
  const stopWatching = watcher.watch();
  /** One render per key at a time: a burst of misses waits for the first instead of rendering. */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const keyOf = rememberedKeys();
  const onResult = options.onResult ?? (() => undefined);

  /** Fresh, ageing (answered while a render replaces it) or dead (rendered before answering). */
  function state(entry: CachedPage | undefined): "fresh" | "ageing" | "dead" {
    if (!entry || entry.generation !== watcher.known()) return "dead";
    const age = now() - entry.storedAt;
    if (age < maxAgeMs) return "fresh";
    return age < 2 * maxAgeMs && options.refresh ? "ageing" : "dead";
  }

  /** Keys whose refresh is on its way: one render per key, however many visitors ask. */
  const refreshing = new Set<string>();
  function revalidate(key: string, target: string) {
    if (!options.refresh || refreshing.has(key) || rendering.has(key)) return;
    refreshing.add(key);
    const request = new Request(`http://localhost${target}`);
    refreshes.add(request);
    // A failed render leaves the entry as it is; past twice its age a visitor renders it.
    options
      .refresh(request)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined)
      .finally(() => refreshing.delete(key));
  }

  /**
   * The answer to a hit, or null for the app to answer: one rule for both ways a hit comes
   * in, node:http's request listener (`serveDirect`) and the fast lane on the socket
   * (server/fast-lane, docs/decisions/103).
   */
  function answerHit(
    method: string,
    target: string,
    headers: HitHeaders,
    secure: boolean,
  ): CacheAnswer | null {
    if (method !== "GET" && method !== "HEAD") return null;
    const visitor = visitorKind(headers.cookie, publicToken, secret);
    if (visitor === "own") return null;
    const key = keyOf(target);
    if (!key) return null;
    const entry = store.get(key);
    const freshness = state(entry);
    if (freshness === "dead" || !entry) return null;
    const answer = cacheAnswer(entry, {
      method,
      ifNoneMatch: headers.ifNoneMatch,
      acceptEncoding: headers.acceptEncoding,
      secure,
      setCookie: visitor === "public" ? null : cookies(secure),
      outcome: "hit",
    });
    onResult("hit");
    if (freshness === "ageing") revalidate(key, target);
    return answer;
  }

  /** A hit, answered through node:http; false sends the request on to the app. */
  function serveDirect(req: IncomingMessage, res: ServerResponse, secure: boolean): boolean {
    if (!req.method || !req.url) return false;
    const answer = answerHit(req.method, req.url, hitHeaders(req.rawHeaders), secure);
    if (!answer) return false;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body ?? undefined);
    return true;
  }

  const middleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const key = pageCacheKey(url);
    // Staff, and browsers holding a token of their own, get pages rendered for them.
    if (!key || visitorKind(c.req.header("cookie"), publicToken, secret) === "own") {
      if (key) onResult("bypass");
      c.set("pageCache", "bypass");
      return next();
    }
    // The cache's own refresh renders whatever the store holds.
    const refresh = refreshes.has(c.req.raw);
    let entry = refresh ? undefined : store.get(key);
    if (!refresh && state(entry) === "dead") entry = (await rendering.get(key)) ?? undefined;
    const freshness = state(entry);
    if (entry && freshness !== "dead") {
      onResult("hit");
      if (freshness === "ageing") revalidate(key, url.pathname + url.search);
      return answer(c, entry, "hit");
    }
    if (!refresh) onResult("miss");

    let settle: (page: CachedPage | null) => void = () => undefined;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      // Read before the render: a write racing it leaves the entry with the older number.
      const generation = await watcher.current();
      c.set("pageCache", "fill");
      c.set("csrfToken", publicToken);
      await next();
      const response = c.res;
      const type = response.headers.get("content-type") ?? "";
      if (response.status !== 200 || !CACHEABLE_TYPE.test(type) || !response.body) {
        settle(null);
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const page = await buildCachedPage(response, body, generation, now());
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

  function answer(c: Context<ApiEnv>, page: CachedPage, outcome: CacheRequest["outcome"]) {
    c.set("pageCache", outcome);
    c.set("cspScriptSources", page.scriptHashes.join(" "));
    const secure = c.get("secureCookies");
    const visitor = visitorKind(c.req.header("cookie"), publicToken, secret);
    const { status, headers, body } = cacheAnswer(page, {
      method: c.req.method,
      ifNoneMatch: c.req.header("if-none-match"),
      acceptEncoding: c.req.header("accept-encoding"),
      secure,
      setCookie: visitor === "public" ? null : cookies(secure),
      outcome,
    });
    const record = new Headers();
    for (let i = 0; i < headers.length; i += 2)
      record.append(headers[i] as string, headers[i + 1] as string);
    return c.newResponse(body ? new Uint8Array(body) : null, status, Object.fromEntries(record));
  }

  return {
    middleware,
    serveDirect,
    answerHit,
    /** For tests and the benchmark: what the store holds. */
    stats: () => ({ entries: store.size, bytes: store.bytes }),
    clear: () => store.clear(),
    stop: stopWatching,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
