import { quoteRequestDetails } from "~/components/admin/quotes/quote-request-fields";
import { linesText } from "~/domain/quotes/quote-lines";
import type { QuoteRequest } from "~/domain/schemas/records";
import { DateTime } from "../date-time";
import { DetailList } from "./detail-list";
import type { InboxConfig } from "./inbox-config";

/** The quote requests' screen, `/admin/quote-requests` (docs/decisions/083). */
export const quoteRequestsConfig: InboxConfig<QuoteRequest> = {
  resource: "quote-requests",
  pageTitle: "Quote Requests | Admin",
  title: "Quote Requests",
  description: "Requests for quotation sent from the quote list.",
  searchPlaceholder: "Search quote requests...",
  searchLabel: "Search quote requests",
  emptyText: "No quote requests found",
  noun: "quote request",
  toasts: {
    loadFailed: "Failed to load quote requests",
    deleted: "Quote request deleted",
    deleteFailed: "Error deleting quote request",
    updateFailed: "Error updating quote request",
  },
  columns: [
    {
      header: "Reference",
      cell: (item) => <span className="font-mono whitespace-nowrap">{item.reference}</span>,
    },
    { header: "Name", cell: (item) => item.name },
    { header: "Company", cell: (item) => item.company ?? "" },
    {
      header: "Items",
      cell: (item) => `${item.items.length} ${item.items.length === 1 ? "item" : "items"}`,
    },
  ],
  dialogTitle: (item) => `Quote request ${item.reference}`,
  details: (item) => (
    <DetailList
      items={[
        { label: "Name:", value: item.name },
        {
          label: "Email:",
          value: (
            <a className="text-brand-700 underline" href={`mailto:${item.email}`}>
              {item.email}
            </a>
          ),
        },
        {
          label: "Phone:",
          value: (
            <a className="text-brand-700 underline" href={`tel:${item.phone}`}>
              {item.phone}
            </a>
          ),
        },
        { label: "Date:", value: <DateTime iso={item.date} relative={false} /> },
        ...quoteRequestDetails(item),
      ]}
    />
  ),
  replySubject: (item) => `Re: Quote request ${item.reference}`,
  replyQuote: (item) => [linesText(item.items), item.message].filter(Boolean).join("\n\n"),
  csv: [
    { header: "Date", value: (item) => item.date },
    { header: "Status", value: (item) => item.status },
    { header: "Reference", value: (item) => item.reference },
    { header: "Name", value: (item) => item.name },
    { header: "Email", value: (item) => item.email },
    { header: "Phone", value: (item) => item.phone },
    { header: "Company", value: (item) => item.company },
    { header: "GSTIN", value: (item) => item.gstin },
    { header: "Delivery location", value: (item) => item.location },
    { header: "Required by", value: (item) => item.requiredBy },
    { header: "Items", value: (item) => linesText(item.items) },
    { header: "Message", value: (item) => item.message },
    { header: "Attachment", value: (item) => item.attachment?.name },
  ],
};
