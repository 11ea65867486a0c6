import type { ReactNode } from "react";
import type { EnquiryRecord } from "~/domain/enquiries/define-inbox";
import type { EnquiryKind } from "~/domain/enquiries/enquiry-kinds";
import type { CsvColumn } from "~/utils/csv";
import type { DetailItem } from "./detail-list";

/** What every inbox shares: the fields every enquiry's record has, whatever its kind. */
export type InboxRecord = EnquiryRecord;

export interface InboxColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  className?: string;
}

/**
 * One inbox screen (docs/product.md, the back office), described as data: the API resource,
 * the texts, the columns and the dialog's fields.
 */
export interface InboxConfig<T extends InboxRecord> {
  /** The kind of enquiry, which is also its /api resource. */
  resource: EnquiryKind;
  /** The document title. */
  pageTitle: string;
  title: string;
  description: string;
  searchPlaceholder: string;
  searchLabel: string;
  emptyText: string;
  /** "inquiry" or "contact submission": the row actions' names and the delete question. */
  noun: string;
  toasts: {
    loadFailed: string;
    deleted: string;
    deleteFailed: string;
    updateFailed: string;
    /** Service inquiries show a toast when the automatic read marking fails; the others only log. */
    readFailed?: { title: string; description: string };
  };
  /** Columns between Status and Date. */
  columns: InboxColumn<T>[];
  dialogTitle: (item: T) => string;
  /** The viewer's label/value fields. */
  details: (item: T) => DetailItem[];
  replySubject: (item: T) => string;
  /** The visitor's own words, quoted in the reply. */
  replyQuote: (item: T) => string;
  csv: CsvColumn<T>[];
}

/** What the table (from 768 px) and the cards (below) both show and do. */
export interface InboxListProps<T extends InboxRecord> {
  config: InboxConfig<T>;
  items: T[];
  onView: (item: T) => void;
  onDelete: (item: T) => void;
  onRestore: (item: T) => void;
}
