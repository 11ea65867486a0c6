import type { CompanyContent } from "~/domain/site/company-schema";

/**
 * The company details in short cards, each saved on its own (docs/decisions/091): which
 * fields each card holds. Every field of the company schema is in exactly one card; each card's
 * schema is in company-part-schema.ts, loaded when the card is first saved.
 */
export const COMPANY_PARTS = [
  {
    id: "identity",
    title: "Identity",
    description: "Your name as the site, the e-mails and search results show it, and your logo.",
    fields: [
      "name",
      "legalName",
      "shortName",
      "tagline",
      "foundedYear",
      "logoUrl",
      "lightLogoUrl",
      "seoImageUrl",
    ],
  },
  {
    id: "contact",
    title: "Contact",
    description:
      "Where buyers find and reach you: the footer, the contact page and 'Call Sales' use these.",
    fields: ["address", "phones", "emails", "whatsapp", "businessHours", "grievanceOfficer"],
  },
  {
    id: "registrations",
    title: "Registrations & certifications",
    description: "Shown in the footer and on the about page.",
    fields: ["gstin", "registrations", "certifications"],
  },
  {
    id: "social",
    title: "Social",
    description: "Your profiles, linked from the footer.",
    fields: ["social"],
  },
  {
    id: "map",
    title: "Map",
    description: "The map on the contact page.",
    fields: ["map"],
  },
] as const satisfies readonly {
  id: string;
  title: string;
  description: string;
  fields: readonly (keyof CompanyContent)[];
}[];

export type CompanyPart = (typeof COMPANY_PARTS)[number];

/** The card's values out of the whole company. */
export function partValues(part: CompanyPart, company: CompanyContent): Record<string, unknown> {
  return Object.fromEntries(part.fields.map((field) => [field, structuredClone(company[field])]));
}
