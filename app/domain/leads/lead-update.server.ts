import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { toBoolean, toIsoString } from "../../db/values.ts";
import { worksLeads } from "../access/access-policy.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import type { EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import { followUpInstant } from "./business-day.ts";
import { addLeadEvent } from "./lead-events.server.ts";
import { leadAudit, lockLead } from "./lead-lock.server.ts";
import type { LeadPatchInput } from "./lead-schemas.ts";
import { lostReasonAfter } from "./lost-reason.ts";

export type LeadUpdate = "updated" | "not-found" | { errors: Record<string, string> };

/** Ends a lead's transaction without a trace, not even the lock's `updated_at`. */
class RefusedChange extends Error {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    super("Refused lead change");
    this.errors = errors;
  }
}

const ASSIGNEE_REFUSED = "Assignee must be an active owner or sales member";

/** Leads go to enabled members whose role works them (docs/decisions/050). */
async function canBeAssigned(trx: Transaction<Database>, memberId: string): Promise<boolean> {
  const member = await trx
    .selectFrom("admins")
    .select(["role", "disabled"])
    .where("id", "=", memberId)
    .executeTakeFirst();
  return member !== undefined && !toBoolean(member.disabled) && worksLeads(member.role);
}

/** Stage, lost reason, assignee and follow-up: each change a timeline event, all one audit entry. */
export async function updateLead(
  db: Kysely<Database>,
  kind: EnquiryKind,
  id: string,
  input: LeadPatchInput,
  actor: Actor,
): Promise<LeadUpdate> {
  const work = db.transaction().execute(async (trx): Promise<"updated" | "not-found"> => {
    const before = await lockLead(trx, kind, id);
    if (!before) return "not-found";
    if (input.assigneeId && !(await canBeAssigned(trx, input.assigneeId)))
      throw new RefusedChange({ assigneeId: ASSIGNEE_REFUSED });
    const lostReason = lostReasonAfter(input, before);
    if (!lostReason.ok) throw new RefusedChange({ lostReason: lostReason.error });
    const after = {
      stage: input.stage ?? before.stage,
      lost_reason: lostReason.reason,
      assignee_id: input.assigneeId !== undefined ? input.assigneeId : before.assignee_id,
      follow_up_at:
        input.followUpAt === undefined
          ? before.follow_up_at === null
            ? null
            : toIsoString(before.follow_up_at)
          : input.followUpAt === null
            ? null
            : followUpInstant(input.followUpAt),
    };
    const was = {
      stage: before.stage,
      lost_reason: before.lost_reason,
      assignee_id: before.assignee_id,
      follow_up_at: before.follow_up_at === null ? null : toIsoString(before.follow_up_at),
    };
    await trx
      .updateTable(ENQUIRIES[kind].table as "contact_submissions")
      .set(after)
      .where("id", "=", id)
      .execute();
    const event = (type: "stage" | "assigned" | "follow-up", detail: Record<string, unknown>) =>
      addLeadEvent(trx, { kind, id, type, actorId: actor.id, detail });
    if (was.stage !== after.stage || was.lost_reason !== after.lost_reason)
      await event("stage", { from: was.stage, to: after.stage, lostReason: after.lost_reason });
    if (was.assignee_id !== after.assignee_id)
      await event("assigned", { from: was.assignee_id, to: after.assignee_id });
    if (was.follow_up_at !== after.follow_up_at)
      await event("follow-up", { from: was.follow_up_at, to: after.follow_up_at });
    const changed = Object.keys(after).filter(
      (key) => was[key as keyof typeof was] !== after[key as keyof typeof after],
    );
    if (changed.length > 0)
      await record(trx, {
        actor,
        ...leadAudit(kind, id, "lead"),
        before: Object.fromEntries(changed.map((k) => [k, was[k as keyof typeof was]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k as keyof typeof after]])),
      });
    return "updated";
  });
  return work.catch((error: unknown) => {
    if (error instanceof RefusedChange) return { errors: error.errors };
    throw error;
  });
}
