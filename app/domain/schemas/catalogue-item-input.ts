import { z } from "zod";
import { parseDocumentUrl } from "../media/document-rules.ts";
import { ITEM_LIMITS } from "./catalogue-item-limits.ts";
import { hasNoNul, imageUrl, NUL_MESSAGE, requiredText } from "./fields.ts";

/**
 * One catalogue item as the admin form and the API send it (docs/decisions/081). Only the
 * name is required; every other text is trimmed and blank when left out, every list empty.
 */

/** A trimmed text that may be blank or absent (then ""). */
function blankableText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(hasNoNul, { error: NUL_MESSAGE })
    .nullish()
    .transform((value) => value ?? "");
}

/** Lowercase letters, digits and single hyphens: the last part of the item's address. */
export const ITEM_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const specRow = z.object({
  name: requiredText({
    max: ITEM_LIMITS.specName,
    message: "Specification name is required",
    label: "Specification name",
  }),
  value: requiredText({
    max: ITEM_LIMITS.specValue,
    message: "Specification value is required",
    label: "Specification value",
  }),
});

/**
 * A datasheet is a PDF of the media library (docs/decisions/084): its URL is a document's
 * download path. That the document exists is checked when the items are saved.
 */
const datasheet = z.object({
  url: z
    .string({ error: "Datasheet URL is required" })
    .trim()
    .min(1, { error: "Datasheet URL is required" })
    .max(2048, { error: "Datasheet URL must be at most 2048 characters" })
    .refine((url) => parseDocumentUrl(url) !== null, {
      error: "Choose a PDF from the media library",
    }),
  name: blankableText(ITEM_LIMITS.datasheetName, "Datasheet name"),
});

export const catalogueItemInput = z.object({
  /** Identifies an item already stored in this category; anything else starts a new one. */
  id: z.string().trim().max(100).nullish(),
  slug: z
    .string()
    .trim()
    .max(ITEM_LIMITS.slug, { error: `Address must be at most ${ITEM_LIMITS.slug} characters` })
    .refine((value) => value === "" || ITEM_SLUG_PATTERN.test(value), {
      error: "Use lowercase letters, digits and hyphens",
    })
    .nullish()
    .transform((value) => value ?? ""),
  name: requiredText({
    max: ITEM_LIMITS.name,
    message: "Item name is required",
    label: "Item name",
  }),
  make: blankableText(ITEM_LIMITS.make, "Make"),
  model: blankableText(ITEM_LIMITS.model, "Model"),
  summary: blankableText(ITEM_LIMITS.summary, "Summary"),
  specs: z
    .array(specRow, { error: "Specifications must be a list of { name, value }" })
    .max(ITEM_LIMITS.specs, { error: `At most ${ITEM_LIMITS.specs} specification rows` })
    .nullish()
    .transform((rows) => rows ?? []),
  images: z
    .array(z.string().trim(), { error: "Images must be a list of URLs" })
    .max(ITEM_LIMITS.images, { error: `At most ${ITEM_LIMITS.images} images` })
    .nullish()
    .transform((list) => [...new Set((list ?? []).filter((url) => url.length > 0))])
    .pipe(z.array(imageUrl("Image URL is required"))),
  datasheets: z
    .array(datasheet, { error: "Datasheets must be a list of { url, name }" })
    .max(ITEM_LIMITS.datasheets, { error: `At most ${ITEM_LIMITS.datasheets} datasheets` })
    .nullish()
    .transform((list) => list ?? []),
  unit: blankableText(ITEM_LIMITS.unit, "Unit"),
  moq: blankableText(ITEM_LIMITS.moq, "MOQ"),
  leadTime: blankableText(ITEM_LIMITS.leadTime, "Lead time"),
  hsn: z
    .string({ error: "HSN code must be text" })
    .trim()
    .refine((value) => value === "" || /^\d{4,8}$/.test(value), {
      error: "HSN code must be 4 to 8 digits",
    })
    .nullish()
    .transform((value) => value ?? ""),
});
export type CatalogueItemInput = z.infer<typeof catalogueItemInput>;
export type CatalogueItemDraft = z.input<typeof catalogueItemInput>;

/** The items of one category: an address given by hand must be unique among them. */
export const catalogueItemsInput = z
  .array(catalogueItemInput, { error: "Items must be a list" })
  .max(ITEM_LIMITS.items, { error: `At most ${ITEM_LIMITS.items} items` })
  .superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (!item.slug) return;
      if (seen.has(item.slug))
        context.addIssue({
          code: "custom",
          path: [index, "slug"],
          message: "Another item of this category has this address",
        });
      seen.add(item.slug);
    });
  });
