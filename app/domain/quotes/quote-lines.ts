import { formatQuantity } from "../../utils/format-number.ts";

/** One line of a quote request as stored and answered (docs/decisions/083). */
export interface QuoteLine {
  productId: string;
  itemSlug?: string;
  name: string;
  quantity: number;
  unit?: string;
}

/** The largest quantity one line may ask for. */
export const MAX_QUANTITY = 1_000_000;

/** "2 Nos", "12.5 m", "1,200": the quantity as the buyer reads it, with its unit. */
export function quantityText(line: Pick<QuoteLine, "quantity" | "unit">): string {
  const amount = formatQuantity(line.quantity);
  return line.unit ? `${amount} ${line.unit}` : amount;
}

/**
 * The lines, numbered, one a line: "1. Centrifugal Pumps: 2 Nos". What the e-mails, the lead
 * page's copy and the reply templates' {items} show.
 */
export function linesText(lines: readonly QuoteLine[]): string {
  return lines.map((line, i) => `${i + 1}. ${line.name}: ${quantityText(line)}`).join("\n");
}

/** "Centrifugal Pumps" or "Centrifugal Pumps and 2 more items": a request in a few words. */
export function linesSummary(lines: readonly QuoteLine[]): string {
  const [first, ...rest] = lines;
  if (!first) return "no items";
  if (rest.length === 0) return first.name;
  return `${first.name} and ${rest.length} more ${rest.length === 1 ? "item" : "items"}`;
}
