import { getCookie } from "hono/cookie";
import {
  passwordChangeInput,
  passwordResetInput,
  passwordResetRequestInput,
} from "../../app/domain/schemas/team.ts";
import { passwordProblem } from "../../app/domain/team/password-rules.ts";
import { SESSION_COOKIE } from "../middleware/session.ts";
import { memberOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import { invalidFields, problem, retryLater } from "./problem.ts";
import { successRecord } from "./record-schemas.ts";

/** Forgotten and changed passwords (docs/decisions/052). */
export const passwordEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/password-reset",
    tag: "Team",
    summary: "Ask for a password-reset link (valid 1 hour); the answer is the same for any address",
    body: passwordResetRequestInput,
    responses: { 202: { description: "If the address has an account, a link is on its way" } },
    handler: async ({ c, body }) => {
      const { email } = body;
      await c.get("deps").services.passwords.requestReset(email, c.get("clientAddress"));
      return c.json(
        { success: true, message: "If this address has an account, a reset link is on its way." },
        202,
      );
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/password-reset/{token}",
    tag: "Team",
    summary: "Set a new password with a reset link; every session of the account ends",
    body: passwordResetInput,
    responses: {
      200: { description: "The password is changed", schema: successRecord },
      410: { description: "The link is invalid, used or expired" },
    },
    handler: async ({ c, body, params }) => {
      const { password } = body;
      const weak = passwordProblem(password);
      if (weak) return invalidFields(c, { password: weak });
      const done = await c
        .get("deps")
        .services.passwords.reset(params.token ?? "", password, c.get("clientAddress"));
      return done
        ? c.json({ success: true })
        : problem(c, 410, "This reset link is invalid, used or expired. Ask for a new one.");
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/me/password",
    tag: "Team",
    summary: "Change one's password (the current one is required); other sessions end",
    body: passwordChangeInput,
    responses: {
      200: { description: "Changed", schema: successRecord },
      429: { description: "Too many wrong current passwords", headers: ["Retry-After"] },
    },
    handler: async ({ c, body }) => {
      const input = body;
      const member = memberOf(c);
      const weak = passwordProblem(input.password, member.email);
      if (weak) return invalidFields(c, { password: weak });
      const result = await c
        .get("deps")
        .services.passwords.change(
          member,
          input.currentPassword,
          input.password,
          getCookie(c, SESSION_COOKIE),
        );
      if (result.kind === "changed") return c.json({ success: true });
      if (result.kind === "rate-limited") {
        return retryLater(
          c,
          429,
          "Too many wrong passwords. Please try again later.",
          result.retryAfter,
        );
      }
      return invalidFields(c, { currentPassword: "The current password is not correct" });
    },
  }),
];
