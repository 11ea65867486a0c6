import type { ContactSubmission } from "~/domain/schemas/records";
import type { InboxConfig } from "./inbox-config";
import { emailColumn, inboxCsv, inboxToasts, nameColumn, subjectField } from "./inbox-fields";

export const contactsConfig: InboxConfig<ContactSubmission> = {
  resource: "contacts",
  pageTitle: "Contact Messages | Admin",
  title: "Contact Form Submissions",
  description: "Messages sent from the contact page.",
  searchPlaceholder: "Search submissions...",
  searchLabel: "Search submissions",
  emptyText: "No contact submissions found",
  noun: "contact submission",
  toasts: inboxToasts("submission", "submissions"),
  columns: [subjectField.column, nameColumn, emailColumn],
  dialogTitle: subjectField.title,
  details: (item) => [
    ...subjectField.details(item),
    { label: "Message:", value: item.message, block: true },
  ],
  replySubject: (item) => `Re: ${item.subject}`,
  replyQuote: (item) => item.message,
  csv: inboxCsv<ContactSubmission>(subjectField.csv, [
    { header: "Message", value: (item) => item.message },
  ]),
};
