import { z } from "zod";
import { ROLES } from "../team/roles.ts";
import { nonBlankText } from "./fields.ts";
import { pageFields } from "./list-query.ts";

/** The team's inputs, shared by the API, the page actions and the forms. */
const role = z.enum(ROLES, { error: "Role must be owner, editor or sales" });
const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email({ error: "Please enter a valid email address" }));

export const userPatchInput = z
  .object({
    role: role.optional(),
    disabled: z.boolean().optional(),
    /** Whether new leads are e-mailed to the member (docs/decisions/089). */
    notifyNewLeads: z.boolean().optional(),
  })
  .refine(
    (value) =>
      value.role !== undefined ||
      value.disabled !== undefined ||
      value.notifyNewLeads !== undefined,
    { message: "Send a role, disabled or notifyNewLeads", path: ["role"] },
  );

export const invitationInput = z.object({ email, role });

/** Length and the common-password list are checked by `passwordProblem` (password-rules.ts). */
export const newPassword = z
  .string({ error: "Password is required" })
  .min(12, "Password must be at least 12 characters")
  .max(256, "Password must be at most 256 characters");

export const acceptInvitationInput = z.object({
  name: nonBlankText("Name is required", 100, "Name must be at most 100 characters"),
  password: newPassword,
});

export const passwordResetRequestInput = z.object({ email });
export const passwordResetInput = z.object({ password: newPassword });
export const passwordChangeInput = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(256),
  password: newPassword,
});

/** A new sign-in address, confirmed through a link sent to it (docs/decisions/089). */
export const emailChangeInput = z.object({
  email,
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(256),
});

export const auditQuery = z.object({
  actor: z.string().trim().max(254).optional(),
  kind: z.string().trim().max(60).optional(),
  from: z.iso
    .datetime({ offset: true, error: "from must be an ISO 8601 date-time" })
    .or(z.iso.date())
    .optional(),
  to: z.iso
    .datetime({ offset: true, error: "to must be an ISO 8601 date-time" })
    .or(z.iso.date())
    .optional(),
  ...pageFields,
});
