/**
 * The pipeline of a lead, separate from its read/replied status (docs/decisions/057). The
 * database type (`app/db/schema.ts`) derives from this list; migration 008's CHECK is history.
 */
export const LEAD_STAGES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
