import type { ProductInquiry } from "~/domain/schemas/records";
import type { InboxConfig } from "./inbox-config";
import {
  emailColumn,
  inboxCsv,
  inboxToasts,
  nameColumn,
  senderDetails,
  subjectField,
} from "./inbox-fields";

/**
 * The product named on an inquiry: the title stored with it, 'General Inquiry'
 * without a product, 'Unknown Product' for an id that never matched.
 */
export function inquiryProductName(item: ProductInquiry): string {
  if (!item.productId) return "General Inquiry";
  return item.productTitle ?? "Unknown Product";
}

function ProductCell({ item }: { item: ProductInquiry }) {
  return (
    <span className="flex flex-col">
      <span>{inquiryProductName(item)}</span>
      {item.subproductName ? (
        <span className="text-muted-foreground text-xs">{item.subproductName}</span>
      ) : null}
    </span>
  );
}

export const productInquiriesConfig: InboxConfig<ProductInquiry> = {
  resource: "inquiries",
  pageTitle: "Product Inquiries | Admin",
  title: "Inquiries Management",
  description: "Inquiries sent from the product pages.",
  searchPlaceholder: "Search inquiries...",
  searchLabel: "Search inquiries",
  emptyText: "No inquiries found",
  noun: "inquiry",
  toasts: inboxToasts("inquiry", "inquiries"),
  columns: [
    subjectField.column,
    nameColumn,
    emailColumn,
    { header: "Product", cell: (item) => <ProductCell item={item} /> },
  ],
  dialogTitle: subjectField.title,
  details: (item) => [
    ...senderDetails(item),
    { label: "Related product:", value: <ProductCell item={item} /> },
    { label: "Message:", value: item.message, block: true },
  ],
  replySubject: (item) => `Re: ${item.subject}`,
  replyQuote: (item) => item.message,
  csv: inboxCsv<ProductInquiry>(subjectField.csv, [
    { header: "Product", value: inquiryProductName },
    { header: "Subproduct", value: (item) => item.subproductName },
    { header: "Requirement", value: (item) => item.productRequirement },
    { header: "Additional information", value: (item) => item.additionalInfo },
  ]),
};
