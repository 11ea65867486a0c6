import { z } from "zod";
import type { AttachmentRule } from "../enquiries/define-inbox.ts";
import {
  ATTACHMENT_KINDS_TEXT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  attachmentFileName,
  type AttachmentType,
} from "./quote-attachment.ts";
import { sniffAttachment } from "./sniff-attachment.ts";

function isAttachmentType(type: string): type is AttachmentType {
  return Object.hasOwn(ATTACHMENT_TYPES, type);
}

const text = (description: string) => z.string().optional().meta({ description });

/** `POST /api/quote-requests` as a form: the JSON body's fields as text, and the file. */
const quoteRequestForm = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: text("The buyer's company"),
    gstin: text("The buyer's GSTIN"),
    location: text("Delivery location"),
    requiredBy: text("YYYY-MM-DD, today or later"),
    message: text("Anything else"),
    items: z.string().meta({
      description: "The lines as JSON text: [{ productId, itemSlug?, name, quantity, unit? }]",
    }),
    attachment: z.string().optional().meta({
      format: "binary",
      description: "A PDF, PNG, JPEG or XLSX file of at most 10 MB, judged by its bytes",
    }),
  })
  .meta({ id: "QuoteRequestForm" });

/**
 * A quote request's one file (docs/decisions/083): sniffed, at most 10 MB, its bytes in
 * `quote_request_attachments` (deleted with the request), its name, type and size on the row.
 */
export const quoteAttachmentRule: AttachmentRule = {
  field: "attachment",
  form: { fields: quoteRequestForm, jsonFields: ["items"] },
  maxBytes: ATTACHMENT_MAX_BYTES,
  sniff: sniffAttachment,
  accepted: ATTACHMENT_KINDS_TEXT,
  fileName: (name, type) => (isAttachmentType(type) ? attachmentFileName(name, type) : name),
  async store(trx, id, bytes) {
    await trx
      .insertInto("quote_request_attachments")
      .values({ quote_request_id: id, bytes })
      .execute();
  },
  async load(db, id) {
    const row = await db
      .selectFrom("quote_requests as request")
      .innerJoin("quote_request_attachments as file", "file.quote_request_id", "request.id")
      .select(["request.attachment_name", "request.attachment_type", "file.bytes"])
      .where("request.id", "=", id)
      .executeTakeFirst();
    if (!row?.attachment_name || !row.attachment_type) return null;
    return {
      name: row.attachment_name,
      type: row.attachment_type,
      size: row.bytes.byteLength,
      bytes: row.bytes,
    };
  },
};
