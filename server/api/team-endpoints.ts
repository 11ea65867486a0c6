import { z } from "zod";
import { userPatchInput } from "../../app/domain/schemas/team.ts";
import { CANNOT_BE_TOLD } from "../../app/domain/team/lead-recipients.ts";
import { ROLES } from "../../app/domain/team/roles.ts";
import { actorOf, memberOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import { invalidFields, problem } from "./problem.ts";
import { listRoute, readRoute } from "./record-routes.ts";

export const userRecord = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    disabled: z.boolean(),
    twoFactor: z.boolean(),
    /** E-mailed new leads (unless NOTIFY_EMAIL overrides it for everyone). */
    notifyNewLeads: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "User" });

const meRecord = userRecord
  .pick({ id: true, email: true, name: true, role: true, twoFactor: true })
  .meta({ id: "Me" });

const policyRecord = z.object({ requireTwoFactor: z.boolean() }).meta({ id: "TeamPolicy" });

/** Accounts and roles (docs/decisions/050). */
export const teamEndpoints = [
  endpoint({
    method: "get",
    path: "/admin/me",
    tag: "Team",
    summary: "The signed-in account",
    responses: { 200: { description: "The account", schema: meRecord } },
    handler: async ({ c }) => {
      const me = await c.get("deps").services.team.get(c.get("admin")?.id ?? "");
      if (!me) return problem(c, 401, "Sign in to use this endpoint.");
      const { id, email, name, role, twoFactor } = me;
      return c.json({ id, email, name, role, twoFactor });
    },
  }),
  listRoute({
    path: "/admin/users",
    tag: "Team",
    summary: "Every account of the team",
    description: "The accounts",
    row: userRecord,
    list: ({ c }) => c.get("deps").services.team.list(),
  }),
  endpoint({
    method: "patch",
    path: "/admin/users/{id}",
    tag: "Team",
    summary:
      "Change a member's role, disable them (their sessions end at once), or choose whether new leads are e-mailed to them",
    body: userPatchInput,
    responses: {
      200: { description: "The account", schema: userRecord },
      400: { description: "New leads cannot be e-mailed to an editor, who cannot open them" },
      404: { description: "Unknown id" },
      409: { description: "The change would leave no enabled owner" },
    },
    handler: async ({ c, body, params }) => {
      const change = await c.get("deps").services.team.update(params.id ?? "", body, actorOf(c));
      if (change.kind === "updated") return c.json(change.user);
      if (change.kind === "not-found") return problem(c, 404, "No account has this id.");
      if (change.kind === "cannot-be-told")
        return invalidFields(c, { notifyNewLeads: CANNOT_BE_TOLD });
      return problem(
        c,
        409,
        "The team needs at least one enabled owner: make someone else owner first.",
      );
    },
  }),
  readRoute({
    path: "/admin/team/policy",
    tag: "Team",
    summary: "The team's sign-in rules",
    description: "The rules",
    schema: policyRecord,
    read: async ({ c }) => ({
      requireTwoFactor: await c.get("deps").services.teamPolicy.requiresTwoFactor(),
    }),
  }),
  endpoint({
    method: "put",
    path: "/admin/team/policy",
    tag: "Team",
    summary: "Require (or stop requiring) a second factor of every account",
    body: policyRecord,
    responses: {
      200: { description: "Saved", schema: policyRecord },
      409: { description: "The owner has no second factor of their own yet" },
    },
    handler: async ({ c, body }) => {
      const { requireTwoFactor } = body;
      const saved = await c
        .get("deps")
        .services.teamPolicy.setRequireTwoFactor(memberOf(c), requireTwoFactor);
      if (saved === "owner-without-two-factor") {
        return problem(
          c,
          409,
          "Turn on your own two-factor sign-in before requiring it of everyone.",
        );
      }
      return c.json({ requireTwoFactor });
    },
  }),
];
