import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { hashToken } from "../../app/domain/team/tokens.ts";
import type { ApiEnv } from "../api/env.ts";
import { problem } from "../api/problem.ts";
import { SESSION_COOKIE } from "./session.ts";

/**
 * Signed double-submit CSRF token: the `XSRF-TOKEN`
 * cookie, readable by scripts, must be echoed in `X-XSRF-TOKEN` (or, for forms
 * posted without scripts, in the `_csrf` field). The signature stops a token
 * planted by a sibling sub-domain from being accepted.
 *
 * A request that names a session must carry a token bound to that session
 * (docs/decisions/004): issued with the session cookie, its nonce holds an HMAC
 * of the session id's hash, so no other token (the public one cached pages
 * share, a visitor's, another session's) opens a signed-in user's writes, and
 * checking it needs no database.
 */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "X-XSRF-TOKEN";
export const CSRF_FIELD = "_csrf";

/** Separates a bound token's random part from its binding; base64url never contains it. */
const BINDING = "~";

/** A fresh token; given the session cookie's value, one bound to that session. */
export function issueCsrfToken(secret: string, sessionToken?: string): string {
  const random = randomBytes(18).toString("base64url");
  const nonce = sessionToken
    ? `${random}${BINDING}${binding(random, sessionToken, secret)}`
    : random;
  return `${nonce}.${sign(nonce, secret)}`;
}

/** Whether a (valid) token was issued for this session cookie. */
export function isBoundToSession(token: string, sessionToken: string, secret: string): boolean {
  const nonce = token.slice(0, token.indexOf("."));
  const [random, bound, extra] = nonce.split(BINDING);
  if (!random || !bound || extra !== undefined) return false;
  return safeEqual(bound, binding(random, sessionToken, secret));
}

/** Over the session id's hash, as the sessions table keys it, never the id itself. */
function binding(random: string, sessionToken: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`csrf-session:${random}:${hashToken(sessionToken)}`)
    .digest("base64url");
}

/**
 * The token cached public pages carry (docs/decisions/061): one per secret, the same on every
 * process, so a page can be rendered once for every visitor. Because anyone can read it, the
 * check below also refuses unsafe requests that the browser marks as coming from another site.
 */
export function publicCsrfToken(secret: string): string {
  return `public.${sign("public", secret)}`;
}

export function isValidCsrfToken(token: string | undefined, secret: string): token is string {
  if (!token || token.length > 200) return false;
  const [nonce, signature] = token.split(".");
  if (!nonce || !signature) return false;
  return safeEqual(signature, sign(nonce, secret));
}

function sign(nonce: string, secret: string): string {
  return createHmac("sha256", secret).update(`csrf:${nonce}`).digest("base64url");
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Makes sure the browser holds a valid token, bound to its session when it names one; exposes
 * it to pages as `csrfToken`. Sign-in issues the bound token; this only repairs a browser
 * that lacks one (a session from before tokens were bound), so its next write works.
 */
export function ensureCsrfCookie(secret: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    // A page rendered for the cache carries the public token; the cache sets its cookie.
    if (c.get("pageCache") === "fill") return next();
    const current = getCookie(c, CSRF_COOKIE);
    if (
      isValidCsrfToken(current, secret) &&
      fitsSession(current, getCookie(c, SESSION_COOKIE), secret)
    ) {
      c.set("csrfToken", current);
      c.set("csrfChecked", current);
    } else {
      setCsrfCookie(c, issueCsrfToken(secret, getCookie(c, SESSION_COOKIE)));
    }
    await next();
  };
}

/** Sets the browser's token (a new session's, at sign-in) and hands it to this request's page. */
export function setCsrfCookie(c: Context<ApiEnv>, token: string): void {
  c.set("csrfToken", token);
  setCookie(c, CSRF_COOKIE, token, csrfCookieOptions(c.get("secureCookies")));
}

/** Without a session any valid token will do (public forms, the sign-in itself). */
function fitsSession(token: string, sessionToken: string | undefined, secret: string): boolean {
  return !sessionToken || isBoundToSession(token, sessionToken, secret);
}

/** Readable by the page's scripts, which echo it in the X-XSRF-TOKEN header. */
export function csrfCookieOptions(secure: boolean) {
  return { path: "/", sameSite: "Lax", secure, httpOnly: false } as const;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * 403 for an unsafe request whose header (or form field) does not match the cookie, or, when
 * it names a session, whose token was not issued for that session.
 */
export function requireCsrf(
  secret: string,
  options: { allowFormField?: boolean } = {},
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    // Fetch metadata: browsers say where a request comes from and pages cannot forge it.
    // Our own pages only ever post to their own origin; clients other than browsers send none.
    const site = c.req.header("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") {
      return problem(c, 403, "Cross-site requests are refused.");
    }
    const cookie = getCookie(c, CSRF_COOKIE);
    const sent =
      c.req.header(CSRF_HEADER) ?? (options.allowFormField ? await formToken(c) : undefined);
    // The same cookie's signature and session, already checked by ensureCsrfCookie, are not
    // computed twice: one HMAC less on every post.
    const checked = cookie !== undefined && c.get("csrfChecked") === cookie;
    if (
      !cookie ||
      !(checked || isValidCsrfToken(cookie, secret)) ||
      !sent ||
      !safeEqual(sent, cookie)
    ) {
      return problem(
        c,
        403,
        "Missing or invalid CSRF token. Send the XSRF-TOKEN cookie's value in the X-XSRF-TOKEN header.",
      );
    }
    if (!checked && !fitsSession(cookie, getCookie(c, SESSION_COOKIE), secret)) {
      return problem(
        c,
        403,
        "This CSRF token was not issued for your session. Reload the page, or sign in again.",
      );
    }
    return next();
  };
}

async function formToken(c: Context): Promise<string | undefined> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data"))
    return undefined;
  try {
    // Clone: the React Router handler reads the same body afterwards.
    const form = await c.req.raw.clone().formData();
    const value = form.get(CSRF_FIELD);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
