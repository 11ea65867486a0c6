import { z } from "zod";
import { INBOX_STATUSES } from "../enquiries/inbox-statuses.ts";
import { ENQUIRY_KIND_LIST, ENQUIRY_KINDS } from "../enquiries/enquiry-kinds.ts";
import { LEAD_STAGES } from "./lead-stages.ts";
import { replySubject } from "./reply-templates.ts";
import { pageFields } from "../schemas/list-query.ts";
import { nonBlankText } from "../schemas/fields.ts";

/** Which follow-ups `due` selects; "today" ends at midnight in the company's zone. */
export const DUE_FILTERS = ["overdue", "today", "upcoming", "any", "none"] as const;
/** One of DUE_FILTERS, or a date `YYYY-MM-DD`: due by the end of that day in the company's zone. */
export type DueFilter = (typeof DUE_FILTERS)[number] | (string & {});

export const leadListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  kind: z.enum(ENQUIRY_KINDS, { error: `Kind must be ${ENQUIRY_KIND_LIST}` }).optional(),
  status: z.enum(INBOX_STATUSES, { error: "Status must be new, read, replied or spam" }).optional(),
  stage: z
    .enum(LEAD_STAGES, { error: "Stage must be new, contacted, quoted, won or lost" })
    .optional(),
  assignee: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "A member's id, `me`, or `none` for unassigned leads" }),
  due: z
    .union([z.enum(DUE_FILTERS), z.iso.date()], {
      error: "Due must be overdue, today, upcoming, any, none or a date",
    })
    .optional()
    .meta({
      description:
        "overdue, today (until midnight IST), upcoming, any, none, or a date: due by the end of that day (IST)",
    }),
  ...pageFields,
});
export type LeadListQuery = z.infer<typeof leadListQuery>;

/**
 * A date (`2026-11-26`, taken as 09:00 in the company's zone) or an ISO date-time; one
 * without a zone is read in the company's zone too.
 */
const followUpAt = z
  .union([z.iso.datetime({ offset: true, local: true }), z.iso.date()], {
    error: "Follow-up must be a date or an ISO date-time",
  })
  .nullable();

export const leadPatchInput = z
  .object({
    stage: z
      .enum(LEAD_STAGES, { error: "Stage must be new, contacted, quoted, won or lost" })
      .optional(),
    lostReason: z
      .string()
      .trim()
      .max(500, "Keep the reason under 500 characters")
      .nullable()
      .optional()
      .meta({
        description:
          "Why the lead was lost: required, not blank, when moving to lost or editing it while lost (see lostReasonAfter)",
      }),
    assigneeId: z.string().trim().min(1).max(100).nullable().optional(),
    followUpAt: followUpAt.optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: "Send at least one of stage, lostReason, assigneeId, followUpAt",
    path: ["stage"],
  })
  .meta({ id: "LeadPatch" });
export type LeadPatchInput = z.infer<typeof leadPatchInput>;

export const leadNoteInput = z
  .object({
    text: nonBlankText("Note is required", 5000, "Keep the note under 5,000 characters"),
  })
  .meta({ id: "LeadNoteInput" });

export const leadReplyInput = z
  .object({
    subject: replySubject,
    body: nonBlankText("Message is required", 20000, "Keep the message under 20,000 characters"),
  })
  .meta({ id: "LeadReplyInput" });
export type LeadReplyInput = z.infer<typeof leadReplyInput>;
