import { z } from "zod";
import { contactPage } from "../../content/pages/contact.ts";
import { image, optional, text } from "./company-schema.ts";
import { SERVICE_SLUGS, type ServiceSlug } from "./service-slugs.ts";

/**
 * One schema per public page: the admin form, the API and the
 * renderer all read page copy through these, so a saved page always renders.
 */

const link = z
  .string()
  .trim()
  .max(300)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\//.test(value), {
    error: "Use a site path such as /contact or a full https:// address",
  });

const cta = z.object({ text: text("Button text", 60), link });
const paragraph = (label: string) => text(label, 1200);
/** A lucide-react icon name; unknown names fall back to a neutral icon (content-icon.tsx). */
const icon = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Za-z0-9]{1,40}$/, { error: "Use an icon name such as Cog or ShieldCheck" });

export const metaSchema = z.object({
  title: text("SEO title", 70),
  description: text("SEO description", 160),
});

export const heroSchema = z.object({
  title: text("Hero title", 120),
  subtitle: text("Hero subtitle", 200),
  description: optional("Hero text", 500),
  imageUrl: image("Hero image"),
  imageAlt: text("Image description", 200),
});

const heroWithCtas = heroSchema.extend({ primaryCTA: cta, secondaryCTA: cta });
const closing = z.object({ heading: text("Heading", 120), text: paragraph("Text"), cta });
const sectionIntro = z.object({ heading: text("Heading", 120), intro: paragraph("Introduction") });
const iconCard = z.object({
  title: text("Title", 120),
  description: paragraph("Description"),
  icon,
});

export const homeSchema = z.object({
  meta: metaSchema,
  hero: heroWithCtas,
  servicesSection: sectionIntro,
  serviceCards: z.array(iconCard.extend({ link })).min(1).max(8),
  excellence: z.object({
    heading: text("Heading", 120),
    paragraphs: z.array(paragraph("Paragraph")).min(1).max(6),
    highlights: z.array(text("Highlight", 200)).max(10),
    primaryCTA: cta,
    secondaryCTA: cta,
  }),
  closing,
});

export const aboutSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  vision: z.object({
    heading: text("Heading", 120),
    paragraphs: z.array(paragraph("Paragraph")).min(1).max(6),
    primaryCTA: cta,
    secondaryCTA: cta,
  }),
  mission: sectionIntro.extend({ cards: z.array(iconCard).min(1).max(8) }),
  values: sectionIntro.extend({ items: z.array(iconCard).min(1).max(8) }),
  industries: sectionIntro.extend({
    items: z
      .array(z.object({ name: text("Industry", 80), icon }))
      .min(1)
      .max(20),
  }),
  closing,
});

/** A service page's copy; its slug, path and short name are fixed by the route table. */
export const servicePageSchema = z.object({
  pageTitle: text("Page title", 120),
  summary: text("Card summary", 400),
  heroSubtitle: text("Hero subtitle", 200),
  heroImageUrl: image("Hero image"),
  heroImageAlt: text("Image description", 200),
  description: z.array(paragraph("Paragraph")).min(1).max(4),
  capabilities: z.array(text("Capability", 200)).min(1).max(20),
  icon,
  seoDescription: text("SEO description", 160),
  productGroups: z.array(text("Product group", 120)).max(30).default([]),
  solutions: z.array(iconCard).max(10).default([]),
});

export const servicesSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  section: sectionIntro,
  learnMoreButton: text("Learn more button", 40),
  closing,
  pageClosing: closing,
  pages: z.object(
    Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, servicePageSchema])) as Record<
      ServiceSlug,
      typeof servicePageSchema
    >,
  ),
});

export const contactSchema = z.object({
  meta: metaSchema,
  hero: heroSchema,
  info: sectionIntro,
  form: z.object({ heading: text("Form heading", 120), intro: paragraph("Form introduction") }),
  map: z.object({
    heading: text("Map heading", 120),
    /** Shown until the visitor asks for the map (docs/decisions/090); older content reads the seed's. */
    requestText: paragraph("Map notice").default(contactPage.map.requestText),
    fallbackText: paragraph("Map fallback"),
  }),
});

export const testimonialSchema = z.object({
  quote: text("Quote", 1000),
  author: text("Name", 120),
  role: optional("Role", 120),
  company: optional("Company", 160),
  /** Hidden testimonials stay in the list for later but are not shown. */
  hidden: z.boolean().default(false),
});

export const testimonialsSchema = z.object({
  heading: text("Heading", 120),
  intro: paragraph("Introduction"),
  items: z.array(testimonialSchema).max(30),
});

export const footerSchema = z.object({ blurb: text("Footer text", 500) });

export type HomeContent = z.infer<typeof homeSchema>;
export type ServicesContent = z.infer<typeof servicesSchema>;
export type ServicePageContent = z.infer<typeof servicePageSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
