import type { Kysely } from "kysely";
import { createIndex } from "./create-index.ts";

/**
 * The indexes every enquiry table has, by the migration that gave them their columns. The
 * inboxes (001) list newest first, optionally filtered by status.
 */
export async function createInboxIndexes(db: Kysely<unknown>, table: string): Promise<void> {
  await createIndex(db, `${table}_created_at_idx`, table, ["created_at"]);
  await createIndex(db, `${table}_status_created_at_idx`, table, ["status", "created_at"]);
}

/**
 * The leads (008): the leads list filters by stage or assignee and shows newest first; the
 * dashboard and the digest ask for due follow-ups; the lead page lists earlier inquiries by the
 * same address or phone.
 */
export async function createLeadIndexes(db: Kysely<unknown>, table: string): Promise<void> {
  const index = (suffix: string, columns: string[]) =>
    createIndex(db, `${table}_${suffix}_idx`, table, columns);
  await index("stage_created_at", ["stage", "created_at"]);
  await index("assignee_created_at", ["assignee_id", "created_at"]);
  await index("follow_up_at", ["follow_up_at"]);
  await index("email", ["email"]);
  await index("phone", ["phone"]);
}
