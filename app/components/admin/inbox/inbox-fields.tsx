import type { CsvColumn } from "~/utils/csv";
import { DateTime } from "../date-time";
import type { DetailItem } from "./detail-list";
import type { InboxColumn, InboxConfig, InboxRecord } from "./inbox-config";

/**
 * What every inbox shows of the sender the same way: the columns, the viewer's fields,
 * the CSV columns and the toasts. Each inbox's config adds only what is its own.
 */

export const nameColumn: InboxColumn<InboxRecord> = { header: "Name", cell: (item) => item.name };

export const emailColumn: InboxColumn<InboxRecord> = {
  header: "Email",
  cell: (item) => item.email,
  className: "break-all",
};

/** A viewer's field whose value is a link: the address opens the mail or phone app. */
function linkDetail(label: string, href: string, text: string): DetailItem {
  return {
    label,
    value: (
      <a className="text-brand-700 underline" href={href}>
        {text}
      </a>
    ),
  };
}

export function emailDetail(email: string): DetailItem {
  return linkDetail("Email:", `mailto:${email}`, email);
}

export function phoneDetail(phone: string): DetailItem {
  return linkDetail("Phone:", `tel:${phone}`, phone);
}

/** Name, e-mail, phone and date: the viewer's fields every inbox starts with. */
export function senderDetails(item: InboxRecord): DetailItem[] {
  return [
    { label: "Name:", value: item.name },
    emailDetail(item.email),
    phoneDetail(item.phone),
    { label: "Date:", value: <DateTime iso={item.date} relative={false} /> },
  ];
}

/**
 * The field an inbox's records are known by (a message's subject, an inquiry's service): its
 * column, the viewer's title, the CSV's key column, and the viewer's first fields before the
 * sender's.
 */
export function keyField<T extends InboxRecord>(header: string, value: (item: T) => string) {
  return {
    column: { header, cell: value } satisfies InboxColumn<T>,
    title: value,
    csv: { header, value } satisfies CsvColumn<T>,
    details: (item: T): DetailItem[] => [
      { label: `${header}:`, value: value(item) },
      ...senderDetails(item),
    ],
  };
}

/** Contact messages and product inquiries are known by their subject. */
export const subjectField = keyField<InboxRecord & { subject: string }>(
  "Subject",
  (item) => item.subject,
);

/** Date, status, the inbox's key column, the sender, then the inbox's own columns. */
export function inboxCsv<T extends InboxRecord>(
  key: CsvColumn<T>,
  own: CsvColumn<T>[],
): CsvColumn<T>[] {
  return [
    { header: "Date", value: (item) => item.date },
    { header: "Status", value: (item) => item.status },
    key,
    { header: "Name", value: (item) => item.name },
    { header: "Email", value: (item) => item.email },
    { header: "Phone", value: (item) => item.phone },
    ...own,
  ];
}

/** The list's toasts, named after one record ("inquiry") and many ("inquiries"). */
export function inboxToasts(one: string, many: string): InboxConfig<InboxRecord>["toasts"] {
  return {
    loadFailed: `Failed to load ${many}`,
    deleted: `${one.charAt(0).toUpperCase()}${one.slice(1)} deleted`,
    deleteFailed: `Error deleting ${one}`,
    updateFailed: `Error updating ${one}`,
  };
}
