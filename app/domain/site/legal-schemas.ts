import { z } from "zod";
import { privacyPage } from "../../content/pages/privacy.ts";
import { termsPage } from "../../content/pages/terms.ts";
import { text } from "./company-schema.ts";
import { metaSchema } from "./page-schemas.ts";

/**
 * The privacy notice and the terms of use (docs/decisions/090): site content like every page,
 * versioned and edited in the back office. Their fixed parts keep the notice complete: the
 * page adds the retention periods (from the owner's settings), the cookies (from the code) and
 * the grievance officer (from the company details) to the sections named for them. Content
 * saved before these sections existed reads the seed's.
 */

const heading = text("Heading", 120);
const paragraph = (label: string) => text(label, 1200);
const paragraphs = z.array(paragraph("Paragraph")).min(1).max(8);
const block = z.object({ heading, paragraphs });

export const privacySchema = z
  .object({
    meta: metaSchema,
    title: text("Page title", 120),
    updated: text("Last updated", 60),
    intro: paragraphs,
    collection: z.object({
      heading,
      intro: paragraph("Introduction"),
      forms: z
        .array(
          z.object({
            form: text("Form", 80),
            collects: text("What it asks for", 600),
            purpose: text("Why", 600),
          }),
        )
        .min(1)
        .max(10),
    }),
    recipients: block,
    /** Followed by the retention periods. */
    retention: z.object({ heading, intro: paragraph("Introduction") }),
    rights: z.object({
      heading,
      intro: paragraph("Introduction"),
      items: z.array(text("Right", 600)).min(1).max(10),
      howTo: paragraph("How to ask"),
    }),
    security: block,
    /** Followed by the cookies the site sets. */
    cookies: z.object({
      heading,
      intro: paragraph("Introduction"),
      thirdParties: paragraph("Third parties"),
    }),
    /** Followed by the grievance officer's name and e-mail address. */
    grievance: z.object({
      heading,
      intro: paragraph("Introduction"),
      board: paragraph("Data Protection Board"),
    }),
    changes: block,
  })
  .default(structuredClone(privacyPage));

export const termsSchema = z
  .object({
    meta: metaSchema,
    title: text("Page title", 120),
    updated: text("Last updated", 60),
    intro: paragraphs,
    sections: z.array(block).min(1).max(20),
  })
  .default(structuredClone(termsPage));
