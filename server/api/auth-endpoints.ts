import { loginInput } from "../../app/domain/schemas/login-input.ts";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { clearSessionCookie, SESSION_COOKIE } from "../middleware/session.ts";
import { setSignInCookies } from "../middleware/sign-in-cookies.ts";
import { KNOWN_DEVICE_COOKIE, knownDevices } from "../known-device.ts";
import { endpoint } from "./endpoint.ts";
import { readRoute } from "./record-routes.ts";
import type { ApiEnv } from "./env.ts";
import { retryLater } from "./problem.ts";
import { authRecord, successRecord } from "./record-schemas.ts";

const INVALID = { success: false, authenticated: false, message: "Invalid email or password" };
const SECOND_FACTOR_REQUIRED = { success: true, authenticated: false, twoFactorRequired: true };

/** The answer of a completed sign-in, by password alone or after the second factor. */
export function signedIn(c: Context<ApiEnv>, admin: { id: string; email: string }) {
  const devices = knownDevices(c.get("deps").secret);
  c.header("Set-Cookie", devices.cookie(admin.email, c.get("secureCookies")), { append: true });
  c.get("deps").logger.info({ event: "admin.login", admin: admin.id }, "administrator signed in");
  return c.json({ success: true, authenticated: true, message: "Welcome back, Admin!" });
}

export const authEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/login",
    tag: "Admin session",
    summary: "Sign in; answers with a new session cookie",
    body: loginInput,
    responses: {
      200: {
        description:
          "Signed in; or, with a second factor enabled, `twoFactorRequired: true` and a session that waits for it",
        schema: authRecord,
      },
      401: {
        description: "Invalid email or password (the same answer for both)",
        schema: authRecord,
      },
      429: {
        description:
          "Too many failed attempts from this address, or for this account from this address (problem+json)",
        headers: ["Retry-After"],
      },
      503: {
        description: "Too many sign-ins are being checked at once; retry shortly (problem+json)",
        headers: ["Retry-After"],
      },
    },
    handler: async ({ c, body }) => {
      const { email, password } = body;
      const { services, secret } = c.get("deps");
      const devices = knownDevices(secret);
      const result = await services.auth.login(email, password, {
        address: c.get("clientAddress"),
        userAgent: c.req.header("user-agent"),
        knownDevice: devices.proves(getCookie(c, KNOWN_DEVICE_COOKIE), email),
      });
      if (result.ok) {
        // The session the browser held before, if any, ends here: ids never survive a login.
        await services.auth.logout(getCookie(c, SESSION_COOKIE));
        setSignInCookies(c, result.sessionToken);
        // The session opens nothing until the second factor.
        if (result.secondFactorRequired) return c.json(SECOND_FACTOR_REQUIRED);
        return signedIn(c, result.admin);
      }
      if (result.reason === "rate-limited") {
        return retryLater(
          c,
          429,
          "Too many failed attempts. Please try again later.",
          result.retryAfter,
        );
      }
      if (result.reason === "busy") {
        return retryLater(
          c,
          503,
          "Too many sign-ins at once. Please try again in a moment.",
          result.retryAfter,
        );
      }
      c.get("deps").logger.warn(
        { event: "admin.login_failed", ip: c.get("clientAddress") },
        "failed sign-in",
      );
      return c.json(INVALID, 401);
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/logout",
    tag: "Admin session",
    summary: "Sign out; the session is destroyed on the server",
    responses: { 200: { description: "Signed out", schema: successRecord } },
    handler: async ({ c }) => {
      await c.get("deps").services.auth.logout(getCookie(c, SESSION_COOKIE));
      clearSessionCookie(c);
      return c.json({ success: true });
    },
  }),
  readRoute({
    path: "/admin/check-auth",
    tag: "Admin session",
    summary: "Whether the request carries a valid administrator session",
    description: "The session state",
    schema: authRecord,
    read: ({ c }) => ({ success: true, authenticated: c.get("admin") !== null }),
  }),
];
