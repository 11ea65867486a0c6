import { BUSINESS_TIME_ZONE } from "../leads/business-day.ts";

/**
 * A quote request's reference, `Q-2026-00042`: the year of its arrival in the company's
 * zone and its number in that year's sequence, five digits at least (docs/decisions/083).
 * Short enough to read out on the phone; the sequence restarts each year.
 */

const yearFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
});

/** The company's calendar year at `at`. */
export function referenceYear(at: number): number {
  return Number(yearFormat.format(at));
}

/** The counter a year's references are numbered from. */
export function referenceCounter(year: number): string {
  return `quote-reference-${year}`;
}

export function formatReference(year: number, number: number): string {
  return `Q-${year}-${String(number).padStart(5, "0")}`;
}
