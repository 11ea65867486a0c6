import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ApiEnv } from "./api/env.ts";

export const WEBAUTHN_COOKIE = "webauthn_challenge";
const LIFETIME_MS = 5 * 60 * 1000;
type Purpose = "register" | "authenticate";

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`webauthn:${payload}`).digest("base64url");

/**
 * The WebAuthn challenge between the options request and the answer, in a signed, HttpOnly,
 * SameSite=Strict cookie that lives five minutes: any process of the site can check it, and
 * nothing has to be stored. Taking it clears it, so one challenge serves one answer per browser.
 */
export function issueChallenge(c: Context<ApiEnv>, purpose: Purpose, challenge: string) {
  const payload = `${purpose}.${challenge}.${Date.now() + LIFETIME_MS}`;
  setCookie(c, WEBAUTHN_COOKIE, `${payload}.${sign(c.get("deps").secret, payload)}`, {
    path: "/api/admin",
    httpOnly: true,
    sameSite: "Strict",
    secure: c.get("secureCookies"),
    maxAge: LIFETIME_MS / 1000,
  });
}

export function takeChallenge(c: Context<ApiEnv>, purpose: Purpose): string | null {
  const value = getCookie(c, WEBAUTHN_COOKIE);
  deleteCookie(c, WEBAUTHN_COOKIE, { path: "/api/admin", secure: c.get("secureCookies") });
  if (!value || value.length > 400) return null;
  const parts = value.split(".");
  if (parts.length !== 4) return null;
  const [kind, challenge, expires, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(c.get("deps").secret, `${kind}.${challenge}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (kind !== purpose || Number(expires) < Date.now()) return null;
  return challenge;
}
