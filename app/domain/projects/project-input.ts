import { z } from "zod";
import { booleanFlag, imageUrl, optionalText, requiredText } from "../schemas/fields.ts";
import { MAX_PROJECT_IMAGES } from "./project-limits.ts";

/** A public address: lower-case words joined by hyphens, as slugify() makes them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A project (case study) as the admin form and the API send it. One schema for
 * the form, the API and the OpenAPI document; the server owns id and timestamps. A blank
 * slug is made from the title.
 */
export const projectInput = z.object({
  title: requiredText({ max: 160, message: "Title is required", label: "Title" }),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(80, { error: "Address must be at most 80 characters" })
    .refine((value) => value === "" || SLUG_PATTERN.test(value), {
      error: "Use lower-case letters, digits and hyphens, e.g. pump-skid-for-dahej",
    })
    .optional()
    .transform((value) => value ?? ""),
  clientIndustry: requiredText({
    max: 120,
    message: "Client industry is required",
    label: "Client industry",
  }),
  location: requiredText({ max: 120, message: "Location is required", label: "Location" }),
  year: z.coerce
    .number({ error: "Enter the year the project was completed" })
    .int({ error: "Enter the year the project was completed" })
    .min(1950, { error: "Enter a year after 1950" })
    .max(2100, { error: "Enter a year before 2100" }),
  summary: requiredText({ max: 400, message: "Summary is required", label: "Summary" }),
  body: requiredText({ max: 8000, message: "Describe what was done", label: "What was done" }),
  outcome: optionalText({ max: 1000, label: "Outcome" }).transform((value) => value ?? ""),
  images: z
    .array(z.string().trim(), { error: "Images must be a list of URLs" })
    .max(MAX_PROJECT_IMAGES, { error: `At most ${MAX_PROJECT_IMAGES} images` })
    .optional()
    .transform((list) => (list ?? []).filter((url) => url.length > 0))
    .pipe(z.array(imageUrl("Image URL is required"))),
  published: booleanFlag,
  sortOrder: z.coerce
    .number({ error: "Enter a whole number" })
    .int({ error: "Enter a whole number" })
    .min(-10_000)
    .max(10_000)
    .optional()
    .transform((value) => value ?? 0),
});

export type ProjectInput = z.infer<typeof projectInput>;
export type ProjectInputDraft = z.input<typeof projectInput>;

export interface Project {
  id: string;
  slug: string;
  title: string;
  clientIndustry: string;
  location: string;
  year: number;
  summary: string;
  body: string;
  outcome: string;
  images: string[];
  published: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** Response shape for the OpenAPI document. */
export const projectRecord = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    clientIndustry: z.string(),
    location: z.string(),
    year: z.number().int(),
    summary: z.string(),
    body: z.string().meta({ description: "What was done: paragraphs separated by blank lines" }),
    outcome: z.string(),
    images: z.array(z.string()),
    published: z.boolean(),
    sortOrder: z.number().int(),
    createdAt: z.string().meta({ format: "date-time" }),
    updatedAt: z.string().meta({ format: "date-time" }),
  })
  .meta({ id: "Project" });
