import type { Logger } from "./logger.ts";

/** The static pages and the categories come first in the sitemap; item pages fill in as visited. */
const MAX_PAGES = 40;

interface Fetches {
  fetch(request: Request): Response | Promise<Response>;
  /** The app's request counters, which the warm-up's own requests must not stay in. */
  metrics?: { resetCounts(): void };
}

/**
 * Before the port opens, renders the public pages once inside this process, so the page cache
 * holds them and V8 has compiled the render path before the first visitor waits for it (the
 * first minute after a start is as fast as the tenth: `npm run bench:load` measures both).
 * The pages are the sitemap's, read through the app itself, so the list cannot miss a page
 * the site has; each worker warms its own cache. Failures are logged and change nothing:
 * warming is only ever a head start. The app's request counters start again afterwards, so
 * `/metrics` counts visitors from the moment the port opens.
 */
export async function warmUp(app: Fetches, logger: Logger): Promise<void> {
  const started = Date.now();
  const get = async (path: string) => {
    const response = await app.fetch(new Request(`http://localhost${path}`));
    return response.text();
  };
  try {
    const sitemap = await get("/sitemap.xml");
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!.replaceAll("&#38;", "&")).pathname)
      .slice(0, MAX_PAGES);
    for (const path of [...paths, "/api/products"]) {
      await get(path);
    }
    logger.info(
      { pages: paths.length + 1, ms: Date.now() - started },
      "ready: public pages warmed",
    );
  } catch (err) {
    logger.warn({ err }, "warming the public pages failed; they render on first visit");
  } finally {
    app.metrics?.resetCounts();
    shrinkHeap();
  }
}

/**
 * One full collection that reduces memory, as V8 does for a tab in the background: the young
 * generation the renders grew goes back to its smallest, and the old generation is compacted
 * (docs/decisions/104). Only with `--expose-gc`, which the server's start gives
 * (`scripts/support/run-server.ts`); a process started otherwise keeps what it grew.
 */
function shrinkHeap(): void {
  globalThis.gc?.({ type: "major", execution: "sync", flavor: "last-resort" });
}
