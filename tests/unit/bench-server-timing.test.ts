import { describe, expect, it } from "vitest";
import { parsePostBuckets, postTiming } from "../../scripts/bench-load/server-timing.ts";

/** A `/metrics` text with the posts' histogram at these cumulative counts (and other lines). */
function metrics(counts: Record<string, number>): string {
  const line = (le: string, n: number, route = "/api/contacts", status = "201") =>
    `http_request_duration_seconds_bucket{le="${le}",method="POST",route="${route}",status="${status}"} ${n}`;
  return [
    "# TYPE http_request_duration_seconds histogram",
    ...Object.entries(counts).map(([le, n]) => line(le, n)),
    line("0.1", 999, "/api/quotes"),
    line("0.1", 999, "/api/contacts", "429"),
    'http_requests_total{method="POST",route="/api/contacts",status="201"} 7',
  ].join("\n");
}

const BEFORE = { "0.05": 10, "0.1": 10, "1": 10, "5": 10, "+Inf": 10 };

describe("the bench's reading of the server's own post timings", () => {
  it("reads only the contact posts answered 201", () => {
    const buckets = parsePostBuckets(metrics(BEFORE));
    expect(buckets).toEqual(
      new Map([
        [0.05, 10],
        [0.1, 10],
        [1, 10],
        [5, 10],
        [Infinity, 10],
      ]),
    );
  });

  it("counts the run alone, and names the bucket that holds its 99th percentile", () => {
    // 1,000 posts in the run: 980 within 50 ms, 15 more within 100 ms, 3 within 1 s, 2 over.
    const after = { "0.05": 990, "0.1": 1005, "1": 1008, "5": 1010, "+Inf": 1010 };
    expect(postTiming(parsePostBuckets(metrics(BEFORE)), parsePostBuckets(metrics(after)))).toEqual(
      { posts: 1000, p99UpToMs: 100, overOneSecond: 2, lastBoundMs: 5000 },
    );
  });

  it("says so when the percentile lies past the last bound, or no post was timed", () => {
    const slow = { "0.05": 10, "0.1": 10, "1": 10, "5": 20, "+Inf": 110 };
    const before = parsePostBuckets(metrics(BEFORE));
    expect(postTiming(before, parsePostBuckets(metrics(slow))).p99UpToMs).toBe(Infinity);
    expect(postTiming(before, before)).toMatchObject({ posts: 0, p99UpToMs: Number.NaN });
  });
});
