import { worksLeads } from "../access/access-policy.ts";
import type { Role } from "./roles.ts";

/**
 * Who is e-mailed a new lead when NOTIFY_EMAIL is unset (docs/decisions/089): the members the
 * owner ticked on the team screen. A member nobody has chosen for follows their role: owners
 * are told, as the single administrator always was. Only roles that may open a lead are told,
 * since the e-mail holds the visitor's details and links to the lead.
 */
export const TOLD_BY_DEFAULT: readonly Role[] = ["owner"];

/** A notification can go to those who may open the lead it links to (the access policy's say). */
export const mayBeTold = (role: Role): boolean => worksLeads(role);

export function toldOfNewLeads(member: {
  role: Role;
  disabled: boolean;
  /** The owner's choice for this member; null when none was made. */
  choice: boolean | null;
}): boolean {
  if (member.disabled || !mayBeTold(member.role)) return false;
  return member.choice ?? TOLD_BY_DEFAULT.includes(member.role);
}

/** Why a member of another role cannot be ticked. */
export const CANNOT_BE_TOLD = "Editors cannot open leads, so new leads are not e-mailed to them.";
