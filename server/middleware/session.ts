import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import type { ApiEnv } from "../api/env.ts";
import { allows, type Role } from "../../app/domain/team/roles.ts";
import { problem } from "../api/problem.ts";

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

export const requireAdmin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get("admin")) return problem(c, 401, "Sign in as the administrator to use this endpoint.");
  return next();
};

/** The single role check of the API (docs/decisions/050): no roles named means owner only. */
export function requireRole(roles: readonly Role[] | undefined): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const admin = c.get("admin");
    if (!admin || !allows(roles, admin.role))
      return problem(c, 403, "Your role does not allow this.");
    return next();
  };
}

export function clearSessionCookie(c: Context<ApiEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: c.get("secureCookies") });
}

/**
 * When the owner requires a second factor, an account without one may only set
 * it up: every other admin endpoint answers 403 until it has.
 */
export const requireEnrolledSecondFactor: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const admin = c.get("admin");
  if (admin && !admin.twoFactor && (await c.get("deps").services.teamPolicy.requiresTwoFactor()))
    return problem(c, 403, TWO_FACTOR_REQUIRED);
  return next();
};

export const TWO_FACTOR_REQUIRED =
  "This team requires two-factor sign-in. Set it up under My account (POST /api/admin/me/totp) first.";
