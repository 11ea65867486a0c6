import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** RFC 9457 problem details: the one error shape of the API. */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string>;
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  503: "Service Unavailable",
  500: "Internal Server Error",
};

export function problem(
  c: Context,
  status: ContentfulStatusCode,
  detail: string,
  extra: {
    errors?: Record<string, string>;
    headers?: Record<string, string>;
    /** RFC 9457 extension members that tell the client more (what changed, where it is used). */
    members?: Record<string, unknown>;
  } = {},
): Response {
  const body: Problem = { title: TITLES[status] ?? "Error", status, detail };
  if (extra.errors) body.errors = extra.errors;
  Object.assign(body, extra.members);
  // Through the context, not a bare Response: headers set earlier in the request (the
  // XSRF-TOKEN cookie, clearing a stale session cookie) must survive an error answer too.
  c.header("Content-Type", "application/problem+json; charset=utf-8");
  return c.body(JSON.stringify(body), status, extra.headers);
}

/** A 429 or 503 problem whose Retry-After header says in how many seconds to try again. */
export function retryLater(
  c: Context,
  status: 429 | 503,
  detail: string,
  retryAfter: number,
): Response {
  return problem(c, status, detail, { headers: { "Retry-After": String(retryAfter) } });
}

/** The 400 of a request to fix, field by field: the same answer as a failed validation. */
export function invalidFields(c: Context, errors: Record<string, string>): Response {
  return problem(c, 400, "The request has invalid fields.", { errors });
}

/** Zod issues as one message per field: the first failing rule wins, as in the forms. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "body";
    errors[key] ??= issue.message;
  }
  return errors;
}
