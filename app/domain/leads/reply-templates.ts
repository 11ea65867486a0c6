import { z } from "zod";
import { nonBlankText } from "../schemas/fields.ts";

/** A reply's subject line, in a template and in the reply sent from it. */
export const replySubject = nonBlankText(
  "Subject is required",
  200,
  "Keep the subject under 200 characters",
);

/**
 * Reply templates, edited by the owner. Placeholders in braces are filled from the
 * lead: {name}, {product} (the product, service or subject asked about), {company}, {sender},
 * and for a quote request {reference} and {items}, its lines (docs/decisions/083).
 */
export const replyTemplate = z.object({
  id: z.string().trim().min(1).max(60),
  label: nonBlankText("Name the template", 80, "Keep the name under 80 characters"),
  subject: replySubject,
  body: nonBlankText("Message is required", 5000, "Keep the message under 5,000 characters"),
});
export type ReplyTemplate = z.infer<typeof replyTemplate>;

export const replyTemplatesInput = z
  .object({ templates: z.array(replyTemplate).max(20, "At most 20 templates") })
  .meta({ id: "ReplyTemplates" });

/** The templates a new installation starts with. */
export const REPLY_TEMPLATES: ReplyTemplate[] = [
  {
    id: "thanks",
    label: "Thank you, we will call",
    subject: "Your inquiry about {product}",
    body: "Dear {name},\n\nThank you for your inquiry about {product}. One of our engineers will call you within one working day to understand your requirement.\n\nKind regards,\n{sender}\n{company}",
  },
  {
    id: "quotation",
    label: "Quotation attached / follows",
    subject: "Quotation: {product}",
    body: "Dear {name},\n\nThank you for your interest in {product}. Please find our quotation below.\n\nPrice: \nDelivery: \nValidity: 30 days\n\nDo let us know if you have any questions.\n\nKind regards,\n{sender}\n{company}",
  },
  {
    id: "quote-request",
    label: "Quotation for a quote request",
    subject: "Quotation {reference}",
    body: "Dear {name},\n\nThank you for your quote request {reference}. Our prices for the items you asked for:\n\n{items}\n\nPrices are per unit, GST extra. Delivery: \nValidity: 30 days\n\nKind regards,\n{sender}\n{company}",
  },
  {
    id: "details",
    label: "Ask for more details",
    subject: "A few questions about {product}",
    body: "Dear {name},\n\nThank you for contacting {company}. To prepare the right offer for {product}, could you tell us the quantity, the required delivery date and the site location?\n\nKind regards,\n{sender}\n{company}",
  },
];
