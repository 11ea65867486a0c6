import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import type { ApiEnv } from "../../server/api/env.ts";
import {
  ensureCsrfCookie,
  isBoundToSession,
  isValidCsrfToken,
  issueCsrfToken,
  publicCsrfToken,
  requireCsrf,
} from "../../server/middleware/csrf.ts";

const SECRET = "a-session-secret-of-at-least-32-characters";

describe("CSRF tokens", () => {
  test("accepts a token it signed with the same secret", () => {
    expect(isValidCsrfToken(issueCsrfToken(SECRET), SECRET)).toBe(true);
  });

  test("makes a different, cookie-safe token every time", () => {
    const tokens = new Set(Array.from({ length: 20 }, () => issueCsrfToken(SECRET)));
    expect(tokens.size).toBe(20);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  test("refuses a token signed with another secret", () => {
    expect(isValidCsrfToken(issueCsrfToken("another-secret-of-at-least-32-chars!!"), SECRET)).toBe(
      false,
    );
  });

  test("refuses a token whose nonce or signature was changed", () => {
    const [nonce, signature] = issueCsrfToken(SECRET).split(".") as [string, string];
    const flip = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);
    expect(isValidCsrfToken(`${flip(nonce)}.${signature}`, SECRET)).toBe(false);
    expect(isValidCsrfToken(`${nonce}.${flip(signature)}`, SECRET)).toBe(false);
    expect(isValidCsrfToken(`${nonce}.${signature.slice(0, -2)}`, SECRET)).toBe(false);
  });

  test.each([
    undefined,
    "",
    "no-dot",
    ".",
    "nonce.",
    ".signature",
    `${"x".repeat(150)}.${"y".repeat(60)}`,
  ])("refuses the malformed token %j", (token) => {
    expect(isValidCsrfToken(token, SECRET)).toBe(false);
  });

  test("a session's token is valid, bound to that session only, and cookie-safe", () => {
    const token = issueCsrfToken(SECRET, "session-one");
    expect(isValidCsrfToken(token, SECRET)).toBe(true);
    expect(encodeURIComponent(token)).toBe(token);
    expect(isBoundToSession(token, "session-one", SECRET)).toBe(true);
    expect(isBoundToSession(token, "session-two", SECRET)).toBe(false);
    expect(isBoundToSession(token, "session-one", "another-secret-of-at-least-32-chars!!")).toBe(
      false,
    );
  });

  test("no unbound token counts as bound, whatever its shape", () => {
    const bound = issueCsrfToken(SECRET, "session-one");
    const [nonce = "", signature = ""] = bound.split(".");
    const [random = ""] = nonce.split("~");
    for (const token of [
      issueCsrfToken(SECRET),
      publicCsrfToken(SECRET),
      `${random}.${signature}`,
      `${nonce}~extra.${signature}`,
      `~${nonce.split("~")[1]}.${signature}`,
    ]) {
      expect(isBoundToSession(token, "session-one", SECRET), token).toBe(false);
    }
  });
});

describe("the two middlewares on one post", () => {
  /** The app's order: the cookie ensured, then the post checked; or the check alone. */
  function app(ensured: boolean) {
    const hono = new Hono<ApiEnv>();
    hono.use("*", (c, next) => (c.set("secureCookies", false), next()));
    if (ensured) hono.use("*", ensureCsrfCookie(SECRET));
    hono.use("*", requireCsrf(SECRET));
    hono.post("/", (c) => c.text("ok"));
    return hono;
  }
  const post = (hono: Hono<ApiEnv>, cookie: string, sent: string) =>
    hono.request("/", {
      method: "POST",
      headers: { Cookie: cookie, "X-XSRF-TOKEN": sent },
    });

  test.each([true, false])(
    "ensured first: %s, a post's token is checked as fully",
    async (ensured) => {
      const hono = app(ensured);
      const visitor = issueCsrfToken(SECRET);
      const bound = issueCsrfToken(SECRET, "session-one");
      const forged = `${visitor.split(".")[0]}.${"A".repeat(43)}`;
      expect((await post(hono, `XSRF-TOKEN=${visitor}`, visitor)).status).toBe(200);
      expect((await post(hono, `XSRF-TOKEN=${forged}`, forged)).status).toBe(403);
      expect((await post(hono, `XSRF-TOKEN=${visitor}`, issueCsrfToken(SECRET))).status).toBe(403);
      // A session names a token bound to it: the visitor's and the public one are refused.
      const session = "sid=session-one";
      expect((await post(hono, `${session}; XSRF-TOKEN=${bound}`, bound)).status).toBe(200);
      expect((await post(hono, `${session}; XSRF-TOKEN=${visitor}`, visitor)).status).toBe(403);
      const shared = publicCsrfToken(SECRET);
      expect((await post(hono, `${session}; XSRF-TOKEN=${shared}`, shared)).status).toBe(403);
    },
  );
});
