import type { Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { contactInbox } from "./contacts.server.ts";
import { insertIntoInbox, type InboxValues } from "./inbox-store.server.ts";
import { productInquiryInbox } from "./inquiries.server.ts";
import { serviceInquiryInbox } from "./service-inquiries.server.ts";
import type { SubmissionItem } from "./submission-writer.server.ts";

/** The public forms' inboxes, by the kind of submission each stores. */
interface Inboxes {
  contact: typeof contactInbox;
  "product-inquiry": typeof productInquiryInbox;
  "service-inquiry": typeof serviceInquiryInbox;
}

export type SubmissionKind = keyof Inboxes;
/** What a submission of this kind brings to its inbox. */
export type SubmissionValues<K extends SubmissionKind> = InboxValues<Inboxes[K]["table"]>;
/** The record its inbox answers with once it is stored. */
export type SubmissionRecord<K extends SubmissionKind> = ReturnType<Inboxes[K]["toRecord"]>;

/** Stores a batch of one inbox's submissions in the caller's transaction, answering in order. */
export type InboxWriter<K extends SubmissionKind> = (
  trx: Transaction<Database>,
  items: SubmissionItem<SubmissionValues<K>>[],
) => Promise<SubmissionRecord<K>[]>;

export type InboxWriters = { [K in SubmissionKind]: InboxWriter<K> };

/**
 * How the submission writer stores each kind. Looked up by kind rather than handed over with
 * each submission, so a writer on another thread (docs/decisions/076) stores them the same way.
 */
export const inboxWriters: InboxWriters = {
  contact: (trx, items) => insertIntoInbox(contactInbox, trx, items),
  "product-inquiry": (trx, items) => insertIntoInbox(productInquiryInbox, trx, items),
  "service-inquiry": (trx, items) => insertIntoInbox(serviceInquiryInbox, trx, items),
};
