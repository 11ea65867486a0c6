/**
 * The company works from Vadodara (Indian Standard Time, no daylight saving): "due today"
 * and a follow-up given as a bare date are read in that zone, as the notification e-mails
 * are (app/domain/notifications/compose.ts).
 */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";
const OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 86_400_000;

/** The company's calendar day of an instant: `2026-11-25`. */
export function businessDate(now: number): string {
  return new Date(now + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the company's current day ends. */
export function endOfBusinessDay(now: number): Date {
  const local = now + OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - OFFSET_MS);
}

/**
 * A bare date means 09:00 that morning in the company's zone; a date-time without a zone is
 * read in that zone; one with a zone is kept.
 */
export function followUpInstant(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T09:00:00+05:30`).toISOString();
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return new Date(`${value}+05:30`).toISOString();
  return new Date(value).toISOString();
}

/** The instant a given company day (`2026-11-26`) ends. */
export function endOfBusinessDate(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00+05:30`) + DAY_MS);
}
