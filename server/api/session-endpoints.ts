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

/** Signed-in devices: one's own for everyone, everyone's for the owner. */
export const sessionEndpoints = [
  listRoute({
    path: "/admin/me/sessions",
    tag: "Team",
    summary: "The signed-in account's active sessions, newest activity first",
    description: "Sessions",
    row: sessionRecord,
    list: ({ c }) =>
      c
        .get("deps")
        .services.sessions.list(
          { adminId: c.get("admin")?.id ?? "" },
          getCookie(c, SESSION_COOKIE),
        ),
  }),
  removeRoute({
    path: "/admin/me/sessions/{id}",
    tag: "Team",
    summary: "End one of one's own sessions (another device, or this one)",
    description: "Ended",
    notFound: { detail: NOT_FOUND },
    remove: ({ c, params }) => {
      const actor = actorOf(c);
      return c.get("deps").services.sessions.end(actor, params.id ?? "", actor.id ?? "");
    },
  }),
  listRoute({
    path: "/admin/sessions",
    tag: "Team",
    summary: "Every active session of the team",
    description: "Sessions",
    row: sessionRecord,
    list: ({ c }) => c.get("deps").services.sessions.list({}, getCookie(c, SESSION_COOKIE)),
  }),
  removeRoute({
    path: "/admin/sessions/{id}",
    tag: "Team",
    summary: "End any member's session",
    description: "Ended",
    notFound: { detail: NOT_FOUND },
    remove: ({ c, params }) => c.get("deps").services.sessions.end(actorOf(c), params.id ?? ""),
  }),
];
