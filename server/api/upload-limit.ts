import type { Context, MiddlewareHandler } from "hono";
import type { ApiDependencies, ApiEnv } from "./env.ts";
import { problem } from "./problem.ts";

/** The cap on a JSON body, and on a page's form without a file. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Room for the multipart boundaries and the other fields around an upload's file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Up to this many times the cap, a refused upload is received and thrown away (never
 * buffered) before the 413 or 503 goes out, so a client that is still sending reads the answer
 * instead of a broken pipe; beyond it, or when the size is not announced, the connection
 * is closed at once.
 */
const DRAIN_FACTOR = 4;
/** A refused upload still arriving after this long is cut off. */
const DRAIN_TIMEOUT_MS = 60_000;

/**
 * The upload's cap, checked at once from Content-Length, so an oversized upload is refused
 * before it is read (docs/decisions/054). A body of unannounced length is left to the
 * handler, which reads it under the same cap (`readBody`) after the upload has a place in
 * the queue: buffering it here would hold every upload of a burst in memory before the
 * queue could refuse any (docs/decisions/055).
 */
export function uploadLimit(
  maxBytes: (deps: ApiDependencies) => number,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const announced = c.req.header("content-length");
    if (announced === undefined || c.req.header("transfer-encoding") !== undefined) return next();
    if (Number(announced) > maxBytes(c.get("deps")) + MULTIPART_OVERHEAD_BYTES) {
      return tooLarge(c, maxBytes(c.get("deps")));
    }
    return next();
  };
}

/** The 413, after the body is dropped (see `refuseUnread`). */
export function tooLarge(c: Context<ApiEnv>, max: number): Promise<Response> {
  return refuseUnread(c, max, 413, `The file is larger than ${formatMegabytes(max)}.`);
}

/**
 * A refusal of an upload whose body was not read: a 413, or a 503 when the queue is full.
 * A photograph a little too large, or sent while others are processed, is the common case:
 * its bytes are read and dropped (never kept), then the client that was writing them gets
 * the message instead of a broken pipe.
 */
export async function refuseUnread(
  c: Context<ApiEnv>,
  max: number,
  status: 413 | 503,
  detail: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const announced = Number(c.req.header("content-length"));
  const drain = Number.isFinite(announced) && announced <= max * DRAIN_FACTOR;
  const drained = drain && (await discard(c.req.raw.body, max * DRAIN_FACTOR));
  return problem(c, status, detail, {
    headers: drained ? headers : { ...headers, Connection: "close" },
  });
}

/** Reads a body to its end without keeping it; false when it was cut off. */
async function discard(body: ReadableStream<Uint8Array> | null, limit: number): Promise<boolean> {
  if (!body) return true;
  const reader = body.getReader();
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      total += value.byteLength;
      if (total > limit || Date.now() > deadline) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
