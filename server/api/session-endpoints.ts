import { getCookie } from "hono/cookie";
import { z } from "zod";
import { SESSION_COOKIE } from "../middleware/session.ts";
import { actorOf } from "./actor.ts";
import { listRoute, removeRoute } from "./record-routes.ts";

const sessionRecord = z
  .object({
    id: z.string(),
    adminId: z.string(),
    email: z.string(),
    device: z.string().meta({ description: "Browser and system, from the User-Agent" }),
    address: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  })
  .meta({ id: "Session" });

const NOT_FOUND = "No such session.";

/**
 * The two views of the signed-in devices: one's own (`mine`), and the whole team's for the owner.
 * Each lists its sessions and ends one of them.
 */
const SCOPES = [
  {
    mine: true,
    path: "/admin/me/sessions",
    list: "The signed-in account's active sessions, newest activity first",
    end: "End one of one's own sessions (another device, or this one)",
  },
  {
    mine: false,
    path: "/admin/sessions",
    list: "Every active session of the team",
    end: "End any member's session",
  },
] as const;

/** Signed-in devices: one's own for everyone, everyone's for the owner. */
export const sessionEndpoints = SCOPES.flatMap((scope) => [
  listRoute({
    path: scope.path,
    tag: "Team",
    summary: scope.list,
    description: "Sessions",
    row: sessionRecord,
    list: ({ c }) =>
      c
        .get("deps")
        .services.sessions.list(
          scope.mine ? { adminId: c.get("admin")?.id ?? "" } : {},
          getCookie(c, SESSION_COOKIE),
        ),
  }),
  removeRoute({
    path: `${scope.path}/{id}`,
    tag: "Team",
    summary: scope.end,
    description: "Ended",
    notFound: { detail: NOT_FOUND },
    remove: ({ c, params }) => {
      const actor = actorOf(c);
      const owner = scope.mine ? (actor.id ?? "") : undefined;
      return c.get("deps").services.sessions.end(actor, params.id ?? "", owner);
    },
  }),
]);
