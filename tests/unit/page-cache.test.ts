import { describe, expect, test } from "vitest";
import { pageCacheKey, rememberedKeys } from "../../server/page-cache/cache-key.ts";
import { buildCachedPage, inlineScriptHashes } from "../../server/page-cache/cached-page.ts";
import { PageStore } from "../../server/page-cache/page-store.ts";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createHash } from "node:crypto";

const key = (path: string) => pageCacheKey(new URL(path, "http://localhost"));

describe("rememberedKeys", () => {
  test("answers as pageCacheKey for request targets, and sends other hosts' targets to the app", () => {
    const keyOf = rememberedKeys(4);
    for (const target of [
      "/",
      "/products/prod-001?utm_source=x",
      "/api/products?limit=2",
      "/admin",
    ])
      for (let twice = 0; twice < 2; twice++) expect(keyOf(target)).toBe(key(target));
    expect(keyOf("//evil.example/")).toBeNull();
    expect(keyOf("*")).toBeNull();
  });

  test("stays bounded under a flood of distinct targets and still answers right", () => {
    const keyOf = rememberedKeys(8);
    for (let i = 0; i < 1000; i++) expect(keyOf(`/?ref=${i}`)).toBe("/");
    expect(keyOf("/products?q=pump")).toBeNull();
  });
});

describe("pageCacheKey", () => {
  test("public pages and their data requests are keyed by path and the routes asked for", () => {
    expect(key("/")).toBe("/");
    expect(key("/products/prod-001")).toBe("/products/prod-001");
    expect(key("/about.data?_routes=routes%2F_site%2Fabout")).toBe(
      "/about.data?_routes=routes%2F_site%2Fabout",
    );
  });

  test("the public catalogue and site reads of the API are keyed with their paging", () => {
    expect(key("/api/products")).toBe("/api/products");
    expect(key("/api/products?offset=0&limit=12")).toBe("/api/products?limit=12&offset=0");
    expect(key("/api/products/prod-001")).toBe("/api/products/prod-001");
    expect(key("/api/products/prod-001/items/gate-valve")).toBe(
      "/api/products/prod-001/items/gate-valve",
    );
    expect(key("/api/products/prod-001/other/gate-valve")).toBeNull();
    expect(key("/api/site")).toBe("/api/site");
    for (const path of ["/api/products?q=pump", "/api/admin/site", "/api/contacts", "/api/docs"])
      expect(key(path), path).toBeNull();
  });

  test("marketing parameters do not make new entries", () => {
    expect(key("/about?utm_source=fair&utm_campaign=x&gclid=1&fbclid=2")).toBe("/about");
  });

  test("other parameters, the back office, the API and assets go past the cache", () => {
    for (const path of [
      "/products?q=pump",
      "/?preview=draft",
      "/about?x=1",
      "/admin",
      "/admin/products",
      "/admin.data",
      "/api/openapi.json",
      "/assets/app.js",
      "/media/3f2a9c-640.avif",
      "/healthz",
      "/metrics",
      `/${"a".repeat(600)}`,
    ])
      expect(key(path), path).toBeNull();
  });
});

describe("PageStore", () => {
  test("keeps at most maxEntries, dropping the least recently used", () => {
    const store = new PageStore<{ bytes: number }>(2, 1000);
    store.set("a", { bytes: 1 });
    store.set("b", { bytes: 1 });
    store.get("a");
    store.set("c", { bytes: 1 });
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.size).toBe(2);
  });

  test("keeps at most maxBytes, and never an entry larger than that", () => {
    const store = new PageStore<{ bytes: number }>(100, 10);
    store.set("big", { bytes: 11 });
    expect(store.size).toBe(0);
    for (let i = 0; i < 50; i++) store.set(`p${i}`, { bytes: 3 });
    expect(store.bytes).toBeLessThanOrEqual(10);
    expect(store.size).toBe(3);
  });
});

describe("cached pages", () => {
  test("hash exactly the inline scripts, not those with a src", () => {
    const inline = 'window.__x = {"a":1};';
    const html = `<script nonce="n">${inline}</script><script type="module" src="/assets/a.js"></script><script></script>`;
    const expected = createHash("sha256").update(inline).digest("base64");
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });

  test("carry the body in three encodings, a strong ETag and no cookie or CSP", async () => {
    const body = Buffer.from(`<html><body>${"Industrial pumps ".repeat(200)}</body></html>`);
    const headers = new Headers({
      "content-type": "text/html; charset=utf-8",
      "set-cookie": "XSRF-TOKEN=abc",
      "content-security-policy": "script-src 'nonce-x'",
    });
    const page = await buildCachedPage({ status: 200, headers }, body, 7, 0);
    expect(brotliDecompressSync(page.br).equals(body)).toBe(true);
    expect(gunzipSync(page.gzip).equals(body)).toBe(true);
    expect(page.br.length).toBeLessThan(body.length / 10);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect(page.headers.map(([name]) => name)).toEqual(["content-type"]);
    expect(page.generation).toBe(7);
  });
});
