import type { CompanyContent } from "./company-schema.ts";
import { telHref, whatsappLink } from "./phone.ts";

export { telHref };

/** The address on one line, e.g. for the footer, the map fallback or structured data. */
export function formatAddress(address: CompanyContent["address"]): string {
  return [
    address.line1,
    address.line2,
    address.city,
    `${address.state} ${address.postalCode}`,
    address.country,
  ]
    .filter((part) => part.trim())
    .join(", ");
}

/** The number 'Call Sales' dials: the first phone labelled "Sales…", else the first phone. */
export function salesPhone(company: CompanyContent): CompanyContent["phones"][number] {
  return company.phones.find((p) => /sales/i.test(p.label)) ?? company.phones[0]!;
}

/**
 * The company's WhatsApp chat link, null while no number is set: every public WhatsApp link
 * is made here. The greeting names the product or service the visitor is looking at, if any.
 */
export function whatsappChatHref(company: CompanyContent, topic?: string): string | null {
  if (!company.whatsapp) return null;
  const name = company.shortName || company.name;
  const greeting = topic
    ? `Hello ${name}, I am interested in ${topic}. Please share details.`
    : `Hello ${name}, I have an inquiry.`;
  return whatsappLink(company.whatsapp, greeting);
}
