import type { LeadKind } from "~/domain/leads/lead-kinds";

/** The lead page of one inbox record (issue 14). */
export function leadHref(lead: { kind: LeadKind; id: string }): string {
  return `/admin/leads/${lead.kind}/${encodeURIComponent(lead.id)}`;
}
