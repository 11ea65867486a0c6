import type { IncomingMessage, ServerResponse } from "node:http";
import { Hono } from "hono";
import { expect, test } from "vitest";
import type { GenerationWatcher } from "../../app/domain/content-generation.server.ts";
import type { ApiEnv } from "../../server/api/env.ts";
import { createPageCache, isCacheRefresh } from "../../server/page-cache/page-cache.ts";

/**
 * An entry past its age (docs/decisions/102): answered for as long again while one render
 * replaces it in the background; older than that, or without a way to refresh, it is rendered
 * while the visitor waits. A changed generation still ends it at once.
 */
const MAX_AGE = 1000;

function site(options: { refresh?: boolean } = {}) {
  let time = 0;
  let generation = 1;
  const renders: string[] = [];
  const watcher: GenerationWatcher = {
    known: () => generation,
    current: async () => generation,
    recent: async () => generation,
    refresh: async () => generation,
    watch: () => () => undefined,
  };
  const app = new Hono<ApiEnv>();
  app.use("*", async (c, next) => {
    c.set("secureCookies", false);
    await next();
  });
  const cache = createPageCache({
    watcher,
    secret: "a-secret-long-enough-for-the-tokens-0123456789",
    now: () => time,
    maxAgeMs: MAX_AGE,
    ...(options.refresh === false ? {} : { refresh: async (request) => app.fetch(request) }),
  });
  app.use("*", cache.middleware);
  app.get("/", (c) => {
    renders.push(isCacheRefresh(c.req.raw) ? "refresh" : "visitor");
    return c.html(`<p>render ${renders.length}</p>`);
  });
  return {
    renders,
    at: (ms: number) => (time = ms),
    change: () => generation++,
    get: async () => (await app.fetch(new Request("http://localhost/"))).text(),
    /** A hit as the node:http listener answers it, before any Request object. */
    direct() {
      let body = "";
      const req = { method: "GET", url: "/", rawHeaders: [] } as unknown as IncomingMessage;
      const res = {
        writeHead: () => res,
        end: (chunk?: Buffer) => (body = chunk?.toString() ?? ""),
      } as unknown as ServerResponse;
      return { served: cache.serveDirect(req, res, false), body: () => body };
    },
    stop: cache.stop,
  };
}

test("past its age an entry is answered at once while one background render replaces it", async () => {
  const s = site();
  expect(await s.get()).toContain("render 1");
  s.at(MAX_AGE + 100);
  const answers = await Promise.all([s.get(), s.get(), s.get()]);
  expect(answers.every((answer) => answer.includes("render 1"))).toBe(true);
  // One refresh for every visitor that met the ageing entry, sent by the cache itself.
  await expect.poll(() => s.renders).toEqual(["visitor", "refresh"]);
  await expect.poll(async () => s.get()).toContain("render 2");
  expect(s.renders).toHaveLength(2);
  s.stop();
});

test("the node:http listener's hits also answer an ageing entry and start its refresh", async () => {
  const s = site();
  await s.get();
  s.at(MAX_AGE + 1);
  const hit = s.direct();
  expect(hit.served).toBe(true);
  expect(hit.body()).toContain("render 1");
  await expect.poll(() => s.renders).toEqual(["visitor", "refresh"]);
  await expect.poll(() => s.direct().body()).toContain("render 2");
  s.stop();
});

test("past twice its age, or with no way to refresh, the visitor waits for a new render", async () => {
  const s = site();
  await s.get();
  s.at(2 * MAX_AGE);
  expect(s.direct().served).toBe(false);
  expect(await s.get()).toContain("render 2");
  expect(s.renders).toEqual(["visitor", "visitor"]);
  s.stop();

  const plain = site({ refresh: false });
  await plain.get();
  plain.at(MAX_AGE);
  expect(await plain.get()).toContain("render 2");
  expect(plain.renders).toEqual(["visitor", "visitor"]);
  plain.stop();
});

test("a change ends an entry at once, however young", async () => {
  const s = site();
  await s.get();
  s.change();
  expect(s.direct().served).toBe(false);
  expect(await s.get()).toContain("render 2");
  expect(s.renders).toEqual(["visitor", "visitor"]);
  s.stop();
});
