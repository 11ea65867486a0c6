import { z } from "zod";
import { trustPage } from "../../content/trust.ts";
import { image, optional, text } from "./company-schema.ts";

/**
 * The trust blocks (docs/decisions/064): the texts around the registrations and
 * certifications (which are company facts, in the company section), and the brands and
 * clients the site names. A logo is optional: without one the name is set as a wordmark.
 */
export const partnerSchema = z.object({
  name: text("Name", 80),
  logoUrl: image("Logo", false),
});

const wall = z.object({
  heading: text("Heading", 120),
  intro: optional("Introduction", 400),
  items: z.array(partnerSchema).max(40),
});

export const trustSchema = z
  .object({
    heading: text("Heading", 120),
    intro: optional("Introduction", 400),
    credentials: z.object({
      heading: text("Heading", 120),
      intro: optional("Introduction", 400),
    }),
    brands: wall,
    clients: wall,
  })
  // Content stored before this section existed parses with its texts and empty lists.
  .default({
    ...trustPage,
    brands: { ...trustPage.brands, items: [] },
    clients: { ...trustPage.clients, items: [] },
  });

export type TrustContent = z.infer<typeof trustSchema>;
export type Partner = z.infer<typeof partnerSchema>;
