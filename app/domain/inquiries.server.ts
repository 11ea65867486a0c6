import type { Kysely, Selectable } from "kysely";
import type { Database, InboxStatus, ProductInquiriesTable } from "../db/schema.ts";
import { toIsoString } from "../db/values.ts";
import { createInboxStore, type InboxStoreOptions } from "./inbox-store.server.ts";
import type { ProductInquiryInput } from "./schemas/inquiry-inputs.ts";
import type { ListQuery } from "./schemas/list-query.ts";
import type { ProductInquiry } from "./schemas/records.ts";
import type { Admission, SubmissionWriter } from "./submission-writer.server.ts";

/** The product inquiries' inbox (issue 2). */
export const productInquiryInbox = {
  auditKind: "inquiry",
  table: "product_inquiries",
  searchColumns: ["name", "email", "subject", "message", "subproduct_name", "product_title"],
  toRecord: toProductInquiry,
} satisfies InboxStoreOptions<"product_inquiries", ProductInquiry>;

/** Product inquiries. The product's title is stored with the inquiry (DECISIONS.md section 2). */
export function createProductInquiryService(db: Kysely<Database>, writer: SubmissionWriter) {
  const store = createInboxStore(db, productInquiryInbox);

  return {
    async create(
      input: ProductInquiryInput,
      status: InboxStatus = "new",
      admission?: Admission,
    ): Promise<ProductInquiry> {
      const product = input.productId
        ? await db
            .selectFrom("products")
            .select("title")
            .where("id", "=", input.productId)
            .executeTakeFirst()
        : undefined;
      const productTitle = product?.title ?? null;
      return writer.submit(
        "product-inquiry",
        {
          values: {
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
          },
          status,
        },
        admission,
      );
    },
    list: (query?: ListQuery) => store.list(query),
    get: store.get,
    setStatus: store.setStatus,
    remove: store.remove,
  };
}

export type ProductInquiryService = ReturnType<typeof createProductInquiryService>;

/** "Inquiry about {product title}" with the sub-product when given, or "General Inquiry". */
export function inquirySubject(productTitle: string | null, subproductName?: string): string {
  if (!productTitle) return "General Inquiry";
  return subproductName
    ? `Inquiry about ${productTitle}: ${subproductName}`
    : `Inquiry about ${productTitle}`;
}

function toProductInquiry(row: Selectable<ProductInquiriesTable>): ProductInquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    productRequirement: row.product_requirement,
    ...(row.additional_info ? { additionalInfo: row.additional_info } : {}),
    ...(row.product_id ? { productId: row.product_id } : {}),
    ...(row.product_title ? { productTitle: row.product_title } : {}),
    ...(row.subproduct_name ? { subproductName: row.subproduct_name } : {}),
    subject: row.subject,
    message: row.message,
    status: row.status,
    date: toIsoString(row.created_at),
  };
}
