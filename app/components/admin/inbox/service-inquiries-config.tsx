import type { ServiceInquiry } from "~/domain/schemas/records";
import { DateTime } from "../date-time";
import { DetailList } from "./detail-list";
import type { InboxConfig } from "./inbox-config";

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
    loadFailed: "Failed to load inquiries",
    deleted: "Inquiry deleted",
    deleteFailed: "Error deleting inquiry",
    updateFailed: "Error updating inquiry",
    readFailed: { title: "Error updating status", description: "Failed to mark inquiry as read." },
  },
  columns: [
    { header: "Service", cell: (item) => item.serviceName },
    { header: "Name", cell: (item) => item.name },
    { header: "Email", cell: (item) => item.email, className: "break-all" },
  ],
  dialogTitle: (item) => item.serviceName,
  details: (item) => (
    <DetailList
      items={[
        { label: "Service:", value: item.serviceName },
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
        { label: "Service Requirements:", value: item.serviceDetails, block: true },
        Boolean(item.message) && { label: "Additional Message:", value: item.message, block: true },
      ]}
    />
  ),
  replySubject: (item) => `Re: Your inquiry about ${item.serviceName}`,
  replyQuote: (item) => [item.serviceDetails, item.message].filter(Boolean).join("\n\n"),
  csv: [
    { header: "Date", value: (item) => item.date },
    { header: "Status", value: (item) => item.status },
    { header: "Service", value: (item) => item.serviceName },
    { header: "Name", value: (item) => item.name },
    { header: "Email", value: (item) => item.email },
    { header: "Phone", value: (item) => item.phone },
    { header: "Service Requirements", value: (item) => item.serviceDetails },
    { header: "Additional Message", value: (item) => item.message },
  ],
};
