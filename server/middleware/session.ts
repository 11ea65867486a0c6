import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import type { ApiEnv } from "../api/env.ts";

/** Opaque session id in an HttpOnly, SameSite=Lax cookie. */
export const SESSION_COOKIE = "sid";

/** Resolves the administrator behind the session cookie, if any. */
export function loadAdmin(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const { services } = c.get("deps");
    const admin = token ? await services.auth.resolveSession(token) : null;
    // A sign-in waiting for its second factor keeps its cookie; any other dead one goes.
    if (token && !admin && !(await services.twoFactor.isPending(token)))
      deleteCookie(c, SESSION_COOKIE, { path: "/", secure: c.get("secureCookies") });
    c.set("admin", admin);
    await next();
  };
}

export function clearSessionCookie(c: Context<ApiEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: c.get("secureCookies") });
}
