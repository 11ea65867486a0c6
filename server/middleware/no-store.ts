import type { MiddlewareHandler } from "hono";

/** The back office's pages and their `.data` navigations (the API sets its own, server/api). */
const ADMIN_PAGE = /^\/admin(\/|\.data$|$)/;

/**
 * Answers that carry personal data or depend on the session are never stored, by the
 * browser or anything between: Back after logout must not show the products page with data.
 */
export const noStoreForAdmin: MiddlewareHandler = async (c, next) => {
  await next();
  // A draft preview (?preview=draft, docs/decisions/046) must never be kept where a visitor could get it.
  if (ADMIN_PAGE.test(c.req.path) || new URL(c.req.url).searchParams.has("preview"))
    c.header("Cache-Control", "no-store");
};
