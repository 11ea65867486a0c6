import type { ServiceInquiry } from "~/domain/schemas/records";
import type { InboxConfig } from "./inbox-config";
import { emailColumn, inboxCsv, inboxToasts, nameColumn, senderDetails } from "./inbox-fields";

export const serviceInquiriesConfig: InboxConfig<ServiceInquiry> = {
  resource: "service-inquiries",
  pageTitle: "Service Inquiries | Admin",
  title: "Service Inquiries Management",
  description: "Requests sent from the services pages.",
  searchPlaceholder: "Search inquiries...",
  searchLabel: "Search service inquiries",
  emptyText: "No inquiries found",
  noun: "inquiry",
  toasts: {
    ...inboxToasts("inquiry", "inquiries"),
    readFailed: { title: "Error updating status", description: "Failed to mark inquiry as read." },
  },
  columns: [{ header: "Service", cell: (item) => item.serviceName }, nameColumn, emailColumn],
  dialogTitle: (item) => item.serviceName,
  details: (item) => [
    { label: "Service:", value: item.serviceName },
    ...senderDetails(item),
    { label: "Service Requirements:", value: item.serviceDetails, block: true },
    Boolean(item.message) && { label: "Additional Message:", value: item.message, block: true },
  ],
  replySubject: (item) => `Re: Your inquiry about ${item.serviceName}`,
  replyQuote: (item) => [item.serviceDetails, item.message].filter(Boolean).join("\n\n"),
  csv: inboxCsv({ header: "Service", value: (item) => item.serviceName }, [
    { header: "Service Requirements", value: (item) => item.serviceDetails },
    { header: "Additional Message", value: (item) => item.message },
  ]),
};
