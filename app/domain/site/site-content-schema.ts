import { z } from "zod";
import { companySchema } from "./company-schema.ts";
import {
  aboutSchema,
  contactSchema,
  footerSchema,
  homeSchema,
  servicesSchema,
  testimonialsSchema,
} from "./page-schemas.ts";
import { privacySchema, termsSchema } from "./legal-schemas.ts";
import { trustSchema } from "./trust-schema.ts";

/**
 * The site content: one JSON document, one schema per section
 * (docs/decisions/045-site-content-model.md). Every save stores the whole
 * document as a new version.
 */
export const sectionSchemas = {
  company: companySchema,
  home: homeSchema,
  about: aboutSchema,
  services: servicesSchema,
  contact: contactSchema,
  testimonials: testimonialsSchema,
  trust: trustSchema,
  footer: footerSchema,
  privacy: privacySchema,
  terms: termsSchema,
} as const;

export type SectionName = keyof typeof sectionSchemas;
export const SECTION_NAMES = Object.keys(sectionSchemas) as SectionName[];

export const siteContentSchema = z.object(sectionSchemas);
export type SiteContent = z.infer<typeof siteContentSchema>;

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
  return (SECTION_NAMES as string[]).includes(value);
}
