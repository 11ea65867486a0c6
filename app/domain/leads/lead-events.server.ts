import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { monotonicNowIso } from "../../db/values.ts";
import type { EnquiryKind } from "../enquiries/enquiry-kinds.ts";

/** What a timeline entry records; `received` and the e-mails are read from their own rows. */
export type LeadEventType =
  "opened" | "status" | "stage" | "assigned" | "follow-up" | "note" | "reply";

export interface LeadEventInput {
  kind: EnquiryKind;
  id: string;
  type: LeadEventType;
  actorId: string | null;
  detail?: Record<string, unknown>;
  /** Events with a key are written once per lead and key (a member's first opening). */
  onceKey?: string;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Writes a timeline event; call it in the transaction that makes the change. */
export async function addLeadEvent(trx: Db, event: LeadEventInput): Promise<void> {
  let insert = trx.insertInto("lead_events").values({
    id: crypto.randomUUID(),
    lead_kind: event.kind,
    lead_id: event.id,
    at: monotonicNowIso(),
    actor_id: event.actorId,
    type: event.type,
    detail: JSON.stringify(event.detail ?? {}),
    once_key: event.onceKey ?? null,
  });
  // Two tabs opening the lead at once: the unique index keeps one "opened" entry.
  if (event.onceKey)
    insert = insert.onConflict((oc) =>
      oc.columns(["lead_kind", "lead_id", "once_key"]).doNothing(),
    );
  await insert.execute();
}

/**
 * Deleted leads take their notes and timelines with them (an erasure request, decision 051;
 * the retention sweep). The caller keeps `ids` short enough for one statement.
 */
export async function removeLeadTrails(trx: Db, kind: EnquiryKind, ids: string[]): Promise<void> {
  await trx
    .deleteFrom("lead_notes")
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", ids)
    .execute();
  await trx
    .deleteFrom("lead_events")
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", ids)
    .execute();
}
