import { z } from "zod";
import { acceptInvitationInput, invitationInput } from "../../app/domain/schemas/team.ts";
import { passwordProblem } from "../../app/domain/team/password-rules.ts";
import { ROLES } from "../../app/domain/team/roles.ts";
import { actorOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import { foundOr404 } from "./json-answers.ts";
import { invalidFields, problem } from "./problem.ts";
import { listRoute, removeRoute } from "./record-routes.ts";
import { userRecord } from "./team-endpoints.ts";

const invitationRecord = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    createdAt: z.string(),
    expiresAt: z.string(),
    expired: z.boolean(),
  })
  .meta({ id: "Invitation" });

const NOT_OPEN = "No open invitation has this id.";
const GONE = "This invitation link is invalid, used or expired. Ask an owner for a new one.";

/** Invitations (docs/decisions/052). */
export const invitationEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/invitations",
    tag: "Team",
    summary: "Invite someone by e-mail with a role (a single-use link valid for 7 days)",
    body: invitationInput,
    responses: {
      201: { description: "Invited; the e-mail is in the outbox", schema: invitationRecord },
      409: { description: "This address already has an account" },
    },
    handler: async ({ c, body }) => {
      const { email, role } = body;
      const result = await c.get("deps").services.invitations.invite(email, role, actorOf(c));
      if (result.kind === "member-exists")
        return problem(c, 409, "This address already has an account.");
      return c.json(result.invitation, 201);
    },
  }),
  listRoute({
    path: "/admin/invitations",
    tag: "Team",
    summary: "Invitations not yet accepted, newest first",
    description: "The invitations",
    row: invitationRecord,
    list: ({ c }) => c.get("deps").services.invitations.listPending(),
  }),
  endpoint({
    method: "post",
    path: "/admin/invitations/{id}/resend",
    tag: "Team",
    summary: "Send an invitation again with a new link and 7 more days; the old link stops working",
    responses: {
      200: { description: "Sent again", schema: invitationRecord },
      404: { description: "Unknown id" },
    },
    handler: async ({ c, params }) => {
      const invitation = await c
        .get("deps")
        .services.invitations.resend(params.id ?? "", actorOf(c));
      return foundOr404(c, invitation, NOT_OPEN);
    },
  }),
  removeRoute({
    path: "/admin/invitations/{id}",
    tag: "Team",
    summary: "Revoke an invitation: its link stops working",
    description: "Revoked",
    notFound: { detail: NOT_OPEN, description: "Unknown id" },
    remove: ({ c, params }) =>
      c.get("deps").services.invitations.revoke(params.id ?? "", actorOf(c)),
  }),
  endpoint({
    method: "post",
    path: "/admin/invitations/{token}/accept",
    tag: "Team",
    summary: "Accept an invitation: choose a name and password; the account is created",
    body: acceptInvitationInput,
    responses: {
      201: { description: "The new account", schema: userRecord },
      410: { description: "The link is invalid, used or expired" },
    },
    handler: async ({ c, body, params }) => {
      const input = body;
      const { invitations } = c.get("deps").services;
      const invitation = await invitations.peek(params.token ?? "");
      if (!invitation) return problem(c, 410, GONE);
      const weak = passwordProblem(input.password, invitation.email);
      if (weak) return invalidFields(c, { password: weak });
      const result = await invitations.accept(params.token ?? "", input, c.get("clientAddress"));
      if (result.kind === "accepted") return c.json(result.user, 201);
      if (result.kind === "member-exists")
        return problem(c, 409, "This address already has an account.");
      return problem(c, 410, GONE);
    },
  }),
];
