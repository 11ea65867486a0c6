import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import type { SiteContext } from "../app/load-context.ts";
import type { ApiEnv } from "./api/env.ts";

export const WEBAUTHN_COOKIE = "webauthn_challenge";
const LIFETIME_MS = 5 * 60 * 1000;
type Purpose = "register" | "authenticate";
/**
 * The API's passkey endpoints, and the account page's action that adds one (posted to
 * /admin/account.data by a script, which a cookie path of /admin/account would not match).
 */
const API_PATH = "/api/admin";
const PAGE_PATH = "/admin";

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`webauthn:${payload}`).digest("base64url");

/**
 * The WebAuthn challenge between the options request and the answer, in a signed, HttpOnly,
 * SameSite=Strict cookie that lives five minutes: any process of the site can check it, and
 * nothing has to be stored. Taking it clears it, so one challenge serves one answer per browser.
 */
export function issueChallenge(c: Context<ApiEnv>, purpose: Purpose, challenge: string) {
  setCookie(c, WEBAUTHN_COOKIE, seal(c.get("deps").secret, purpose, challenge), {
    ...cookieOptions(API_PATH, c.get("secureCookies")),
    maxAge: LIFETIME_MS / 1000,
  });
}

export function takeChallenge(c: Context<ApiEnv>, purpose: Purpose): string | null {
  const value = getCookie(c, WEBAUTHN_COOKIE);
  deleteCookie(c, WEBAUTHN_COOKIE, { path: API_PATH, secure: c.get("secureCookies") });
  return open(c.get("deps").secret, purpose, value);
}

/** The same cookie for the account page's action, as `Set-Cookie` values (docs/decisions/086). */
export function pageChallenge(
  secret: string,
  secure: boolean,
  sent: string | undefined,
): SiteContext["passkeyChallenge"] {
  const options = cookieOptions(PAGE_PATH, secure);
  return {
    issue: (challenge) =>
      serialize(WEBAUTHN_COOKIE, seal(secret, "register", challenge), {
        ...options,
        maxAge: LIFETIME_MS / 1000,
      }),
    take: () => ({
      challenge: open(secret, "register", sent),
      clear: serialize(WEBAUTHN_COOKIE, "", { ...options, maxAge: 0 }),
    }),
  };
}

function cookieOptions(path: string, secure: boolean) {
  return { path, httpOnly: true, sameSite: "Strict", secure } as const;
}

function seal(secret: string, purpose: Purpose, challenge: string): string {
  const payload = `${purpose}.${challenge}.${Date.now() + LIFETIME_MS}`;
  return `${payload}.${sign(secret, payload)}`;
}

function open(secret: string, purpose: Purpose, value: string | undefined): string | null {
  if (!value || value.length > 400) return null;
  const parts = value.split(".");
  if (parts.length !== 4) return null;
  const [kind, challenge, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${kind}.${challenge}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (kind !== purpose || Number(expires) < Date.now()) return null;
  return challenge;
}
