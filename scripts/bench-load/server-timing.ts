/**
 * The server's own timing of the mixed run's posts, beside wrk's: the `http_request_duration_seconds`
 * histogram of `/metrics` (docs/decisions/094) for `POST /api/contacts` answered 201, read
 * before and after a run. It times a request from the app's first middleware to the end of its
 * handler; what wrk sees beyond that (the request waiting to be read, the answer on its way
 * back) is the machine's, not the handler's. Cached pages are answered before that timer and are
 * not in it.
 */

/** Cumulative counts by bucket bound (seconds, `Infinity` for `+Inf`). */
export type Buckets = Map<number, number>;

const POST_BUCKET =
  /^http_request_duration_seconds_bucket\{le="([^"]+)",method="POST",route="\/api\/contacts",status="201"\} (\d+)$/gm;

export function parsePostBuckets(metrics: string): Buckets {
  const buckets: Buckets = new Map();
  for (const [, le, count] of metrics.matchAll(POST_BUCKET))
    buckets.set(le === "+Inf" ? Infinity : Number(le), Number(count));
  return buckets;
}

export interface ServerPostTiming {
  /** Posts the server timed in the run. */
  posts: number;
  /**
   * The bound (ms) of the bucket holding the 99th percentile: Infinity past the last bound,
   * NaN when no post was timed.
   */
  p99UpToMs: number;
  /** Posts whose handler took longer than 1 s. */
  overOneSecond: number;
  /** The histogram's last finite bound (ms). */
  lastBoundMs: number;
}

/** What the server timed between two readings of its histogram. */
export function postTiming(before: Buckets, after: Buckets): ServerPostTiming {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const lastBoundMs = (bounds.findLast(Number.isFinite) ?? Number.NaN) * 1000;
  const run = (bound: number) => (after.get(bound) ?? 0) - (before.get(bound) ?? 0);
  const posts = run(Infinity);
  if (posts === 0) return { posts, p99UpToMs: Number.NaN, overOneSecond: 0, lastBoundMs };
  const p99 = bounds.find((bound) => run(bound) >= posts * 0.99) ?? Infinity;
  return { posts, p99UpToMs: p99 * 1000, overOneSecond: posts - run(1), lastBoundMs };
}
