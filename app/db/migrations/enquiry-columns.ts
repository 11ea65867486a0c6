import { sql, type ColumnBuilderCallback } from "kysely";

/** The statuses an enquiry has in its inbox (001, and the quote requests of 013). */
export const INBOX_STATUSES = sql`('new', 'read', 'replied', 'spam')`;

/**
 * A lead's `stage` (008, and the quote requests of 013): every enquiry starts as a new lead.
 * Rows written before 008 get the default too.
 */
export const leadStage: ColumnBuilderCallback = (c) =>
  c
    .notNull()
    .defaultTo("new")
    .check(sql`stage in ('new', 'contacted', 'quoted', 'won', 'lost')`);
