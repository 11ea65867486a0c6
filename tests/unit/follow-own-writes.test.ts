import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import type { GenerationWatcher } from "../../app/domain/content-generation.server.ts";
import { followOwnWrites } from "../../server/middleware/follow-own-writes.ts";

function countingWatcher() {
  let refreshes = 0;
  const watcher: GenerationWatcher = {
    known: () => refreshes,
    current: async () => refreshes,
    recent: async () => refreshes,
    refresh: async () => ++refreshes,
    watch: () => () => undefined,
  };
  return { watcher, refreshes: () => refreshes };
}

function appWith(watcher: GenerationWatcher) {
  const app = new Hono();
  app.use("*", followOwnWrites(watcher));
  app.all("*", (c) => c.text("ok"));
  return app;
}

describe("after a write, the process that took it reads the content generation again", () => {
  test("a signed-in write does, before its answer leaves", async () => {
    const { watcher, refreshes } = countingWatcher();
    const app = appWith(watcher);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await app.request("/api/products/x", {
        method,
        headers: { cookie: "XSRF-TOKEN=t; sid=abc" },
      });
      expect(response.status).toBe(200);
    }
    expect(refreshes()).toBe(4);
  });

  test("reads and a visitor's form post do not: they change nothing a page shows", async () => {
    const { watcher, refreshes } = countingWatcher();
    const app = appWith(watcher);
    await app.request("/", { headers: { cookie: "sid=abc" } });
    await app.request("/api/contacts", { method: "POST", headers: { cookie: "XSRF-TOKEN=t" } });
    await app.request("/api/contacts", { method: "POST", headers: { cookie: "sidebar=open" } });
    await app.request("/api/contacts", { method: "POST" });
    expect(refreshes()).toBe(0);
  });
});
