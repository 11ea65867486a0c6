import { Counter, Gauge, Registry } from "prom-client";
import { askPrimary } from "../../server/metrics/cluster-metrics.ts";

/**
 * A worker of tests/unit/cluster-metrics.test.ts: counts INCREMENT requests, reads one value
 * every worker reads alike, and scrapes the cluster when the test says so.
 */
const registry = new Registry();
new Counter({ name: "test_requests_total", help: "requests", registers: [registry] }).inc(
  Number(process.env.INCREMENT),
);
new Gauge({ name: "test_stored", help: "rows", aggregator: "first", registers: [registry] }).set(7);
const scrape = askPrimary(registry);
process.on("message", (message) => {
  if (message === "scrape") void scrape().then((text) => process.send?.({ scraped: text }));
});
process.send?.("ready");
