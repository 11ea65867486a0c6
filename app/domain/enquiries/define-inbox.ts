import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { z } from "zod";
import type { Database, InboxStatus, NotificationOutboxTable } from "../../db/schema.ts";
import type { MaybeField } from "./mail-fields.ts";

/** What every enquiry's record has; each kind adds its own fields. */
export interface EnquiryRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  status: InboxStatus;
  date: string;
}

/** The tables whose rows are enquiries: a sender, a status, and the lead columns of migration 008. */
export type EnquiryTableName = {
  [T in keyof Database]: Database[T] extends { email: string; status: InboxStatus; stage: unknown }
    ? T
    : never;
}[keyof Database];

/** What a submission brings to its table; the store sets id, status and dates. */
export type InboxValues<T extends EnquiryTableName> = Omit<
  Insertable<Database[T]>,
  "id" | "status" | "created_at" | "updated_at"
> & { email: string };

/** What a row knows of the file sent with it; the bytes are stored apart. */
export interface FileFacts {
  name: string;
  /** Sniffed from the bytes. */
  type: string;
  size: number;
}

/**
 * A kind that takes one file with a submission (docs/decisions/083): which, how large, and
 * where its bytes are kept. Checked by the public endpoint and the page action alike.
 */
export interface AttachmentRule {
  /** The multipart field that carries it. */
  field: string;
  /**
   * The body as a form, for the OpenAPI document, and the fields that hold JSON text in it
   * (a quote request's `items`).
   */
  form: { fields: z.ZodType; jsonFields: readonly string[] };
  maxBytes: number;
  /** What the file is, from its bytes; null for anything this kind does not take (415). */
  sniff(bytes: Uint8Array): string | null;
  /** "a PDF, PNG, JPEG or XLSX file", for the refusal. */
  accepted: string;
  /** The name it is kept under, from the one the visitor's computer gave and its type. */
  fileName(name: string, type: string): string;
  /** Stores the bytes of a row's file in the writer's transaction, once the row is in. */
  store(trx: Transaction<Database>, id: string, bytes: Uint8Array): Promise<void>;
  /** A stored row's file, or null when it has none. */
  load(db: Kysely<Database>, id: string): Promise<(FileFacts & { bytes: Uint8Array }) | null>;
}

/** The outbox's `submission_kind` values that name an enquiry (the rest are the team's e-mails). */
export type OutboxName = Exclude<NotificationOutboxTable["submission_kind"], "account">;

/**
 * One kind of enquiry, everything the site needs to know about it outside its screens. Its name
 * (`inquiries`, `service-inquiries`, `contacts`) is its key in the registry
 * (`enquiry-registry.ts`): the API path `/api/{kind}`, the lead kind of
 * `/api/admin/leads/{kind}/{id}`, the back-office screen `/admin/{kind}` and `lead_events.lead_kind`.
 */
export interface InboxDefinition<T extends EnquiryTableName, I, R extends EnquiryRecord> {
  table: T;
  /**
   * Names the kind already has in stored rows, kept so old rows and new ones match
   * (docs/decisions/080): the audit log's area (`inquiry.status`, `target: inquiry:{id}`)
   * and the outbox's `submission_kind`.
   */
  storedAs: { audit: string; outbox: OutboxName };
  /** The API's record as the OpenAPI document describes it (the type is `R`). */
  record: z.ZodType;
  /** The public API's body (a form may check more, docs/decisions/070). */
  input: z.ZodType<I>;
  /**
   * The row's values for a valid input; may read the database (the product's title). `file`
   * describes the attachment of a kind that takes one.
   */
  toValues(
    input: I,
    db: Kysely<Database>,
    file?: FileFacts,
  ): Promise<InboxValues<T>> | InboxValues<T>;
  /**
   * Completes a batch's rows in the writer's transaction, before they are inserted: values
   * only that transaction can give (a quote request's reference, from a counter), so they
   * commit or roll back with the rows (docs/decisions/083).
   */
  complete?(
    trx: Transaction<Database>,
    rows: InboxValues<T>[],
    at: number,
  ): Promise<InboxValues<T>[]>;
  /** The one file a submission of this kind may carry. */
  attachment?: AttachmentRule;
  /** The API's record of a row. */
  toRecord(row: Selectable<Database[T]>): R;
  /** What the inbox's and the leads list's search look through. */
  searchColumns: readonly string[];
  /** The column shown as the lead's subject in the leads list. */
  subjectColumn: string;
  /** The OpenAPI tag and the noun of the endpoints' summaries ("Send a product inquiry"). */
  api: { tag: string; noun: string };
  /** The notification and the acknowledgement: what it is called, its topic, its fields. */
  mail: {
    noun: string;
    topic(record: R): string;
    fields(record: R): MaybeField[];
    /** What the visitor quotes on the phone (a quote request's `Q-2026-00042`), when there is one. */
    reference?(record: R): string;
  };
}

/** Declares a kind of enquiry; the type parameters are read from the definition. */
export function defineInbox<T extends EnquiryTableName, I, R extends EnquiryRecord>(
  definition: InboxDefinition<T, I, R>,
): InboxDefinition<T, I, R> {
  return definition;
}
