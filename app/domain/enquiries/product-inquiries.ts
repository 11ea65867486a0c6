import type { Selectable } from "kysely";
import { z } from "zod";
import type { ProductInquiriesTable } from "../../db/schema.ts";
import { productInquiryInput } from "../schemas/inquiry-inputs.ts";
import type { ProductInquiry } from "../schemas/records.ts";
import { defineInbox } from "./define-inbox.ts";
import { senderFields } from "./mail-fields.ts";
import { enquiryOf, enquiryRecordSchema } from "./record-fields.ts";

/** The API's record, for the OpenAPI document. */
const productInquiryRecord = enquiryRecordSchema("ProductInquiry", {
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
});

/** Product inquiries: from a category page, about a product or in general. */
export const productInquiries = defineInbox({
  table: "product_inquiries",
  storedAs: { audit: "inquiry", outbox: "product-inquiry" },
  record: productInquiryRecord,
  input: productInquiryInput,
  // The product's title is stored with the inquiry (docs/product.md, the back office).
  async toValues(input, db) {
    const product = input.productId
      ? await db
          .selectFrom("products")
          .select("title")
          .where("id", "=", input.productId)
          .executeTakeFirst()
      : undefined;
    const productTitle = product?.title ?? null;
    return {
      name: input.name,
      email: input.email,
      phone: input.phone,
      product_requirement: input.productRequirement,
      additional_info: input.additionalInfo ?? null,
      product_id: input.productId ?? null,
      product_title: productTitle,
      subproduct_name: input.subproductName ?? null,
      subject: inquirySubject(
        input.productId ? (productTitle ?? "Unknown Product") : null,
        input.subproductName,
      ),
      message: [input.productRequirement, input.additionalInfo].filter(Boolean).join("\n\n"),
    };
  },
  toRecord: toProductInquiry,
  searchColumns: [
    "name",
    "email",
    "phone",
    "subject",
    "message",
    "subproduct_name",
    "product_title",
  ],
  subjectColumn: "subject",
  api: { tag: "Product inquiries", noun: "product inquiry" },
  mail: {
    noun: "product inquiry",
    topic: (record) => record.subject,
    fields: (record) => [
      {
        label: "Product",
        value: record.productTitle ?? (record.productId ? "Unknown Product" : "General Inquiry"),
      },
      { label: "Sub-product", value: record.subproductName },
      ...senderFields(record),
      { label: "Requirement", value: record.productRequirement, long: true },
      { label: "Additional information", value: record.additionalInfo, long: true },
    ],
  },
});

/** "Inquiry about {product title}" with the sub-product when given, or "General Inquiry". */
export function inquirySubject(productTitle: string | null, subproductName?: string): string {
  if (!productTitle) return "General Inquiry";
  return subproductName
    ? `Inquiry about ${productTitle}: ${subproductName}`
    : `Inquiry about ${productTitle}`;
}

function toProductInquiry(row: Selectable<ProductInquiriesTable>): ProductInquiry {
  return enquiryOf(row, {
    productRequirement: row.product_requirement,
    ...(row.additional_info ? { additionalInfo: row.additional_info } : {}),
    ...(row.product_id ? { productId: row.product_id } : {}),
    ...(row.product_title ? { productTitle: row.product_title } : {}),
    ...(row.subproduct_name ? { subproductName: row.subproduct_name } : {}),
    subject: row.subject,
    message: row.message,
  });
}
