import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Services } from "../../app/domain/services.server.ts";
import type { Logger } from "../logger.ts";

/** What the page cache did with a request it could have answered (docs/decisions/061). */
type PageCacheResult = "hit" | "miss" | "bypass";

type MetricsServices = Pick<Services, "dashboard" | "backups">;

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** 5 ms to 5 s: a cached page is in the first bucket, a catalogue PDF near the last. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The process's Prometheus metrics (docs/decisions/094), on a registry of its own so two apps
 * in one test process do not collide. Requests and the page cache are counted as they
 * happen; the outbox, the enquiries and the newest backup are read from the database and
 * BACKUP_DIR when scraped. Those read values are the same in every worker, so a cluster
 * takes one worker's (`aggregator: "first"`), where counts and timings add up.
 */
export function createSiteMetrics(services: MetricsServices, logger: Logger) {
  const registry = new Registry();
  // The standard names (process_*, nodejs_*), so ready-made Node.js dashboards read them.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered by the app (page-cache hits are in page_cache_requests_total)",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request reaching the app to its answer",
    labelNames: ["method", "route", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // Counted in plain numbers and handed to the counter when scraped: a hit is answered in a few
  // microseconds, and a labelled counter's bookkeeping on each was a measurable part of them.
  const pageCacheCounts: Record<PageCacheResult, number> = { hit: 0, miss: 0, bypass: 0 };
  const pageCache: Counter<"result"> = new Counter({
    name: "page_cache_requests_total",
    help: "Requests the page cache could answer: served from memory (hit), rendered and kept (miss), or rendered for a signed-in browser (bypass)",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      pageCache.reset();
      for (const [result, count] of Object.entries(pageCacheCounts))
        if (count > 0) pageCache.inc({ result }, count);
    },
  });

  /** A gauge read when scraped; NaN when the read fails, rather than a failed scrape. */
  function readAtScrape<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (set: (labels: Partial<Record<L, string>>, value: number) => void) => Promise<void>,
  ) {
    const gauge: Gauge<L> = new Gauge<L>({
      name,
      help,
      labelNames,
      aggregator: "first",
      registers: [registry],
      async collect() {
        gauge.reset();
        try {
          await read((labels, value) => gauge.set(labels, value));
        } catch (err) {
          logger.warn({ err, metric: name }, "a metric could not be read");
          if (labelNames.length === 0) gauge.set(Number.NaN);
        }
      },
    });
  }

  readAtScrape(
    "outbox_messages",
    "E-mails in the outbox: waiting to be sent, or given up on after the last attempt",
    ["status"],
    async (set) => {
      const counts = await services.dashboard.notificationCounts();
      set({ status: "waiting" }, counts.waiting);
      set({ status: "failed" }, counts.failed);
    },
  );
  readAtScrape(
    "enquiries_stored",
    "Enquiries stored, by kind, spam left out",
    ["kind"],
    async (set) => {
      for (const { kind, count } of await services.dashboard.enquiriesByKind())
        set({ kind }, count);
    },
  );
  // No BACKUP_DIR, no backups to speak of: the series is left out rather than made up.
  if (services.backups.dir) {
    readAtScrape(
      "backup_newest_age_seconds",
      "Age of the newest backup in BACKUP_DIR; NaN when there is none",
      [],
      async (set) => {
        const [newest] = await services.backups.list();
        const age = newest ? (Date.now() - Date.parse(newest.createdAt)) / 1000 : Number.NaN;
        set({}, age);
      },
    );
  }

  return {
    registry,
    /** One request the app answered, labelled by its route pattern (route-label.ts). */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      const labels = {
        method: KNOWN_METHODS.has(method) ? method : "other",
        route,
        status: String(status),
      };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    observePageCache(result: PageCacheResult) {
      pageCacheCounts[result] += 1;
    },
    /**
     * Forgets the requests counted so far. The start's warm-up (server/warm-up.ts) renders the
     * public pages through the app before the port opens; those are not visitors' requests.
     */
    resetCounts() {
      requests.reset();
      durations.reset();
      for (const result of Object.keys(pageCacheCounts) as PageCacheResult[])
        pageCacheCounts[result] = 0;
    },
  };
}
