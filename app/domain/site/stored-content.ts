import { siteContentSchema, type SiteContent } from "./site-content-schema.ts";

/**
 * Stored documents are re-read through the schema so that content saved
 * before a field was added gets that field's default.
 */
export function parseStoredContent(json: string): SiteContent {
  return siteContentSchema.parse(JSON.parse(json));
}
