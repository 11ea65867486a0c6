import type { EnquiryKind } from "~/domain/enquiries/enquiry-kinds";

/** The lead page of one inbox record. */
export function leadHref(lead: { kind: EnquiryKind; id: string }): string {
  return `/admin/leads/${lead.kind}/${encodeURIComponent(lead.id)}`;
}
