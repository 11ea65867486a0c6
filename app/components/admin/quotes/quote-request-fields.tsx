import type { QuoteRequest } from "~/domain/schemas/records";
import type { DetailItem } from "../inbox/detail-list";
import { AttachmentLink, QuoteLinesTable } from "./quote-lines-table";

/**
 * What a quote request adds to the sender's details, for the inbox's viewer and the lead
 * page alike: reference, company, GSTIN, delivery, date, the lines, the message, the file.
 */
export function quoteRequestDetails(item: QuoteRequest): DetailItem[] {
  return [
    { label: "Reference:", value: <span className="font-mono">{item.reference}</span> },
    item.company ? { label: "Company:", value: item.company } : null,
    item.gstin ? { label: "GSTIN:", value: <span className="font-mono">{item.gstin}</span> } : null,
    item.location ? { label: "Delivery location:", value: item.location } : null,
    item.requiredBy ? { label: "Required by:", value: item.requiredBy } : null,
    {
      label: `Items (${item.items.length}):`,
      value: <QuoteLinesTable lines={item.items} />,
      block: true,
    },
    item.message ? { label: "Message:", value: item.message, block: true } : null,
    item.attachment
      ? { label: "Attachment:", value: <AttachmentLink attachment={item.attachment} /> }
      : null,
  ];
}
