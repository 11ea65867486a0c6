import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import type { EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import { createOutbox } from "../notifications/outbox.server.ts";
import { addLeadEvent } from "./lead-events.server.ts";
import { leadAudit, lockLead } from "./lead-lock.server.ts";
import type { LeadReplyInput } from "./lead-schemas.ts";
import { leadReplyMessage } from "./reply-mail.ts";

export interface LeadReply {
  id: string;
  to: string;
  subject: string;
  body: string;
  authorId: string | null;
  at: string;
}

/**
 * Queues the e-mail to the visitor in the outbox and marks the lead replied, in one
 * transaction: a lead is marked replied if and only if its reply is on its way.
 */
export async function replyToLead(
  db: Kysely<Database>,
  kind: EnquiryKind,
  id: string,
  input: LeadReplyInput,
  actor: Actor,
  now: () => number,
): Promise<LeadReply | null> {
  return db.transaction().execute(async (trx) => {
    const lead = await lockLead(trx, kind, id);
    if (!lead) return null;
    const at = now();
    const message = leadReplyMessage({
      to: lead.email,
      subject: input.subject,
      body: input.body,
      replyTo: actor.email || null,
    });
    await createOutbox(db).enqueueAbout(trx, { kind, id }, [message], at);
    // Whoever answers an unassigned lead has taken it on (docs/decisions/091).
    const takes = lead.assignee_id === null && actor.id ? actor.id : null;
    await trx
      .updateTable(ENQUIRIES[kind].table as "contact_submissions")
      .set(takes ? { status: "replied", assignee_id: takes } : { status: "replied" })
      .where("id", "=", id)
      .execute();
    if (takes)
      await addLeadEvent(trx, {
        kind,
        id,
        type: "assigned",
        actorId: actor.id,
        detail: { from: null, to: takes },
      });
    const replyId = crypto.randomUUID();
    await addLeadEvent(trx, {
      kind,
      id,
      type: "reply",
      actorId: actor.id,
      detail: { replyId, subject: message.subject, to: lead.email },
    });
    if (lead.status !== "replied")
      await addLeadEvent(trx, {
        kind,
        id,
        type: "status",
        actorId: actor.id,
        detail: { from: lead.status, to: "replied" },
      });
    await record(trx, {
      actor,
      ...leadAudit(kind, id, "reply"),
      before: takes ? { status: lead.status, assignee_id: null } : { status: lead.status },
      after: {
        status: "replied",
        subject: message.subject,
        ...(takes ? { assignee_id: takes } : {}),
      },
    });
    return {
      id: replyId,
      to: lead.email,
      subject: message.subject,
      body: input.body,
      authorId: actor.id,
      at: new Date(at).toISOString(),
    };
  });
}
