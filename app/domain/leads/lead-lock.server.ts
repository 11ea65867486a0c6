import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nowIso } from "../../db/values.ts";
import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import type { EnquiryKind } from "../enquiries/enquiry-kinds.ts";

/**
 * Locks the lead's row for the rest of the transaction and reads its lead columns as they
 * were: an UPDATE that changes only updated_at takes the row lock (PostgreSQL) or the write
 * lock (SQLite) first, so concurrent changes to one lead apply one after the other.
 */
export async function lockLead(trx: Transaction<Database>, kind: EnquiryKind, id: string) {
  return trx
    .updateTable(ENQUIRIES[kind].table as "contact_submissions")
    .set({ updated_at: nowIso() })
    .where("id", "=", id)
    .returning(["name", "email", "status", "stage", "lost_reason", "assignee_id", "follow_up_at"])
    .executeTakeFirst();
}

export function leadAudit(kind: EnquiryKind, id: string, change: "lead" | "note" | "reply") {
  const audit = ENQUIRIES[kind].storedAs.audit;
  return { action: `${audit}.${change}`, target: `${audit}:${id}` };
}
