import type { Selectable } from "kysely";
import { z } from "zod";
import type { QuoteRequestsTable } from "../../db/schema.ts";
import { quoteAttachmentRule } from "../quotes/quote-attachment-store.ts";
import { linesText, type QuoteLine } from "../quotes/quote-lines.ts";
import { numberQuoteRequests } from "../quotes/quote-numbering.ts";
import { quoteRequestInput } from "../schemas/quote-request-input.ts";
import type { QuoteRequest } from "../schemas/records.ts";
import { defineInbox } from "./define-inbox.ts";
import { senderFields } from "./mail-fields.ts";
import { enquiryOf, enquiryRecordSchema } from "./record-fields.ts";

/** The API's record, for the OpenAPI document. */
const quoteRequestRecord = enquiryRecordSchema(
  "QuoteRequest",
  {
    subject: z.string(),
    company: z.string().optional(),
    gstin: z.string().optional(),
    location: z.string().optional(),
    requiredBy: z.string().optional().meta({ format: "date" }),
    message: z.string().optional(),
    items: z.array(
      z.object({
        productId: z.string(),
        itemSlug: z.string().optional(),
        name: z.string(),
        quantity: z.number(),
        unit: z.string().optional(),
      }),
    ),
    attachment: z
      .object({ name: z.string(), url: z.string(), type: z.string(), size: z.number().int() })
      .optional()
      .meta({ description: "The attached file; its URL opens for owner and sales only" }),
  },
  { reference: z.string().meta({ description: "Q-{year}-{number}, e.g. Q-2026-00042" }) },
);

/** The address of a request's attachment: the lead's, for the roles that work leads. */
export function attachmentUrl(id: string): string {
  return `/api/admin/leads/quote-requests/${encodeURIComponent(id)}/attachment`;
}

/** Quote requests: the quote list's form at /quote (docs/decisions/083). */
export const quoteRequests = defineInbox({
  table: "quote_requests",
  storedAs: { audit: "quote-request", outbox: "quote-request" },
  record: quoteRequestRecord,
  input: quoteRequestInput,
  toValues: (input, _db, file) => ({
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company ?? null,
    gstin: input.gstin ?? null,
    location: input.location ?? null,
    required_by: input.requiredBy ?? null,
    message: input.message ?? null,
    items: JSON.stringify(
      input.items.map((line) => ({
        productId: line.productId,
        ...(line.itemSlug ? { itemSlug: line.itemSlug } : {}),
        name: line.name,
        quantity: line.quantity,
        ...(line.unit ? { unit: line.unit } : {}),
      })),
    ),
    attachment_name: file?.name ?? null,
    attachment_type: file?.type ?? null,
    attachment_size: file?.size ?? null,
  }),
  complete: numberQuoteRequests,
  attachment: quoteAttachmentRule,
  toRecord: toQuoteRequest,
  searchColumns: [
    "name",
    "email",
    "phone",
    "reference",
    "company",
    "gstin",
    "location",
    "message",
    "items",
  ],
  subjectColumn: "subject",
  api: { tag: "Quote requests", noun: "quote request" },
  mail: {
    noun: "quote request",
    topic: (record) => record.subject,
    reference: (record) => record.reference,
    fields: (record) => [
      { label: "Reference", value: record.reference },
      ...senderFields(record),
      { label: "Company", value: record.company },
      { label: "GSTIN", value: record.gstin },
      { label: "Delivery location", value: record.location },
      { label: "Required by", value: record.requiredBy },
      { label: `Items (${record.items.length})`, value: linesText(record.items), long: true },
      { label: "Message", value: record.message, long: true },
      {
        label: "Attachment",
        value: record.attachment
          ? `${record.attachment.name} (${Math.max(1, Math.round(record.attachment.size / 1024))} KB)`
          : undefined,
      },
    ],
  },
});

function toQuoteRequest(row: Selectable<QuoteRequestsTable>): QuoteRequest {
  const items = JSON.parse(row.items) as QuoteLine[];
  return enquiryOf(
    row,
    {
      subject: row.subject,
      ...(row.company ? { company: row.company } : {}),
      ...(row.gstin ? { gstin: row.gstin } : {}),
      ...(row.location ? { location: row.location } : {}),
      ...(row.required_by ? { requiredBy: row.required_by } : {}),
      ...(row.message ? { message: row.message } : {}),
      items,
      ...(row.attachment_name && row.attachment_type
        ? {
            attachment: {
              name: row.attachment_name,
              url: attachmentUrl(row.id),
              type: row.attachment_type,
              size: Number(row.attachment_size ?? 0),
            },
          }
        : {}),
    },
    { reference: row.reference },
  );
}
