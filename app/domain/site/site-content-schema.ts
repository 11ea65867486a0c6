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
import type { SectionName } from "./section-names.ts";
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
} as const satisfies Record<SectionName, z.ZodType>;

export const siteContentSchema = z.object(sectionSchemas);
export type SiteContent = z.infer<typeof siteContentSchema>;
