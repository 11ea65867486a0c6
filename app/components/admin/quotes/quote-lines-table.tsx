import { PaperclipIcon } from "lucide-react";
import { ColumnHeads } from "~/components/ui/column-heads";
import { itemPath } from "~/domain/catalogue-items/item-path";
import { quantityText, type QuoteLine } from "~/domain/quotes/quote-lines";
import type { QuoteRequest } from "~/domain/schemas/records";

const LINE_COLUMNS = [
  { label: "#", className: "py-1.5 pr-2 font-medium" },
  { label: "Item", className: "py-1.5 pr-2 font-medium" },
  { label: "Quantity", className: "py-1.5 text-right font-medium" },
];

/** A quote request's lines: what, how many, and a link to the item's page when it has one. */
export function QuoteLinesTable({ lines }: { lines: readonly QuoteLine[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Items requested</caption>
      <ColumnHeads className="text-muted-foreground border-b text-left" columns={LINE_COLUMNS} />
      <tbody>
        {lines.map((line, i) => (
          <tr
            key={`${line.productId}:${line.itemSlug ?? ""}:${i}`}
            className="border-b last:border-0"
          >
            <td className="text-muted-foreground py-1.5 pr-2 align-top tabular-nums">{i + 1}</td>
            <td className="py-1.5 pr-2 align-top break-words">
              {line.itemSlug ? (
                <a
                  className="text-brand-700 underline"
                  href={itemPath(line.productId, line.itemSlug)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {line.name}
                </a>
              ) : (
                line.name
              )}
            </td>
            <td className="py-1.5 text-right align-top whitespace-nowrap tabular-nums">
              {quantityText(line)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The attached file as a download (owner and sales: the API refuses the others). */
export function AttachmentLink({
  attachment,
}: {
  attachment: NonNullable<QuoteRequest["attachment"]>;
}) {
  return (
    <a
      className="text-brand-700 inline-flex items-center gap-1 underline"
      href={attachment.url}
      download
    >
      <PaperclipIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="break-all">{attachment.name}</span>
      <span className="text-muted-foreground">{`(${Math.max(1, Math.round(attachment.size / 1024))} KB)`}</span>
    </a>
  );
}
