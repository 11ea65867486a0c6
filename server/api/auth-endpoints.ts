import { loginInput, type LoginInput } from "../../app/domain/schemas/login-input.ts";
import { DEFAULT_SESSION_POLICY } from "../../app/domain/auth.server.ts";
import { getCookie } from "hono/cookie";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "../middleware/session.ts";
import { endpoint } from "./endpoint.ts";
import { authRecord, successRecord } from "./record-schemas.ts";

const INVALID = { success: false, authenticated: false, message: "Invalid email or password" };

export const authEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/login",
    tag: "Admin session",
    summary: "Sign in; answers with a new session cookie",
    access: "public",
    body: loginInput,
    responses: {
      200: { description: "Signed in", schema: authRecord },
      401: {
        description: "Invalid email or password (the same answer for both)",
        schema: authRecord,
      },
      429: { description: "Too many failed attempts", headers: ["Retry-After"] },
    },
    handler: async ({ c, body }) => {
      const { email, password } = body as LoginInput;
      const { auth } = c.get("deps").services;
      const result = await auth.login(email, password, c.get("clientAddress"));
      if (result.ok) {
        // The session the browser held before, if any, ends here: ids never survive a login.
        await auth.logout(getCookie(c, SESSION_COOKIE));
        setSessionCookie(c, result.sessionToken, DEFAULT_SESSION_POLICY.absoluteMs / 1000);
        c.get("deps").logger.info(
          { event: "admin.login", admin: result.admin.id },
          "administrator signed in",
        );
        return c.json({ success: true, authenticated: true, message: "Welcome back, Admin!" });
      }
      if (result.reason === "rate-limited") {
        c.header("Retry-After", String(result.retryAfter));
        return c.json(
          {
            success: false,
            authenticated: false,
            message: "Too many failed attempts. Please try again later.",
          },
          429,
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
    access: "public",
    responses: { 200: { description: "Signed out", schema: successRecord } },
    handler: async ({ c }) => {
      await c.get("deps").services.auth.logout(getCookie(c, SESSION_COOKIE));
      clearSessionCookie(c);
      return c.json({ success: true });
    },
  }),
  endpoint({
    method: "get",
    path: "/admin/check-auth",
    tag: "Admin session",
    summary: "Whether the request carries a valid administrator session",
    access: "public",
    responses: { 200: { description: "The session state", schema: authRecord } },
    handler: ({ c }) => c.json({ success: true, authenticated: c.get("admin") !== null }),
  }),
];
