import type { ProductInquiry } from "~/domain/schemas/records";
import { DateTime } from "../date-time";
import { DetailList } from "./detail-list";
import type { InboxConfig } from "./inbox-config";

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
  toasts: {
    loadFailed: "Failed to load inquiries",
    deleted: "Inquiry deleted",
    deleteFailed: "Error deleting inquiry",
    updateFailed: "Error updating inquiry",
  },
  columns: [
    { header: "Subject", cell: (item) => item.subject },
    { header: "Name", cell: (item) => item.name },
    { header: "Email", cell: (item) => item.email, className: "break-all" },
    { header: "Product", cell: (item) => <ProductCell item={item} /> },
  ],
  dialogTitle: (item) => item.subject,
  details: (item) => (
    <DetailList
      items={[
        { label: "Name:", value: item.name },
        {
          label: "Email:",
          value: (
            <a className="text-brand-700 underline" href={`mailto:${item.email}`}>
              {item.email}
            </a>
          ),
        },
        {
          label: "Phone:",
          value: (
            <a className="text-brand-700 underline" href={`tel:${item.phone}`}>
              {item.phone}
            </a>
          ),
        },
        { label: "Date:", value: <DateTime iso={item.date} relative={false} /> },
        { label: "Related product:", value: <ProductCell item={item} /> },
        { label: "Message:", value: item.message, block: true },
      ]}
    />
  ),
  replySubject: (item) => `Re: ${item.subject}`,
  replyQuote: (item) => item.message,
  csv: [
    { header: "Date", value: (item) => item.date },
    { header: "Status", value: (item) => item.status },
    { header: "Subject", value: (item) => item.subject },
    { header: "Name", value: (item) => item.name },
    { header: "Email", value: (item) => item.email },
    { header: "Phone", value: (item) => item.phone },
    { header: "Product", value: inquiryProductName },
    { header: "Subproduct", value: (item) => item.subproductName },
    { header: "Requirement", value: (item) => item.productRequirement },
    { header: "Additional information", value: (item) => item.additionalInfo },
  ],
};
