import type { Context } from "hono";
import type { RateLimitVerdict } from "../../app/domain/rate-limiter.server.ts";
import type { ApiDependencies, ApiEnv } from "../api/env.ts";
import { problem } from "../api/problem.ts";

const FORM_WINDOW_MS = 60_000;

/** Counts one submission from `address`; the API and the pages' own form posts share the count. */
export function countFormSubmission(
  deps: Pick<ApiDependencies, "services" | "formRateLimit">,
  address: string,
): Promise<RateLimitVerdict> {
  return deps.services.rateLimiter.hit(`form:ip:${address}`, deps.formRateLimit, FORM_WINDOW_MS);
}

/**
 * FORM_RATE_LIMIT public submissions per minute per address, shared by the three forms
 * (DECISIONS.md section 4). Called once a submission has passed validation: a rejected
 * request stores nothing, so it is not a submission and does not use up the visitor's limit.
 * Answers the 429 problem, or null when the submission may be stored.
 */
export async function limitFormSubmission(c: Context<ApiEnv>): Promise<Response | null> {
  const verdict = await countFormSubmission(c.get("deps"), c.get("clientAddress"));
  if (verdict.allowed) return null;
  return problem(c, 429, "Too many submissions from your address. Please try again later.", {
    headers: { "Retry-After": String(verdict.retryAfter) },
  });
}
