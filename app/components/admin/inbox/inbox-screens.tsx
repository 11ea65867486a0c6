import type { EnquiryRecordOf } from "~/domain/enquiries/enquiry-registry";
import type { EnquiryKind } from "~/domain/enquiries/enquiry-kinds";
import { contactsConfig } from "./contacts-config";
import type { InboxConfig } from "./inbox-config";
import { InboxScreen, type InboxData } from "./inbox-screen";
import { productInquiriesConfig } from "./product-inquiries-config";
import { quoteRequestsConfig } from "./quote-requests-config";
import { serviceInquiriesConfig } from "./service-inquiries-config";

/** Each kind of enquiry's screen, `/admin/{kind}` (docs/decisions/080). */
const INBOX_SCREENS: { [K in EnquiryKind]: InboxConfig<EnquiryRecordOf<K>> } = {
  inquiries: productInquiriesConfig,
  "service-inquiries": serviceInquiriesConfig,
  contacts: contactsConfig,
  "quote-requests": quoteRequestsConfig,
};

/** One page of a kind's inbox, with the kind it is of. */
export type KindInboxData<K extends EnquiryKind = EnquiryKind> = {
  [P in K]: InboxData<EnquiryRecordOf<P>> & { kind: P };
}[K];

/** The kind whose screen a path shows: its last segment (`/admin/contacts`). */
export function inboxKindOf(pathname: string): EnquiryKind | null {
  const last = pathname.split("/").filter(Boolean).at(-1) ?? "";
  return isScreenKind(last) ? last : null;
}

function isScreenKind(value: string): value is EnquiryKind {
  return Object.hasOwn(INBOX_SCREENS, value);
}

export function inboxPageTitle(kind: EnquiryKind): string {
  return INBOX_SCREENS[kind].pageTitle;
}

export function KindInbox<K extends EnquiryKind>({ data }: { data: KindInboxData<K> }) {
  const config: InboxConfig<EnquiryRecordOf<K>> = INBOX_SCREENS[data.kind];
  return <InboxScreen config={config} data={data} />;
}
