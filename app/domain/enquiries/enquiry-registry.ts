import { contacts } from "./contacts.ts";
import type { InboxDefinition, InboxValues } from "./define-inbox.ts";
import { productInquiries } from "./product-inquiries.ts";
import { quoteRequests } from "./quote-requests.ts";
import { serviceInquiries } from "./service-inquiries.ts";

/**
 * Every kind of enquiry the site takes, by its one name, in the order the back office lists
 * them. The API endpoints, the lead kinds, the inbox screens' routes, the e-mails, the audit
 * names and the submission writer's inserts are all read from here: a new kind is an entry
 * here, its definition, its table and its screen (docs/decisions/080).
 */
const ENTRIES = {
  inquiries: productInquiries,
  "service-inquiries": serviceInquiries,
  contacts,
  "quote-requests": quoteRequests,
};

type Entries = typeof ENTRIES;
export type EnquiryKind = keyof Entries;
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

export function isEnquiryKind(value: string): value is EnquiryKind {
  return Object.hasOwn(ENTRIES, value);
}

function kindsOf(registry: object): readonly [EnquiryKind, ...EnquiryKind[]] {
  const [first, ...rest] = Object.keys(registry).filter(isEnquiryKind);
  if (!first) throw new Error("No kind of enquiry is defined");
  return [first, ...rest];
}

/** The kinds in the registry's order (a non-empty list, as `z.enum` wants). */
export const ENQUIRY_KINDS = kindsOf(ENTRIES);

/** "inquiries, service-inquiries or contacts": the kinds in a validation message. */
export const ENQUIRY_KIND_LIST = [ENQUIRY_KINDS.slice(0, -1).join(", "), ENQUIRY_KINDS.at(-1)]
  .filter(Boolean)
  .join(" or ");

/** The back-office screen of a kind, where its notification e-mails link to. */
export function inboxPath(kind: EnquiryKind): string {
  return `/admin/${kind}`;
}

/** Each kind's inbox as a view of Leads, in the registry's order. */
export const LEAD_VIEWS = ENQUIRY_KINDS.map((kind) => ({
  kind,
  label: ENQUIRIES[kind].label,
  to: inboxPath(kind),
}));
