import type { MiddlewareHandler } from "hono";
import { parse } from "hono/utils/cookie";
import type { GenerationWatcher } from "../../app/domain/content-generation.server.ts";
import type { ApiEnv } from "../api/env.ts";
import { SESSION_COOKIE } from "./session.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Read-your-writes on the process that took the write (docs/decisions/079): after a signed-in
 * write, the content generation is read again before the answer leaves, so this process's
 * next page or JSON is at least as new as the write without waiting for the poll. Only staff
 * change what public pages show; a visitor's form post costs no extra query.
 */
export function followOwnWrites(watcher: GenerationWatcher): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    if (SAFE_METHODS.has(c.req.method)) return;
    const cookies = c.req.header("cookie");
    if (cookies && parse(cookies)[SESSION_COOKIE]) await watcher.refresh().catch(() => undefined);
  };
}
