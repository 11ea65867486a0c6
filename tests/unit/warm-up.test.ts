import { describe, expect, test, vi } from "vitest";
import type { Logger } from "../../server/logger.ts";
import { createSiteMetrics } from "../../server/metrics/site-metrics.ts";
import { warmUp } from "../../server/warm-up.ts";

const SITEMAP = `<?xml version="1.0"?><urlset>
<url><loc>https://www.example.in/</loc></url>
<url><loc>https://www.example.in/products/prod-001</loc></url>
<url><loc>https://www.example.in/products/prod-001/butterfly-valves-wafer-type?a=1&#38;b=2</loc></url>
</urlset>`;

function logger() {
  return { info: vi.fn(), warn: vi.fn() } as unknown as Logger & {
    info: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

describe("warming the public pages after a start", () => {
  test("renders every page of the sitemap and the catalogue JSON, then says it is ready", async () => {
    const seen: string[] = [];
    const app = {
      fetch: (request: Request) => {
        const url = new URL(request.url);
        seen.push(url.pathname);
        expect(request.headers.get("cookie")).toBeNull();
        return new Response(url.pathname === "/sitemap.xml" ? SITEMAP : "<h1>page</h1>");
      },
    };
    const log = logger();
    const metrics = { resetCounts: vi.fn(() => seen.push("(counters reset)")) };
    await warmUp({ ...app, metrics }, log);
    expect(seen).toEqual([
      "/sitemap.xml",
      "/",
      "/products/prod-001",
      "/products/prod-001/butterfly-valves-wafer-type",
      "/api/products",
      "(counters reset)",
    ]);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ pages: 4 }),
      expect.any(String),
    );
  });

  test("a failure is logged and leaves the server as it was", async () => {
    const log = logger();
    const metrics = { resetCounts: vi.fn() };
    await warmUp({ fetch: () => Promise.reject(new Error("database closed")), metrics }, log);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(metrics.resetCounts).toHaveBeenCalledOnce();
    expect(log.info).not.toHaveBeenCalled();
  });
});

describe("the heap after the warm-up", () => {
  test("is collected once, reducing memory, after the last page and the counters' reset", async () => {
    const order: string[] = [];
    const gc = vi.fn(() => order.push("gc"));
    vi.stubGlobal("gc", gc);
    try {
      const metrics = { resetCounts: () => order.push("(counters reset)") };
      const fetch = (request: Request) => {
        order.push(new URL(request.url).pathname);
        return new Response(request.url.endsWith("sitemap.xml") ? SITEMAP : "page");
      };
      await warmUp({ fetch, metrics }, logger());
      expect(order.slice(-2)).toEqual(["(counters reset)", "gc"]);
      expect(gc).toHaveBeenCalledExactlyOnceWith({
        type: "major",
        execution: "sync",
        flavor: "last-resort",
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test("is left alone in a process started without --expose-gc", async () => {
    vi.stubGlobal("gc", undefined);
    try {
      await expect(warmUp({ fetch: () => new Response("") }, logger())).resolves.toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the request counters after the warm-up", () => {
  test("start from nothing: the warm-up's renders are not counted as visitors' requests", async () => {
    const metrics = createSiteMetrics(
      { backups: { dir: undefined } } as unknown as Parameters<typeof createSiteMetrics>[0],
      logger() as unknown as Logger,
    );
    metrics.observeRequest("GET", "/", 200, 0.2);
    metrics.observePageCache("miss");
    metrics.resetCounts();
    metrics.observeRequest("GET", "/about", 200, 0.001);
    metrics.observePageCache("hit");
    metrics.observePageCache("hit");
    const requests = await metrics.registry.getSingleMetricAsString("http_requests_total");
    expect(requests).toContain('route="/about"');
    expect(requests).not.toContain('route="/"');
    const pageCache = await metrics.registry.getSingleMetricAsString("page_cache_requests_total");
    expect(pageCache).not.toContain('result="miss"');
    expect(pageCache).toContain('page_cache_requests_total{result="hit"} 2');
    // Read twice, counted once: the scrape hands the counts over, it does not add them again.
    expect(await metrics.registry.getSingleMetricAsString("page_cache_requests_total")).toContain(
      'page_cache_requests_total{result="hit"} 2',
    );
  });
});
