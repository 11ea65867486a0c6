import { sql } from "kysely";
import type { ColumnTypes } from "./column-types.ts";
import { column, type Columns, nullable, primaryKey } from "./columns.ts";

/** The statuses an enquiry has in its inbox (001, and the quote requests of 013). */
export const INBOX_STATUSES = sql`('new', 'read', 'replied', 'spam')`;

/** Who sent an enquiry: the first columns of every enquiry table (001, and 013). */
export const ENQUIRY_CONTACT_COLUMNS = {
  id: primaryKey("text"),
  name: "text",
  email: "text",
  phone: "text",
} as const satisfies Columns;

/**
 * A lead's columns (008, and the quote requests of 013): every enquiry starts as a new lead.
 * Rows written before 008 get the default stage too.
 */
export function leadColumns(timestamp: ColumnTypes["timestamp"]) {
  return {
    stage: column("text", (c) =>
      c
        .notNull()
        .defaultTo("new")
        .check(sql`stage in ('new', 'contacted', 'quoted', 'won', 'lost')`),
    ),
    lost_reason: nullable("text"),
    assignee_id: nullable("text"),
    follow_up_at: nullable(timestamp),
  } as const satisfies Columns;
}
