/**
 * Every kind of enquiry the site takes, by its one name, in the order the back office lists
 * them, with what the back office calls it. This is the part of the registry
 * (enquiry-registry.ts) that the browser needs, the menu, the leads list's badges and filters,
 * without the schemas, the mail and the storage of each kind: the registry is typed to hold one
 * definition for each kind here and no other, so the two cannot drift (docs/decisions/080).
 */
const NAMES = {
  inquiries: { label: "Product Inquiries", badge: "Product" },
  "service-inquiries": { label: "Service Inquiries", badge: "Service" },
  contacts: { label: "Contact Messages", badge: "Contact" },
  "quote-requests": { label: "Quote Requests", badge: "Quote" },
} as const;

export type EnquiryKind = keyof typeof NAMES;

/**
 * A kind's names in the back office: `label` in the menu and the leads page's tabs, `badge` in
 * the leads list and its kind filter.
 */
export const ENQUIRY_NAMES: { readonly [K in EnquiryKind]: { label: string; badge: string } } =
  NAMES;

export function isEnquiryKind(value: string): value is EnquiryKind {
  return Object.hasOwn(NAMES, value);
}

function kindsOf(names: object): readonly [EnquiryKind, ...EnquiryKind[]] {
  const [first, ...rest] = Object.keys(names).filter(isEnquiryKind);
  if (!first) throw new Error("No kind of enquiry is defined");
  return [first, ...rest];
}

/** The kinds in the registry's order (a non-empty list, as `z.enum` wants). */
export const ENQUIRY_KINDS = kindsOf(NAMES);

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
  label: ENQUIRY_NAMES[kind].label,
  to: inboxPath(kind),
}));
