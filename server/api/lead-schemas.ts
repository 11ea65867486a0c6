import { z } from "zod";
import { ENQUIRY_KINDS } from "../../app/domain/enquiries/enquiry-kinds.ts";
import { LEAD_STAGES } from "../../app/domain/leads/lead-stages.ts";
import { INBOX_STATUSES } from "../../app/domain/enquiries/inbox-statuses.ts";
import { senderRecordFields } from "../../app/domain/enquiries/record-fields.ts";

/** Response shapes of the lead workspace, for the OpenAPI document. */
const isoDate = z.string().meta({ format: "date-time" });
const kind = z.enum(ENQUIRY_KINDS);
const stage = z.enum(LEAD_STAGES);

export const leadSummaryRecord = z
  .object({
    kind,
    id: z.string(),
    ...senderRecordFields,
    subject: z.string().meta({ description: "The subject, or the service asked about" }),
    status: z.enum(INBOX_STATUSES),
    stage,
    assigneeId: z.string().nullable(),
    followUpAt: isoDate.nullable(),
    date: isoDate,
  })
  .meta({ id: "LeadSummary" });

export const leadNoteRecord = z
  .object({
    id: z.string(),
    text: z.string(),
    authorId: z.string().nullable(),
    authorName: z.string().nullable().optional(),
    at: isoDate,
  })
  .meta({ id: "LeadNote" });

export const timelineEntryRecord = z
  .object({
    id: z.string(),
    at: isoDate,
    type: z.string().meta({
      description: "received, mail, opened, status, stage, assigned, follow-up, note or reply",
    }),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "LeadTimelineEntry" });

export const leadDetailRecord = z
  .object({
    kind,
    id: z.string(),
    ...senderRecordFields,
    status: z.enum(INBOX_STATUSES),
    date: isoDate,
    stage,
    lostReason: z.string().nullable(),
    assigneeId: z.string().nullable(),
    followUpAt: isoDate.nullable(),
    notes: z.array(leadNoteRecord),
    timeline: z.array(timelineEntryRecord),
    earlier: z
      .array(leadSummaryRecord)
      .meta({ description: "Earlier leads from the same e-mail address or phone" }),
  })
  .catchall(z.unknown())
  .meta({
    id: "LeadDetail",
    description: "The inbox record of its kind (every field) with the lead's own fields",
  });

export const leadReplyRecord = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    authorId: z.string().nullable(),
    at: isoDate,
  })
  .meta({ id: "LeadReply" });

export const seriesDayRecord = z
  .object({
    date: z.string().meta({ format: "date", description: "A UTC day" }),
    inquiries: z.number().int(),
    serviceInquiries: z.number().int(),
    contacts: z.number().int(),
    quoteRequests: z.number().int(),
  })
  .meta({ id: "LeadSeriesDay" });
