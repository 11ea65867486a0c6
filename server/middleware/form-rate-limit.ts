import type { Context } from "hono";
import type { Admission } from "../../app/domain/enquiries/submission.ts";
import type { ApiDependencies, ApiEnv } from "../api/env.ts";
import { retryLater } from "../api/problem.ts";

const FORM_WINDOW_MS = 60_000;

/**
 * FORM_RATE_LIMIT public submissions per minute per address, shared by the three forms and by
 * the API and the pages' own form posts. Counted in the transaction that
 * stores the submission (docs/decisions/074), once it has passed validation: a rejected request
 * stores nothing, so it is not a submission and does not use up the visitor's limit.
 */
export function formAdmission(
  deps: Pick<ApiDependencies, "formRateLimit">,
  address: string,
): Admission {
  return { key: `form:ip:${address}`, limit: deps.formRateLimit, windowMs: FORM_WINDOW_MS };
}

/** The 429 problem for a sender over the limit. */
export function tooManySubmissions(c: Context<ApiEnv>, retryAfter: number): Response {
  return retryLater(
    c,
    429,
    "Too many submissions from your address. Please try again later.",
    retryAfter,
  );
}
