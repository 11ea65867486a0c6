import type { Context } from "hono";
import { serialize } from "hono/utils/cookie";
import { DEFAULT_SESSION_POLICY } from "../../app/domain/auth.server.ts";
import type { SiteContext } from "../../app/load-context.ts";
import type { ApiEnv } from "../api/env.ts";
import { CSRF_COOKIE, csrfCookieOptions, issueCsrfToken, setCsrfCookie } from "./csrf.ts";
import { SESSION_COOKIE } from "./session.ts";

const MAX_AGE_SECONDS = DEFAULT_SESSION_POLICY.absoluteMs / 1000;

/**
 * Every sign-in sets both (docs/decisions/004): the new session's id and a CSRF token bound
 * to it, which replaces whatever token the browser held before, the public one included.
 */
export function setSignInCookies(c: Context<ApiEnv>, sessionToken: string): void {
  setCookieHeader(c, sessionCookie(sessionToken, c.get("secureCookies")));
  renewSessionCsrfToken(c, sessionToken);
}

/** A sign-in completed on a session that already exists (its second factor): a fresh token. */
export function renewSessionCsrfToken(c: Context<ApiEnv>, sessionToken: string): void {
  setCsrfCookie(c, issueCsrfToken(c.get("deps").secret, sessionToken));
}

/** The same cookies as `Set-Cookie` values, for page actions that sign in or out. */
export function pageSessionCookies(secret: string, secure: boolean): SiteContext["sessionCookie"] {
  return {
    create: (token) => [sessionCookie(token, secure), csrfCookie(secret, token, secure)],
    renewCsrf: (token) => csrfCookie(secret, token, secure),
    clear: () => serialize(SESSION_COOKIE, "", { ...SESSION_OPTIONS, secure, maxAge: 0 }),
  };
}

const SESSION_OPTIONS = { path: "/", httpOnly: true, sameSite: "Lax" } as const;

function sessionCookie(token: string, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, { ...SESSION_OPTIONS, secure, maxAge: MAX_AGE_SECONDS });
}

function csrfCookie(secret: string, sessionToken: string, secure: boolean): string {
  return serialize(CSRF_COOKIE, issueCsrfToken(secret, sessionToken), csrfCookieOptions(secure));
}

function setCookieHeader(c: Context<ApiEnv>, value: string): void {
  c.header("Set-Cookie", value, { append: true });
}
