import type { LeadDetail } from "~/domain/leads/lead-types";
import { linesSummary, linesText } from "~/domain/quotes/quote-lines";
import type { QuoteRequest } from "~/domain/schemas/records";
import { DateTime } from "../date-time";
import { DetailList } from "../inbox/detail-list";
import { emailDetail, phoneDetail } from "../inbox/inbox-fields";
import { quoteRequestDetails } from "../quotes/quote-request-fields";

/** The lead as the quote request it is, or null for the other kinds. */
function asQuoteRequest(lead: LeadDetail): QuoteRequest | null {
  return lead.kind === "quote-requests" && "reference" in lead ? lead : null;
}

/** Every field the visitor sent, by kind. */
export function LeadFields({ lead }: { lead: LeadDetail }) {
  const r = lead as unknown as Record<string, string | undefined>;
  const quote = asQuoteRequest(lead);
  const common = [
    { label: "Received:", value: <DateTime iso={lead.date} /> },
    emailDetail(lead.email),
    phoneDetail(lead.phone),
  ];
  const own =
    lead.kind === "inquiries"
      ? [
          {
            label: "Product:",
            value: r.productId ? (r.productTitle ?? "Unknown Product") : "General Inquiry",
          },
          r.subproductName ? { label: "Sub-product:", value: r.subproductName } : null,
          { label: "Requirement:", value: r.productRequirement ?? "", block: true },
          r.additionalInfo
            ? { label: "Additional information:", value: r.additionalInfo, block: true }
            : null,
        ]
      : quote
        ? quoteRequestDetails(quote)
        : lead.kind === "service-inquiries"
          ? [
              { label: "Service:", value: r.serviceName ?? "" },
              { label: "Service details:", value: r.serviceDetails ?? "", block: true },
              r.message ? { label: "Message:", value: r.message, block: true } : null,
            ]
          : [
              { label: "Subject:", value: r.subject ?? "" },
              { label: "Message:", value: r.message ?? "", block: true },
            ];
  return <DetailList items={[...common, ...own]} />;
}

/** What the lead asked about: the product, service or subject (the templates' {product}). */
export function leadTopic(lead: LeadDetail): string {
  const r = lead as unknown as Record<string, string | undefined>;
  if (lead.kind === "inquiries") return r.subproductName ?? r.productTitle ?? "your requirement";
  if (lead.kind === "service-inquiries") return r.serviceName ?? "our services";
  const quote = asQuoteRequest(lead);
  if (quote) return linesSummary(quote.items);
  return r.subject ?? "your message";
}

export function leadSubject(lead: LeadDetail): string {
  const r = lead as unknown as Record<string, string | undefined>;
  return r.subject ?? `Service inquiry: ${r.serviceName ?? ""}`;
}

/**
 * What the reply templates' placeholders are filled with (docs/decisions/059, 083):
 * {name}, {product}, {company}, {sender}; for a quote request also {reference} and {items},
 * its lines one a line. A placeholder the lead has no value for stays visible.
 */
export function templateValues(
  lead: LeadDetail,
  company: string,
  sender: string,
): Record<string, string> {
  const quote = asQuoteRequest(lead);
  return {
    name: lead.name,
    product: leadTopic(lead),
    company,
    sender,
    ...(quote ? { reference: quote.reference, items: linesText(quote.items) } : {}),
  };
}
