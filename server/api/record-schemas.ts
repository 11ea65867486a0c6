import { z } from "zod";
import { recordDate as isoDate } from "../../app/domain/enquiries/record-fields.ts";

/**
 * Response shapes, for the OpenAPI document only (the types live in app/domain/schemas/records.ts;
 * each kind of enquiry's is in its definition, app/domain/enquiries/).
 */

/** docs/decisions/081: one item of a category; blank strings and empty lists when not set. */
export const catalogueItemRecord = z
  .object({
    id: z.string(),
    slug: z.string().meta({ description: "Unique within its category: /products/{id}/{slug}" }),
    name: z.string(),
    make: z.string(),
    model: z.string(),
    summary: z.string(),
    specs: z.array(z.object({ name: z.string(), value: z.string() })),
    images: z.array(z.string()),
    datasheets: z.array(z.object({ url: z.string(), name: z.string() })),
    unit: z.string(),
    moq: z.string(),
    leadTime: z.string(),
    hsn: z.string(),
  })
  .meta({ id: "CatalogueItem" });

export const catalogueItemWithProductRecord = catalogueItemRecord
  .extend({ productId: z.string(), productTitle: z.string() })
  .meta({ id: "CatalogueItemWithProduct" });

export const productRecord = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z
      .string()
      .meta({ description: "Sub-product names joined with a comma and a space" }),
    imageUrl: z.string(),
    category: z.string(),
    isNew: z.boolean(),
    images: z.array(z.string()),
    subproductImages: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Each item's first picture by item name" }),
    items: z
      .array(catalogueItemRecord)
      .optional()
      .meta({ description: "The items in order; in every answer but the list's" }),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: "Product" });

export const successRecord = z.object({ success: z.literal(true) }).meta({ id: "Success" });

export const authRecord = z
  .object({
    success: z.boolean(),
    authenticated: z.boolean(),
    message: z.string().optional(),
    /** The password was right; the sign-in completes at POST /api/admin/login/second-factor. */
    twoFactorRequired: z.boolean().optional(),
  })
  .meta({ id: "AuthState" });

export const problemRecord = z
  .object({
    type: z.string().optional(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: "Problem", description: "RFC 9457 problem details" });
