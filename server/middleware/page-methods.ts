import type { MiddlewareHandler } from "hono";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Pages answer GET and HEAD, and POST from their HTML forms (also sent by the router's own
 * client). Anything else is refused here with a clear status instead of reaching a route
 * action that cannot read it and failing with a 500.
 */
export const pageMethods: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD") return next();
  if (method !== "POST") {
    return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD, POST" });
  }
  if (!FORM_TYPES.test(c.req.header("content-type") ?? "")) {
    return c.text(
      "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
      415,
    );
  }
  return next();
};
