import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api/env.ts";
import { problem } from "../api/problem.ts";

export const FORM_WINDOW_MS = 60_000;

/** FORM_RATE_LIMIT public submissions per minute per address (DECISIONS.md section 4). */
export const limitFormSubmissions: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const { services, formRateLimit } = c.get("deps");
  const verdict = await services.rateLimiter.hit(
    `form:ip:${c.get("clientAddress")}`,
    formRateLimit,
    FORM_WINDOW_MS,
  );
  if (!verdict.allowed) {
    return problem(c, 429, "Too many submissions from your address. Please try again later.", {
      headers: { "Retry-After": String(verdict.retryAfter) },
    });
  }
  return next();
};
