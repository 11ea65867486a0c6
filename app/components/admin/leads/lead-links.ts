import type { LeadKind } from "~/domain/leads/lead-kinds";

/** The lead page of one inbox record (issue 14). */
export function leadHref(lead: { kind: LeadKind; id: string }): string {
  return `/admin/leads/${lead.kind}/${encodeURIComponent(lead.id)}`;
}

/** Digits only, with the country code: wa.me wants `919876543210`. Indian numbers without one get 91. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits;
  if (digits.length === 10) return `91${digits}`;
  return digits.replace(/^0+/, "").length === 10 ? `91${digits.replace(/^0+/, "")}` : digits;
}

export function whatsappLink(phone: string, greeting: string): string {
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(greeting)}`;
}
