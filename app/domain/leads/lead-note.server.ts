import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nowIso } from "../../db/values.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import type { EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import { addLeadEvent } from "./lead-events.server.ts";
import { leadAudit, lockLead } from "./lead-lock.server.ts";
import type { LeadNote } from "./lead-timeline-types.ts";

/** Null when the lead does not exist. */
export async function addLeadNote(
  db: Kysely<Database>,
  kind: EnquiryKind,
  id: string,
  text: string,
  actor: Actor,
): Promise<LeadNote | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockLead(trx, kind, id))) return null;
    const note = { id: crypto.randomUUID(), text, authorId: actor.id, at: nowIso() };
    await trx
      .insertInto("lead_notes")
      .values({
        id: note.id,
        lead_kind: kind,
        lead_id: id,
        text,
        author_id: actor.id,
        created_at: note.at,
      })
      .execute();
    await addLeadEvent(trx, {
      kind,
      id,
      type: "note",
      actorId: actor.id,
      detail: { noteId: note.id },
    });
    await record(trx, { actor, ...leadAudit(kind, id, "note"), after: { noteId: note.id } });
    return { ...note, authorName: null };
  });
}
