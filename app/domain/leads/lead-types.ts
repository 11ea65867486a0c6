import type { InboxStatus } from "../../db/schema.ts";
import type { EnquiryRecordOf } from "../enquiries/enquiry-registry.ts";
import type { EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import type { LeadStage } from "./lead-stages.ts";
import type { LeadNote, TimelineEntry } from "./lead-timeline-types.ts";

/** One row of the leads list. */
export interface LeadSummary {
  kind: EnquiryKind;
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  status: InboxStatus;
  stage: LeadStage;
  assigneeId: string | null;
  followUpAt: string | null;
  date: string;
}

export type LeadRecord = EnquiryRecordOf<EnquiryKind>;

export type LeadDetail = LeadRecord & {
  kind: EnquiryKind;
  stage: LeadStage;
  lostReason: string | null;
  assigneeId: string | null;
  followUpAt: string | null;
  notes: LeadNote[];
  timeline: TimelineEntry[];
  /** Earlier leads from the same e-mail address or phone, newest first. */
  earlier: LeadSummary[];
};

/** One day of the dashboard's series. */
export interface SeriesDay {
  date: string;
  inquiries: number;
  serviceInquiries: number;
  contacts: number;
  quoteRequests: number;
}

/** The dashboard's lead figures, last 90 days unless said. */
export interface LeadStats {
  byCategory: Array<{ label: string; count: number }>;
  byService: Array<{ label: string; count: number }>;
  /** Median minutes from arrival to the first reply sent from the back office; null without any. */
  medianFirstReplyMinutes: number | null;
  repliedLeads: number;
  /** Leads won and lost per month (last 12 months), newest month first. */
  outcomes: Array<{ month: string; won: number; lost: number }>;
}
