import type { ColumnType, Generated } from "kysely";
import type { LeadStage } from "../domain/leads/lead-stages.ts";

/**
 * Row types of the database. Timestamps are written as ISO strings; PostgreSQL
 * reads them back as Date objects, SQLite as strings, so mappers normalise them
 * with `toIsoString` (app/db/values.ts).
 */
type Timestamp = ColumnType<string | Date, string, string>;
type Flag = ColumnType<boolean | number, boolean, boolean>;

export type InboxStatus = "new" | "read" | "replied" | "spam";

type NullableTimestamp = ColumnType<string | Date | null, string | null | undefined, string | null>;

/** Migration 008: every inbox row is also a lead, worked through these columns. */
interface LeadColumns {
  stage: ColumnType<LeadStage, LeadStage | undefined, LeadStage>;
  lost_reason: ColumnType<string | null, string | null | undefined, string | null>;
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  follow_up_at: NullableTimestamp;
}

/**
 * Migration 001: what every enquiry row has besides its form's own fields: the sender, the
 * status in its inbox and its times (quote requests, 013, have the same).
 */
interface EnquiryColumns extends LeadColumns {
  id: string;
  name: string;
  email: string;
  phone: string;
  status: InboxStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: string;
  title: string;
  description: string;
  image_url: string;
  category: string;
  is_new: Flag;
  /** JSON array of image URLs. */
  images: string;
  /** JSON object of sub-product name to image URL, or null. */
  subproduct_images: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 011 (docs/decisions/081): the items of a category, in `position` order. */
export interface ItemsTable {
  id: string;
  product_id: string;
  position: number;
  /** Unique within the category: the item page's address. */
  slug: string;
  name: string;
  make: string;
  model: string;
  summary: string;
  /** JSON array of `{ name, value }`. */
  specs: string;
  /** JSON array of image URLs. */
  images: string;
  /** JSON array of `{ url, name }`. */
  datasheets: string;
  unit: string;
  moq: string;
  lead_time: string;
  hsn: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductInquiriesTable extends EnquiryColumns {
  product_requirement: string;
  additional_info: string | null;
  product_id: string | null;
  product_title: string | null;
  subproduct_name: string | null;
  subject: string;
  message: string;
}

export interface ServiceInquiriesTable extends EnquiryColumns {
  service_name: string;
  service_details: string;
  message: string | null;
}

export interface ContactSubmissionsTable extends EnquiryColumns {
  subject: string;
  message: string;
}

/**
 * Migration 013 (docs/decisions/083): quote requests. `reference` and `subject` are set in
 * the transaction that stores the row (from a counter), so a submission's values leave them out.
 */
export interface QuoteRequestsTable extends EnquiryColumns {
  reference: ColumnType<string, string | undefined, never>;
  subject: ColumnType<string, string | undefined, string>;
  company: string | null;
  gstin: string | null;
  location: string | null;
  /** A calendar day, YYYY-MM-DD. */
  required_by: string | null;
  message: string | null;
  /** JSON array of `{ productId, itemSlug?, name, quantity, unit? }`. */
  items: string;
  attachment_name: string | null;
  /** Sniffed from the bytes: application/pdf, image/png, image/jpeg or the XLSX type. */
  attachment_type: string | null;
  attachment_size: ColumnType<number | string | null, number | null, number | null>;
}

/** The bytes of a quote request's attachment, apart from the row lists read. */
export interface QuoteRequestAttachmentsTable {
  quote_request_id: string;
  /** bytea on PostgreSQL, BLOB on SQLite. */
  bytes: Uint8Array;
}

/** Named sequences (migration 013): each row's value is the last number handed out. */
export interface CountersTable {
  name: string;
  value: ColumnType<number | string, number, number>;
}

export type Role = "owner" | "editor" | "sales";

export interface AdminsTable {
  id: string;
  email: string;
  password_hash: string;
  /** Migration 006: the account's role, display name and switch. */
  role: Generated<Role>;
  name: Generated<string>;
  disabled: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** Base32 TOTP secret once confirmed; the pending one until then. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** Migration 017: e-mailed new leads; null lets the role decide (docs/decisions/089). */
  notify_new_leads: ColumnType<boolean | number | null, boolean | null | undefined, boolean | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value: a leaked table does not hand out sessions. */
  id: string;
  admin_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** Migration 006: where and on what the session was opened, for the sessions screen. */
  address: Generated<string>;
  user_agent: Generated<string>;
  /** The password was right; the second factor is still owed. Such a session opens nothing. */
  pending_second_factor: ColumnType<boolean | number, boolean | undefined, boolean>;
}

/** Migration 006: every change made in the back office (docs/decisions/051). */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target: string;
  /** JSON of the record before and after an edit. */
  before: string | null;
  after: string | null;
  address: string;
}

export interface InvitationsTable {
  id: string;
  /** SHA-256 of the token in the e-mailed link. */
  token_hash: string;
  email: string;
  role: Role;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

export interface PasswordResetsTable {
  token_hash: string;
  admin_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

/** Migration 017: a sign-in address waiting for its owner to follow the link sent to it. */
export interface EmailChangesTable {
  /** SHA-256 of the token in the e-mailed link. */
  token_hash: string;
  admin_id: string;
  new_email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

export interface RecoveryCodesTable {
  code_hash: string;
  admin_id: string;
  used_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

export interface PasskeysTable {
  id: string;
  admin_id: string;
  public_key: string;
  counter: ColumnType<number | string, number | undefined, number>;
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  created_at: ColumnType<string | Date, string, string>;
  last_used_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

export interface RateLimitsTable {
  key: string;
  /** Start of the current window, epoch milliseconds. */
  window_start: ColumnType<number | string, number, number>;
  count: Generated<number>;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";
export type OutboxMessageKind =
  | "admin-notification"
  | "visitor-acknowledgement"
  | "invitation"
  | "password-reset"
  | "lead-reply"
  | "follow-up-digest"
  | "email-change"
  | "email-change-notice";

/** E-mails waiting to be sent, written with the submission (migration 002). */
export interface NotificationOutboxTable {
  id: string;
  kind: OutboxMessageKind;
  /** `account` for the team's e-mails (invitations, password resets; migration 006). */
  submission_kind: "product-inquiry" | "service-inquiry" | "contact" | "quote-request" | "account";
  submission_id: string;
  recipient: string;
  /** `recipient` trimmed and lower-cased: what the acknowledgement caps compare. */
  recipient_key: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  attempts: number;
  /** Epoch milliseconds. */
  next_attempt_at: ColumnType<number | string, number, number>;
  locked_until: ColumnType<number | string | null, number | null, number | null>;
  locked_by: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<string | Date | null, string | null, string | null>;
  /** Set by the first claim and kept by every later attempt (migration 010). */
  message_id: string | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** Published versions of the site content (migration 005). */
export interface SiteContentVersionsTable {
  version: number;
  /** The whole document as JSON. */
  content: string;
  summary: string;
  /** JSON array of the changed paths with before and after. */
  changes: string;
  created_by: string;
  restored_from: number | null;
  created_at: Timestamp;
}

/** The one shared draft, previewed by staff before it is published. */
export interface SiteContentDraftsTable {
  id: string;
  base_version: number;
  content: string;
  updated_by: string;
  updated_at: Timestamp;
}

export type MediaFormat = "avif" | "webp" | "jpeg" | "png";
/** What `media_variants` holds: an image's encodings, or a document's own bytes (`pdf`). */
export type StoredFormat = MediaFormat | "pdf";

/** Uploaded images and documents (migration 007, docs/decisions/054 and 084). */
export interface MediaTable {
  id: string;
  /** SHA-256 of the uploaded bytes, hex: the content address in every variant's URL. */
  hash: string;
  file_name: string;
  alt: string;
  /** The picture's size after EXIF rotation; 0 × 0 for a document. */
  width: number;
  height: number;
  /** What the upload was, sniffed from its bytes: image/jpeg, image/png…, application/pdf. */
  content_type: string;
  /** Size of the upload in bytes. */
  bytes: number;
  /** `jpeg`, or `png` for pictures with transparency; `pdf` for a document (its one form). */
  fallback_format: "jpeg" | "png" | "pdf";
  /** A tiny blurred WebP as a data: URI, shown while the picture loads; blank for a document. */
  placeholder: string;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * One encoded size and format of an upload, shared by every record with the same hash; a
 * document's bytes are its one row, width 0 and format `pdf`.
 */
export interface MediaVariantsTable {
  hash: string;
  width: number;
  format: StoredFormat;
  height: number;
  bytes: number;
  /** bytea on PostgreSQL, BLOB on SQLite. */
  data: Uint8Array;
}

/** Migration 008: internal notes on a lead (`lead_kind` is the API's kind segment). */
export interface LeadNotesTable {
  id: string;
  lead_kind: string;
  lead_id: string;
  text: string;
  author_id: string | null;
  created_at: Timestamp;
}

/** Migration 008: what happened to a lead, for its timeline. */
export interface LeadEventsTable {
  id: string;
  lead_kind: string;
  lead_id: string;
  at: Timestamp;
  actor_id: string | null;
  type: string;
  /** JSON object: from/to of a change, the note or reply referred to. */
  detail: Generated<string>;
  /** Set on events that happen once per key (a member's first opening). */
  once_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Projects, case studies (migration 009, docs/decisions/064). */
export interface ProjectsTable {
  id: string;
  slug: string;
  title: string;
  client_industry: string;
  location: string;
  year: number;
  summary: string;
  /** What was done: paragraphs separated by blank lines. */
  body: string;
  outcome: string;
  /** JSON array of image URLs. */
  images: string;
  published: Flag;
  sort_order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PrivacyRequestKind = "access" | "correction" | "erasure";
export type PrivacyRequestStatus = "open" | "done" | "declined";

/** Migration 018 (docs/decisions/090): what people asked about their data, and the answer. */
export interface PrivacyRequestsTable {
  id: string;
  kind: PrivacyRequestKind;
  /** Who asked, while the request is open; masked by an erasure. */
  email: string | null;
  phone: string | null;
  /** What was asked and how it arrived. */
  note: string;
  status: PrivacyRequestStatus;
  outcome: string | null;
  received_at: Timestamp;
  closed_at: NullableTimestamp;
  created_by: string | null;
  closed_by: string | null;
  created_at: Timestamp;
}

/**
 * Migration 012 (docs/decisions/082): one row per thing the site search finds. SQLite indexes
 * the `*_terms` columns in the FTS5 table `search_fts` (kept by triggers); PostgreSQL in the
 * generated tsvector column `document`, with the words in `search_words` for typos.
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  doc_key: string;
  owner: string;
  type: string;
  title: string;
  url: string;
  context: string;
  details: string;
  body: string;
  name_terms: string;
  details_terms: string;
  body_terms: string;
}

export interface Database {
  products: ProductsTable;
  items: ItemsTable;
  projects: ProjectsTable;
  product_inquiries: ProductInquiriesTable;
  service_inquiries: ServiceInquiriesTable;
  contact_submissions: ContactSubmissionsTable;
  quote_requests: QuoteRequestsTable;
  quote_request_attachments: QuoteRequestAttachmentsTable;
  counters: CountersTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  notification_outbox: NotificationOutboxTable;
  app_settings: AppSettingsTable;
  site_content_versions: SiteContentVersionsTable;
  site_content_drafts: SiteContentDraftsTable;
  audit_log: AuditLogTable;
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  lead_notes: LeadNotesTable;
  lead_events: LeadEventsTable;
  privacy_requests: PrivacyRequestsTable;
  search_documents: SearchDocumentsTable;
}
