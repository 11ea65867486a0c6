import type { Context } from "hono";
import type { Actor, MemberActor } from "../../app/domain/audit/audit.server.ts";
import type { ApiEnv } from "./env.ts";

/** Who is calling, for the audit log: the signed-in account and the client address. */
export function actorOf(c: Context<ApiEnv>): Actor {
  const admin = c.get("admin");
  return {
    id: admin?.id ?? null,
    email: admin?.email ?? "",
    address: c.get("clientAddress"),
  };
}

/**
 * The signed-in member acting on their own account. Only for routes the access policy keeps
 * to signed-in staff, where there always is one: its id is never missing there.
 */
export function memberOf(c: Context<ApiEnv>): MemberActor {
  const actor = actorOf(c);
  return { ...actor, id: actor.id ?? "" };
}
