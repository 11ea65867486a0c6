import { contacts } from "./contacts.ts";
import type { EnquiryKind } from "./enquiry-kinds.ts";
import type { InboxDefinition, InboxValues } from "./define-inbox.ts";
import { productInquiries } from "./product-inquiries.ts";
import { quoteRequests } from "./quote-requests.ts";
import { serviceInquiries } from "./service-inquiries.ts";

/**
 * Each kind of enquiry's definition, under the name enquiry-kinds.ts gives it. The API
 * endpoints, the lead kinds, the inbox screens' routes, the e-mails, the audit names and the
 * submission writer's inserts are all read from here: a new kind is its name in
 * enquiry-kinds.ts, an entry here, its definition, its table and its screen (docs/decisions/080).
 */
const ENTRIES = {
  inquiries: productInquiries,
  "service-inquiries": serviceInquiries,
  contacts,
  "quote-requests": quoteRequests,
} satisfies Record<EnquiryKind, unknown>;

type Entries = typeof ENTRIES;
export type EnquiryTable<K extends EnquiryKind> = Entries[K]["table"];
/** What the public API takes for this kind. */
export type EnquiryInput<K extends EnquiryKind> = Parameters<Entries[K]["toValues"]>[0];
/** What the API answers for this kind. */
export type EnquiryRecordOf<K extends EnquiryKind> = ReturnType<Entries[K]["toRecord"]>;
/** What a submission of this kind brings to its table. */
export type EnquiryValues<K extends EnquiryKind> = InboxValues<EnquiryTable<K>>;
export type EnquiryDefinition<K extends EnquiryKind> = InboxDefinition<
  EnquiryTable<K>,
  EnquiryInput<K>,
  EnquiryRecordOf<K>
>;

/** Looked up by kind: `ENQUIRIES[kind]` is typed for that kind in generic code. */
export const ENQUIRIES: { [K in EnquiryKind]: EnquiryDefinition<K> } = ENTRIES;
