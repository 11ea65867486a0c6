/**
 * The sections of the site content (docs/decisions/045) and their titles: each has its schema
 * in site-content-schema.ts, typed to hold exactly these. Apart from the schemas so the back
 * office's lists and links load no zod.
 */
export const SECTION_NAMES = [
  "company",
  "home",
  "about",
  "services",
  "contact",
  "testimonials",
  "trust",
  "footer",
  "privacy",
  "terms",
] as const;

export type SectionName = (typeof SECTION_NAMES)[number];

export const SECTION_TITLES: Record<SectionName, string> = {
  company: "Company details",
  home: "Home page",
  about: "About page",
  services: "Services pages",
  contact: "Contact page",
  testimonials: "Testimonials",
  trust: "Brands, clients and credentials",
  footer: "Footer",
  privacy: "Privacy notice",
  terms: "Terms of use",
};

export function isSectionName(value: string): value is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(value);
}
