/**
 * Where an enquiry stands in its inbox. A module of its own, without zod, so the back office's
 * lists can name the statuses without loading the schemas (docs/decisions/093).
 */
export const INBOX_STATUSES = ["new", "read", "replied", "spam"] as const;
