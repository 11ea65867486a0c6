import { z } from "zod";
import { INBOX_STATUSES } from "../../app/domain/schemas/list-query.ts";

/** Response shapes, for the OpenAPI document only (the types live in app/domain/schemas/records.ts). */
const status = z.enum(INBOX_STATUSES);
const isoDate = z
  .string()
  .meta({ format: "date-time", description: "Set by the server (ISO 8601, UTC)" });

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

export const productInquiryRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    productRequirement: z.string(),
    additionalInfo: z.string().optional(),
    productId: z.string().optional(),
    productTitle: z
      .string()
      .optional()
      .meta({ description: "The product's title when the inquiry was sent" }),
    subproductName: z.string().optional(),
    subject: z.string(),
    message: z.string(),
    status,
    date: isoDate,
  })
  .meta({ id: "ProductInquiry" });

export const serviceInquiryRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    serviceName: z.string(),
    serviceDetails: z.string(),
    message: z.string().optional(),
    status,
    date: isoDate,
  })
  .meta({ id: "ServiceInquiry" });

export const contactRecord = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string(),
    message: z.string(),
    status,
    date: isoDate,
  })
  .meta({ id: "ContactSubmission" });

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
