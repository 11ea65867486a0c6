import { quoteRequestDetails } from "~/components/admin/quotes/quote-request-fields";
import { linesText } from "~/domain/quotes/quote-lines";
import type { QuoteRequest } from "~/domain/schemas/records";
import type { InboxConfig } from "./inbox-config";
import { inboxCsv, inboxToasts, nameColumn, senderDetails } from "./inbox-fields";

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
  toasts: inboxToasts("quote request", "quote requests"),
  columns: [
    {
      header: "Reference",
      cell: (item) => <span className="font-mono whitespace-nowrap">{item.reference}</span>,
    },
    nameColumn,
    { header: "Company", cell: (item) => item.company ?? "" },
    {
      header: "Items",
      cell: (item) => `${item.items.length} ${item.items.length === 1 ? "item" : "items"}`,
    },
  ],
  dialogTitle: (item) => `Quote request ${item.reference}`,
  details: (item) => [...senderDetails(item), ...quoteRequestDetails(item)],
  replySubject: (item) => `Re: Quote request ${item.reference}`,
  replyQuote: (item) => [linesText(item.items), item.message].filter(Boolean).join("\n\n"),
  csv: inboxCsv({ header: "Reference", value: (item) => item.reference }, [
    { header: "Company", value: (item) => item.company },
    { header: "GSTIN", value: (item) => item.gstin },
    { header: "Delivery location", value: (item) => item.location },
    { header: "Required by", value: (item) => item.requiredBy },
    { header: "Items", value: (item) => linesText(item.items) },
    { header: "Message", value: (item) => item.message },
    { header: "Attachment", value: (item) => item.attachment?.name },
  ]),
};
