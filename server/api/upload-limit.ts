import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApiDependencies, ApiEnv } from "./env.ts";
import { problem } from "./problem.ts";

/** Room for the multipart boundaries and the other fields around an upload's file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The upload's cap, checked while the body streams in (and at once from Content-Length),
 * so an oversized upload is refused before it is buffered (docs/decisions/054).
 */
export function uploadLimit(
  maxBytes: (deps: ApiDependencies) => number,
): MiddlewareHandler<ApiEnv> {
  return (c, next) => {
    const max = maxBytes(c.get("deps"));
    return bodyLimit({
      maxSize: max + MULTIPART_OVERHEAD_BYTES,
      onError: (c) =>
        problem(c, 413, `The file is larger than ${formatMegabytes(max)}.`, {
          headers: { Connection: "close" },
        }),
    })(c, next);
  };
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
