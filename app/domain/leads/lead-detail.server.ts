import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { toIsoString } from "../../db/values.ts";
import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import type { EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import type { createLeadList } from "./lead-list.server.ts";
import { leadNotes, leadTimeline } from "./lead-timeline.server.ts";
import type { LeadDetail, LeadRecord } from "./lead-types.ts";

export type LeadRecordReader = (kind: EnquiryKind, id: string) => Promise<LeadRecord | null>;

export async function leadDetail(
  db: Kysely<Database>,
  readRecord: LeadRecordReader,
  list: ReturnType<typeof createLeadList>,
  kind: EnquiryKind,
  id: string,
): Promise<LeadDetail | null> {
  const recordOfKind = await readRecord(kind, id);
  if (!recordOfKind) return null;
  const lead = await db
    .selectFrom(ENQUIRIES[kind].table as "contact_submissions")
    .select(["stage", "lost_reason", "assignee_id", "follow_up_at", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!lead) return null;
  const [notes, timeline, earlier] = await Promise.all([
    leadNotes(db, kind, id),
    leadTimeline(db, kind, id, recordOfKind.date),
    list.items({
      contact: {
        email: recordOfKind.email,
        phone: recordOfKind.phone,
        before: toIsoString(lead.created_at),
        excludeId: id,
      },
      status: ["new", "read", "replied"],
      limit: 20,
    }),
  ]);
  return {
    ...recordOfKind,
    kind,
    stage: lead.stage,
    lostReason: lead.lost_reason,
    assigneeId: lead.assignee_id,
    followUpAt: lead.follow_up_at === null ? null : toIsoString(lead.follow_up_at),
    notes,
    timeline,
    earlier,
  };
}
