/**
 * Every date the back office and its e-mails show, in Indian English: "27 Nov 2026" for a day,
 * "27 Nov 2026, 3:44 pm" for an instant (docs/decisions/035). Only the numbers come from Intl,
 * in the zone asked for; the words are ours, so Node and every browser spell them alike,
 * whatever their ICU ("Sep", never "Sept"; "pm", never "PM" or a narrow no-break space), and
 * the server's HTML always matches the first render in the browser.
 */

const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** An IANA zone such as "Asia/Kolkata" or "UTC"; undefined is the runtime's own zone. */
export type Zone = string | undefined;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const numeric: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
  numberingSystem: "latn",
};
const namedZones = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: Zone): Intl.DateTimeFormat {
  // The runtime's zone can change (TZ in tests), so that formatter is not kept.
  if (zone === undefined) return new Intl.DateTimeFormat("en-US", numeric);
  let formatter = namedZones.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...numeric, timeZone: zone });
    namedZones.set(zone, formatter);
  }
  return formatter;
}

function partsOf(value: string | Date, zone: Zone): Parts | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of formatterFor(zone).formatToParts(date))
    if (part.type in parts) parts[part.type as keyof Parts] = Number(part.value);
  // Some engines still say 24 for midnight under h23.
  parts.hour %= 24;
  return parts;
}

const day = (p: Parts) => `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
const time = (p: Parts) =>
  `${p.hour % 12 || 12}:${String(p.minute).padStart(2, "0")} ${p.hour < 12 ? "am" : "pm"}`;

/** "27 Nov 2026": when the day alone is meant. Empty for a value that is not a date. */
export function formatDate(value: string | Date, { zone }: { zone: Zone }): string {
  const parts = partsOf(value, zone);
  return parts ? day(parts) : "";
}

/** The two halves of `formatDateTime`, for a page that must not wrap inside either. */
export function dateTimeParts(
  value: string | Date,
  { zone }: { zone: Zone },
): { date: string; time: string } | null {
  const parts = partsOf(value, zone);
  return parts ? { date: day(parts), time: time(parts) } : null;
}

/** "27 Nov 2026, 3:44 pm": when something happened. Empty for a value that is not a date. */
export function formatDateTime(value: string | Date, options: { zone: Zone }): string {
  const parts = dateTimeParts(value, options);
  return parts ? `${parts.date}, ${parts.time}` : "";
}

/** "27 Nov" for a calendar day `2026-11-27`, as the dashboard's chart labels its bars. */
export function formatDayOfMonth(isoDay: string): string {
  const parts = partsOf(`${isoDay}T00:00:00Z`, "UTC");
  return parts ? `${parts.day} ${MONTHS[parts.month - 1]}` : "";
}

/** "Nov 2026" for a month `2026-11`. */
export function formatMonth(isoMonth: string): string {
  const parts = partsOf(`${isoMonth}-01T00:00:00Z`, "UTC");
  return parts ? `${MONTHS[parts.month - 1]} ${parts.year}` : "";
}
