import { z } from "zod";
import { emailChangeInput } from "../../app/domain/schemas/team.ts";
import { memberOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import { invalidFields, problem, retryLater } from "./problem.ts";

const pendingRecord = z
  .object({
    success: z.literal(true),
    message: z.string(),
    /** The address the link went to; the account keeps its old one until it is followed. */
    pendingEmail: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: "EmailChangePending" });

const changedRecord = z
  .object({ success: z.literal(true), email: z.string() })
  .meta({ id: "EmailChanged" });

const INVALID_LINK =
  "This link is invalid, used or expired. Ask for a new one from your account page.";
const TAKEN = "This address already has an account.";

/** Changing one's sign-in address through a link sent to the new one (docs/decisions/089). */
export const emailChangeEndpoints = [
  endpoint({
    method: "patch",
    path: "/admin/me",
    tag: "Team",
    summary:
      "Ask to change one's sign-in e-mail (the current password is required); it changes when the link e-mailed to the new address is followed",
    body: emailChangeInput,
    responses: {
      202: {
        description: "A confirmation link is on its way to the new address",
        schema: pendingRecord,
      },
      400: { description: "Invalid fields, a wrong current password, or the same address" },
      409: { description: "Another account has this address" },
      429: { description: "Too many wrong passwords or links", headers: ["Retry-After"] },
    },
    handler: async ({ c, body }) => {
      const result = await c
        .get("deps")
        .services.emailChanges.request(memberOf(c), body.email, body.currentPassword);
      if (result.kind === "sent")
        return c.json(
          {
            success: true as const,
            message: `A confirmation link was sent to ${result.email}. Your address changes when you open it.`,
            pendingEmail: result.email,
            expiresAt: result.expiresAt,
          },
          202,
        );
      if (result.kind === "rate-limited")
        return retryLater(c, 429, "Too many attempts. Please try again later.", result.retryAfter);
      if (result.kind === "taken") return problem(c, 409, TAKEN, { errors: { email: TAKEN } });
      if (result.kind === "unchanged")
        return invalidFields(c, { email: "This is already your sign-in address" });
      return invalidFields(c, { currentPassword: "The current password is not correct" });
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/email-change/{token}",
    tag: "Team",
    summary: "Confirm a new sign-in e-mail with the link sent to it (single use, 24 hours)",
    responses: {
      200: { description: "The account now signs in with the new address", schema: changedRecord },
      409: { description: "Another account took the address meanwhile" },
      410: { description: "The link is invalid, used or expired" },
    },
    handler: async ({ c, params }) => {
      const result = await c
        .get("deps")
        .services.emailChanges.confirm(params.token ?? "", c.get("clientAddress"));
      if (result.kind === "changed") return c.json({ success: true as const, email: result.email });
      if (result.kind === "taken") return problem(c, 409, TAKEN);
      return problem(c, 410, INVALID_LINK);
    },
  }),
];
