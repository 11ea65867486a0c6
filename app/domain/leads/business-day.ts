/**
 * The company works from Vadodara (Indian Standard Time, no daylight saving): "due today"
 * and a follow-up given as a bare date are read in that zone, as the notification e-mails
 * are (app/domain/notifications/compose.ts).
 */
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";
const OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 86_400_000;

/** The instant the company's current day ends. */
export function endOfBusinessDay(now: number): Date {
  const local = now + OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - OFFSET_MS);
}

/** A bare date means 09:00 that morning in the company's zone; a date-time is kept. */
export function followUpInstant(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T09:00:00+05:30`).toISOString();
  return new Date(value).toISOString();
}
