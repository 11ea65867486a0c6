import type { Handler } from "hono";
import type { ApiEnv } from "../api/env.ts";
import { problem } from "../api/problem.ts";
import { bearerMatches, isLoopback } from "./metrics-access.ts";

export interface MetricsRouteOptions {
  /** METRICS_TOKEN; unset: only a scraper on this machine may read. */
  token?: string;
  /** The text to answer: this process's registry, or the cluster's (cluster-metrics.ts). */
  text: () => Promise<string>;
  contentType: string;
}

/**
 * GET /metrics in Prometheus' text format (docs/decisions/094): for loopback clients and the
 * holders of METRICS_TOKEN, never stored by anything between.
 */
export function metricsRoute(options: MetricsRouteOptions): Handler<ApiEnv> {
  return async (c) => {
    c.header("Cache-Control", "no-store");
    const local = isLoopback(c.get("clientAddress"));
    if (!local && !bearerMatches(c.req.header("authorization"), options.token)) {
      return problem(
        c,
        401,
        "The metrics are for a scraper on this machine, or one sending METRICS_TOKEN as a bearer token.",
        { headers: { "WWW-Authenticate": 'Bearer realm="metrics"' } },
      );
    }
    const text = await options.text();
    return c.body(text, 200, { "Content-Type": options.contentType });
  };
}
