/**
 * What a backup holds (docs/decisions/088): every table of the site's records, in an order
 * that satisfies the foreign keys when they are loaded back (a parent before its children).
 * A table added by a new migration must be named here or in DERIVED_TABLES; a test checks
 * that every table of a migrated database is one or the other.
 */
export const BACKUP_TABLES = [
  "app_settings",
  "counters",
  "admins",
  "sessions",
  "invitations",
  "password_resets",
  "email_changes",
  "recovery_codes",
  "passkeys",
  "audit_log",
  "products",
  "items",
  "projects",
  "media",
  "media_variants",
  "site_content_versions",
  "site_content_drafts",
  "product_inquiries",
  "service_inquiries",
  "contact_submissions",
  "quote_requests",
  "quote_request_attachments",
  "lead_notes",
  "lead_events",
  "notification_outbox",
  "privacy_requests",
  "rate_limits",
] as const;

/**
 * Tables rebuilt from the records rather than copied: the site search's index (migration 012,
 * refilled by `rebuildSearchIndex` after a restore), SQLite's FTS5 table with its shadow
 * tables and vocabulary, PostgreSQL's word list, and the migrator's own bookkeeping (a
 * restore migrates the empty database first).
 */
export const DERIVED_TABLES: readonly RegExp[] = [/^search_/, /^kysely_migration/, /^sqlite_/];

/** Tables whose rows hold bytes of media and attachments: read a few rows at a time. */
export const BULKY_TABLES: ReadonlySet<string> = new Set([
  "media_variants",
  "quote_request_attachments",
]);

export function isDerivedTable(name: string): boolean {
  return DERIVED_TABLES.some((pattern) => pattern.test(name));
}
