import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { toBoolean } from "../../db/values.ts";
import { toldOfNewLeads } from "./lead-recipients.ts";

/**
 * The addresses new leads are e-mailed to (docs/decisions/089): NOTIFY_EMAIL when set, else
 * every enabled member the rule in lead-recipients.ts tells, oldest account first. The team is
 * a handful of rows, so the rule is applied here rather than written a second time in SQL.
 */
export async function leadRecipients(
  db: Kysely<Database> | Transaction<Database>,
  notifyEmail?: string,
): Promise<string[]> {
  if (notifyEmail) return [notifyEmail];
  const members = await db
    .selectFrom("admins")
    .select(["email", "role", "disabled", "notify_new_leads"])
    .orderBy("created_at")
    .execute();
  return members
    .filter((m) =>
      toldOfNewLeads({
        role: m.role,
        disabled: toBoolean(m.disabled),
        choice: m.notify_new_leads === null ? null : toBoolean(m.notify_new_leads),
      }),
    )
    .map((m) => m.email);
}
