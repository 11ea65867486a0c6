/**
 * Reply templates (issue 14). Placeholders in braces are filled from the lead: {name},
 * {product} (the product, service or subject asked about), {company} and {sender}.
 */
export interface ReplyTemplate {
  id: string;
  label: string;
  subject: string;
  body: string;
}

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
    id: "details",
    label: "Ask for more details",
    subject: "A few questions about {product}",
    body: "Dear {name},\n\nThank you for contacting {company}. To prepare the right offer for {product}, could you tell us the quantity, the required delivery date and the site location?\n\nKind regards,\n{sender}\n{company}",
  },
];

/** Replaces each known {placeholder}; unknown ones stay visible so the writer notices them. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
