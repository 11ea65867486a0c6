import type { LeadDetail } from "~/domain/leads/lead-types";
import { DateTime } from "../date-time";
import { DetailList } from "../inbox/detail-list";

/** Every field the visitor sent, by kind. */
export function LeadFields({ lead }: { lead: LeadDetail }) {
  const r = lead as unknown as Record<string, string | undefined>;
  const common = [
    { label: "Received:", value: <DateTime iso={lead.date} /> },
    {
      label: "Email:",
      value: (
        <a className="text-brand-700 underline" href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
      ),
    },
    {
      label: "Phone:",
      value: (
        <a className="text-brand-700 underline" href={`tel:${lead.phone}`}>
          {lead.phone}
        </a>
      ),
    },
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
  return r.subject ?? "your message";
}

export function leadSubject(lead: LeadDetail): string {
  const r = lead as unknown as Record<string, string | undefined>;
  return r.subject ?? `Service inquiry: ${r.serviceName ?? ""}`;
}
