import { getCookie } from "hono/cookie";
import { z } from "zod";
import { secondFactorInput } from "../../app/domain/schemas/two-factor-input.ts";
import { SESSION_COOKIE } from "../middleware/session.ts";
import { renewSessionCsrfToken } from "../middleware/sign-in-cookies.ts";
import { memberOf } from "./actor.ts";
import { signedIn } from "./auth-endpoints.ts";
import { endpoint } from "./endpoint.ts";
import { invalidFields, retryLater } from "./problem.ts";
import { authRecord, successRecord } from "./record-schemas.ts";

const enrolmentRecord = z
  .object({ secret: z.string(), otpauthUrl: z.string() })
  .meta({ id: "TotpEnrolment" });
const recoveryCodesRecord = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: "RecoveryCodes" });

const WRONG_CODE = { code: "That code is not correct. Check your authenticator app." };
const tooMany = "Too many wrong codes. Please try again later.";

/** TOTP second factor (docs/decisions/060). */
export const twoFactorEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/me/totp",
    tag: "Team",
    summary: "Start TOTP enrolment: a new secret, not active until a code from it is confirmed",
    responses: { 200: { description: "The pending secret", schema: enrolmentRecord } },
    handler: async ({ c }) => {
      const enrolment = await c.get("deps").services.twoFactor.startEnrolment(memberOf(c));
      return c.json(enrolment);
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/me/totp/confirm",
    tag: "Team",
    summary: "Confirm enrolment with a code; answers the ten single-use recovery codes, once",
    body: secondFactorInput,
    responses: {
      200: { description: "The second factor is on", schema: recoveryCodesRecord },
    },
    handler: async ({ c, body }) => {
      const codes = await c.get("deps").services.twoFactor.confirmEnrolment(memberOf(c), body.code);
      if (!codes) return invalidFields(c, WRONG_CODE);
      return c.json({ recoveryCodes: codes });
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/me/totp/disable",
    tag: "Team",
    summary: "Turn the second factor off; a current code or a recovery code is required",
    body: secondFactorInput,
    responses: {
      200: { description: "The second factor is off", schema: successRecord },
      429: { description: tooMany, headers: ["Retry-After"] },
    },
    handler: async ({ c, body }) => {
      const result = await c.get("deps").services.twoFactor.disable(memberOf(c), body.code);
      if (result === "disabled") return c.json({ success: true });
      if (result === "rate-limited") {
        return retryLater(c, 429, tooMany, 900);
      }
      return invalidFields(c, WRONG_CODE);
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/login/second-factor",
    tag: "Admin session",
    summary:
      "Complete a sign-in that waits for its second factor: a TOTP code or an unused recovery code",
    body: secondFactorInput,
    responses: {
      200: { description: "Signed in", schema: authRecord },
      401: {
        description: "Wrong code, or no sign-in is waiting for a second factor",
        schema: authRecord,
      },
      429: { description: tooMany, headers: ["Retry-After"] },
    },
    handler: async ({ c, body }) => {
      const session = getCookie(c, SESSION_COOKIE);
      const result = await c
        .get("deps")
        .services.twoFactor.completeSignIn(session, body.code, c.get("clientAddress"));
      if (result.ok) {
        // The session was opened by the password; its token is renewed as it starts to count.
        if (session) renewSessionCsrfToken(c, session);
        return signedIn(c, { id: result.adminId, email: result.email });
      }
      if (result.reason === "rate-limited") {
        return retryLater(c, 429, tooMany, result.retryAfter);
      }
      const message =
        result.reason === "invalid"
          ? "That code is not correct"
          : "No sign-in is waiting for a code. Sign in again.";
      return c.json({ success: false, authenticated: false, message }, 401);
    },
  }),
];
