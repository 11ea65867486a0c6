import type { ContactSubmission } from "~/domain/schemas/records";
import { DateTime } from "../date-time";
import { DetailList } from "./detail-list";
import type { InboxConfig } from "./inbox-config";

export const contactsConfig: InboxConfig<ContactSubmission> = {
  resource: "contacts",
  pageTitle: "Contact Messages | Admin",
  title: "Contact Form Submissions",
  description: "Messages sent from the contact page.",
  searchPlaceholder: "Search submissions...",
  searchLabel: "Search submissions",
  emptyText: "No contact submissions found",
  noun: "contact submission",
  toasts: {
    loadFailed: "Failed to load submissions",
    deleted: "Submission deleted",
    deleteFailed: "Error deleting submission",
    updateFailed: "Error updating submission",
  },
  columns: [
    { header: "Subject", cell: (item) => item.subject },
    { header: "Name", cell: (item) => item.name },
    { header: "Email", cell: (item) => item.email, className: "break-all" },
  ],
  dialogTitle: (item) => item.subject,
  details: (item) => (
    <DetailList
      items={[
        { label: "Subject:", value: item.subject },
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
        { label: "Message:", value: item.message, block: true },
      ]}
    />
  ),
  replySubject: (item) => `Re: ${item.subject}`,
  replyQuote: (item) => item.message,
  csv: [
    { header: "Date", value: (item) => item.date },
    { header: "Status", value: (item) => item.status },
    { header: "Subject", value: (item) => item.subject },
    { header: "Name", value: (item) => item.name },
    { header: "Email", value: (item) => item.email },
    { header: "Phone", value: (item) => item.phone },
    { header: "Message", value: (item) => item.message },
  ],
};
