import { z } from "zod";
import { company } from "../../content/company.ts";
import { emailAddress, hasNoNul, NUL_MESSAGE } from "../schemas/fields.ts";
import { isImageUrl } from "../schemas/image-url.ts";
import { storedMapSchema } from "./map-schema.ts";
import { isIndianPhone, PHONE_MESSAGE } from "./phone.ts";

/**
 * The company's own facts, edited in the back office. The fields the
 * API contract names are `name`, `address`, `phones:
 * [{ label, number }]`, `emails: [{ label, address }]` and an optional `whatsapp`.
 */

export function text(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(hasNoNul, { error: NUL_MESSAGE });
}

export function optional(label: string, max = 200) {
  return z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(hasNoNul, { error: NUL_MESSAGE })
    .default("");
}

/** An image: a path the site serves (/media/…, /images/…) or an absolute http(s) URL, as for products. */
export function image(label: string, required = true) {
  const base = z
    .string()
    .trim()
    .max(2048, { error: `${label} must be at most 2048 characters` })
    .refine((value) => (value === "" ? !required : isImageUrl(value)), {
      error: "Enter an absolute http(s) URL or a path starting with /",
    });
  return required ? base : base.default("");
}

export function webUrl(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .max(2048, { error: `${label} must be at most 2048 characters` })
    .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value) && URL.canParse(value), {
      error: "Enter a full web address starting with https://",
    });
}

export function phoneNumber(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .max(30, { error: PHONE_MESSAGE })
    .refine(isIndianPhone, { error: PHONE_MESSAGE });
}

/** GSTIN: state code, PAN, entity number, 'Z', check character (15 characters). */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_MESSAGE =
  "A GSTIN has 15 characters: 2-digit state code, 10-character PAN, entity number, Z, check character (e.g. 24AAACV1234F1Z5)";

const labelled = (what: string) => text(`${what} label`, 60);

export const companySchema = z.object({
  name: text("Company name", 120),
  legalName: text("Registered name", 160),
  shortName: text("Short name", 40),
  tagline: text("Tagline", 160),
  logoUrl: image("Logo", false),
  /**
   * The logo the navy header and footer show when set: a light version of the logo
   * (docs/decisions/091). Empty: they show the logo above.
   */
  lightLogoUrl: image("Logo for dark backgrounds", false),
  foundedYear: z.coerce
    .number({ error: "Enter the founding year" })
    .int({ error: "Enter the founding year" })
    .min(1800, { error: "Enter a year after 1800" })
    .max(2100, { error: "Enter a year before 2100" }),
  address: z.object({
    line1: text("Address line 1", 160),
    line2: optional("Address line 2", 160),
    city: text("City", 80),
    state: text("State", 80),
    postalCode: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{5}$/, { error: "A PIN code has 6 digits" }),
    country: text("Country", 80),
  }),
  /** Stored as a choice and a link; content saved before reads as one (./map-schema.ts). */
  map: storedMapSchema,
  phones: z
    .array(z.object({ label: labelled("Phone"), number: phoneNumber("Phone number") }))
    .min(1, { error: "Add at least one phone number" })
    .max(10),
  emails: z
    .array(
      z.object({
        label: labelled("E-mail"),
        address: emailAddress("Enter a valid e-mail address"),
      }),
    )
    .min(1, { error: "Add at least one e-mail address" })
    .max(10),
  whatsapp: z
    .string()
    .trim()
    .max(30)
    .refine((value) => value === "" || isIndianPhone(value), { error: PHONE_MESSAGE })
    .default(""),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === "" || GSTIN_PATTERN.test(value), { error: GSTIN_MESSAGE })
    .default(""),
  registrations: z
    .array(z.object({ label: labelled("Registration"), value: text("Registration number", 80) }))
    .max(10)
    .default([]),
  certifications: z.array(text("Certification", 160)).max(20).default([]),
  businessHours: text("Business hours", 160),
  social: z
    .array(z.object({ label: labelled("Profile"), url: webUrl("Profile URL") }))
    .max(10)
    .default([]),
  seoImageUrl: image("Default sharing image", false),
  /**
   * The person who answers questions and complaints about personal data, named with their
   * e-mail address in the privacy notice (India's DPDP Act, 2023; docs/decisions/090). Content
   * saved before the field existed reads the seed's.
   */
  grievanceOfficer: z
    .object({
      name: text("Grievance officer's name", 120),
      email: emailAddress("Enter the grievance officer's e-mail address"),
    })
    .default({ ...company.grievanceOfficer }),
});

export type CompanyContent = z.infer<typeof companySchema>;
