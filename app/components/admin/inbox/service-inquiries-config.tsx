import type { ServiceInquiry } from "~/domain/schemas/records";
import type { InboxConfig } from "./inbox-config";
import { emailColumn, inboxCsv, inboxToasts, keyField, nameColumn } from "./inbox-fields";

const service = keyField<ServiceInquiry>("Service", (item) => item.serviceName);

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
  columns: [service.column, nameColumn, emailColumn],
  dialogTitle: service.title,
  details: (item) => [
    ...service.details(item),
    { label: "Service Requirements:", value: item.serviceDetails, block: true },
    Boolean(item.message) && { label: "Additional Message:", value: item.message, block: true },
  ],
  replySubject: (item) => `Re: Your inquiry about ${item.serviceName}`,
  replyQuote: (item) => [item.serviceDetails, item.message].filter(Boolean).join("\n\n"),
  csv: inboxCsv(service.csv, [
    { header: "Service Requirements", value: (item) => item.serviceDetails },
    { header: "Additional Message", value: (item) => item.message },
  ]),
};
