import type { Transaction } from "kysely";
import { takeNumbers } from "../../db/counters.ts";
import type { Database } from "../../db/schema.ts";
import type { InboxValues } from "../enquiries/define-inbox.ts";
import { linesSummary, type QuoteLine } from "./quote-lines.ts";
import { formatReference, referenceCounter, referenceYear } from "./quote-reference.ts";

/** "Q-2026-00042: Centrifugal Pumps and 1 more item": the lead's subject line. */
export function quoteSubject(reference: string, lines: readonly QuoteLine[]): string {
  return `${reference}: ${linesSummary(lines)}`;
}

/**
 * Gives a batch of quote requests their references, in the transaction that inserts them
 * (docs/decisions/083): the year's counter advances by the batch's size in one statement,
 * so the numbers are unique across processes and a batch that rolls back takes none.
 */
export async function numberQuoteRequests(
  trx: Transaction<Database>,
  rows: InboxValues<"quote_requests">[],
  at: number,
): Promise<InboxValues<"quote_requests">[]> {
  if (rows.length === 0) return rows;
  const year = referenceYear(at);
  const first = await takeNumbers(trx, referenceCounter(year), rows.length);
  return rows.map((row, i) => {
    const reference = formatReference(year, first + i);
    const lines = JSON.parse(row.items) as QuoteLine[];
    return { ...row, reference, subject: quoteSubject(reference, lines) };
  });
}
