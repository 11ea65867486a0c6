import type { InboxTable } from "../inbox-store.server.ts";

/** The API's names for the three inboxes (DECISIONS.md section 7). */
export const LEAD_KINDS = ["inquiries", "service-inquiries", "contacts"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The pipeline, separate from the read/replied status of section 2. */
export const LEAD_STAGES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type { LeadStage } from "../../db/schema.ts";

export interface LeadKindInfo {
  table: InboxTable;
  /** The outbox's `submission_kind` and the notifier's name for it. */
  submissionKind: "product-inquiry" | "service-inquiry" | "contact";
  /** The audit log's name for this inbox's records. */
  auditKind: string;
  /** The column shown as the lead's subject. */
  subjectColumn: string;
  searchColumns: string[];
  label: string;
}

export const LEAD_KIND_INFO: Record<LeadKind, LeadKindInfo> = {
  inquiries: {
    table: "product_inquiries",
    submissionKind: "product-inquiry",
    auditKind: "inquiry",
    subjectColumn: "subject",
    searchColumns: [
      "name",
      "email",
      "phone",
      "subject",
      "message",
      "subproduct_name",
      "product_title",
    ],
    label: "Product inquiry",
  },
  "service-inquiries": {
    table: "service_inquiries",
    submissionKind: "service-inquiry",
    auditKind: "service-inquiry",
    subjectColumn: "service_name",
    searchColumns: ["name", "email", "phone", "service_name", "service_details", "message"],
    label: "Service inquiry",
  },
  contacts: {
    table: "contact_submissions",
    submissionKind: "contact",
    auditKind: "contact",
    subjectColumn: "subject",
    searchColumns: ["name", "email", "phone", "subject", "message"],
    label: "Contact message",
  },
};

export function isLeadKind(value: string): value is LeadKind {
  return (LEAD_KINDS as readonly string[]).includes(value);
}

export function leadKindOfTable(table: InboxTable): LeadKind {
  const found = LEAD_KINDS.find((kind) => LEAD_KIND_INFO[kind].table === table);
  if (!found) throw new Error(`No lead kind for ${table}`);
  return found;
}
