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

const link = "text-brand-700 underline";

export function emailDetail(email: string): DetailItem {
  return {
    label: "Email:",
    value: (
      <a className={link} href={`mailto:${email}`}>
        {email}
      </a>
    ),
  };
}

export function phoneDetail(phone: string): DetailItem {
  return {
    label: "Phone:",
    value: (
      <a className={link} href={`tel:${phone}`}>
        {phone}
      </a>
    ),
  };
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
