import type { AppLoadContext } from "react-router";
import { worksLeads } from "~/domain/access/access-policy";

/** The members a lead can be given to: enabled owners and sales (docs/decisions/050). */
export async function leadMembers(context: AppLoadContext) {
  const team = await context.services.team.list();
  return team
    .filter((member) => !member.disabled && worksLeads(member.role))
    .map((member) => ({ id: member.id, name: member.name || member.email }));
}
