import type { Context } from "hono";
import type { ApiEnv } from "../api/env.ts";
import { problem } from "../api/problem.ts";

export const FORM_WINDOW_MS = 60_000;

/**
 * FORM_RATE_LIMIT public submissions per minute per address, shared by the three forms
 * (DECISIONS.md section 4). Called once a submission has passed validation: a rejected
 * request stores nothing, so it is not a submission and does not use up the visitor's limit.
 * Answers the 429 problem, or null when the submission may be stored.
 */
export async function limitFormSubmission(c: Context<ApiEnv>): Promise<Response | null> {
  const { services, formRateLimit } = c.get("deps");
  const verdict = await services.rateLimiter.hit(
    `form:ip:${c.get("clientAddress")}`,
    formRateLimit,
    FORM_WINDOW_MS,
  );
  if (verdict.allowed) return null;
  return problem(c, 429, "Too many submissions from your address. Please try again later.", {
    headers: { "Retry-After": String(verdict.retryAfter) },
  });
}
