const UNITS: Array<[limitSeconds: number, divisor: number, unit: string]> = [
  [60, 1, "s"],
  [3600, 60, "min"],
  [86_400, 3600, "h"],
  [86_400 * 30, 86_400, "d"],
  [86_400 * 365, 86_400 * 30, "mo"],
];

/** "2 h ago", "in 3 d", "just now": how a sales engineer reads the age of a lead at a glance. */
export function formatRelative(iso: string, now: number): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  const magnitude = Math.abs(seconds);
  if (Number.isNaN(magnitude)) return "";
  if (magnitude < 45) return "just now";
  const [, divisor, unit] = UNITS.find(([limit]) => magnitude < limit) ?? [0, 86_400 * 365, "y"];
  const value = Math.max(1, Math.floor(magnitude / divisor));
  return seconds >= 0 ? `${value} ${unit} ago` : `in ${value} ${unit}`;
}

const dateTime: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
const utcDateTime = new Intl.DateTimeFormat("en-US", { ...dateTime, timeZone: "UTC" });

/** "Nov 25, 2026, 5:04 PM" in the viewer's zone in the browser; in UTC (so marked) on the server. */
export function formatDateTime(iso: string, { local = false }: { local?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return local ? date.toLocaleString("en-US", dateTime) : `${utcDateTime.format(date)} UTC`;
}
