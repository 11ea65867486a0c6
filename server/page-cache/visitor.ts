import { parse, serialize } from "hono/utils/cookie";
import { CSRF_COOKIE, isValidCsrfToken } from "../middleware/csrf.ts";
import { SESSION_COOKIE } from "../middleware/session.ts";

/**
 * Who is asking, as far as the page cache cares (docs/decisions/061): a visitor with no token
 * yet ("new"), one holding the public token cached pages carry ("public"), or someone whose
 * pages are their own ("own": staff with a session, or a browser with a token of its own,
 * whose forms must carry that token). Only the cookie header is read; a signature is checked
 * only for a token other than the public one.
 */
export function visitorKind(
  cookieHeader: string | undefined,
  publicToken: string,
  secret: string,
): "new" | "public" | "own" {
  if (!cookieHeader) return "new";
  const cookies = parse(cookieHeader);
  if (cookies[SESSION_COOKIE]) return "own";
  const token = cookies[CSRF_COOKIE];
  if (token === undefined) return "new";
  if (token === publicToken) return "public";
  return isValidCsrfToken(token, secret) ? "own" : "new";
}

/** The `Set-Cookie` that hands a visitor the public token, for plain and HTTPS visitors. */
export function cookieForPublicToken(publicToken: string): (secure: boolean) => string {
  const options = { path: "/", sameSite: "Lax", httpOnly: false } as const;
  const plain = serialize(CSRF_COOKIE, publicToken, { ...options, secure: false });
  const secure = serialize(CSRF_COOKIE, publicToken, { ...options, secure: true });
  return (https) => (https ? secure : plain);
}
