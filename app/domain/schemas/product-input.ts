import { z } from "zod";
import { catalogueItemsInput } from "./catalogue-item-input.ts";
import { booleanFlag, imageUrl, requiredText } from "./fields.ts";

/**
 * A product (category) as the admin form and the API send it. `id`/`_id` and
 * timestamps are ignored: the server owns them.
 */
export const productInput = z.object({
  title: requiredText({ max: 200, message: "Product Name is required", label: "Product Name" }),
  category: requiredText({ max: 100, message: "Category is required", label: "Category" }),
  description: z
    .string()
    // Room for the names of a full list of items (docs/decisions/081), sent back as read.
    .max(20_000, { error: "Description must be at most 20000 characters" })
    .optional()
    .transform((value) => value ?? ""),
  imageUrl: imageUrl("Main Image URL is required"),
  isNew: booleanFlag,
  images: z
    .array(z.string().trim(), { error: "Images must be a list of URLs" })
    .max(20, { error: "At most 20 images" })
    .optional()
    .transform((list) => (list ?? []).filter((url) => url.length > 0))
    .pipe(z.array(imageUrl("Image URL is required"))),
  subproductImages: z
    .record(z.string().trim().min(1).max(200), imageUrl("Image URL is required"), {
      error: "Sub-product images must map names to URLs",
    })
    .nullish()
    .transform((map) => (map && Object.keys(map).length > 0 ? map : undefined)),
  /** When sent, the category's items (docs/decisions/081); `description` is then ignored. */
  items: catalogueItemsInput.optional(),
});
export type ProductInput = z.infer<typeof productInput>;
export type ProductInputDraft = z.input<typeof productInput>;
