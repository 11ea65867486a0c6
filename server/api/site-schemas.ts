import { z } from "zod";
import { companySchema } from "../../app/domain/site/company-schema.ts";
import { siteContentSchema } from "../../app/domain/site/site-content-schema.ts";

/** Request and response shapes of the site content API. */
export const versionNumber = z.coerce
  .number({ error: "version must be a version number" })
  .int({ error: "version must be a version number" })
  .min(0, { error: "version must be a version number" });

export const publishInput = z.object({ version: versionNumber, content: siteContentSchema });

/** A section's content is checked against that section's schema in the handler. */
export const sectionInput = z.object({ version: versionNumber, content: z.unknown() });

export const siteDocument = z
  .object({
    version: z.number().int(),
    content: siteContentSchema,
    draft: z.object({ at: z.string(), by: z.string() }).nullable().optional(),
  })
  .meta({ id: "SiteContent" });

export const versionSummary = z
  .object({
    version: z.number().int(),
    at: z.string(),
    by: z.string(),
    summary: z.string(),
    restoredFrom: z.number().int().nullable(),
  })
  .meta({ id: "SiteContentVersion" });

export const contentChange = z.object({
  path: z.string(),
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const versionDetails = versionSummary
  .extend({ content: siteContentSchema, changes: contentChange.array() })
  .meta({ id: "SiteContentVersionDetails" });

/**
 * The map as stored (`source`, `link`) and as the contact page shows it: the frame's address,
 * the link out and the title, made from the stored choice (docs/decisions/091). The last three,
 * and the coordinates when the place is a point, are what the first version stored.
 */
const publicMap = z.object({
  source: z.enum(["address", "link"]),
  link: z.string(),
  embedUrl: z.string(),
  linkUrl: z.string(),
  title: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});

const publicCompany = companySchema.extend({ map: publicMap });

export const publicSite = publicCompany
  .extend({ version: z.number().int(), company: publicCompany })
  .meta({ id: "PublicSite" });

export const conflictProblem = z
  .object({
    title: z.string(),
    status: z.literal(409),
    detail: z.string(),
    currentVersion: z.number().int(),
    changes: contentChange.array(),
  })
  .meta({ id: "ContentConflict" });

export const versionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
