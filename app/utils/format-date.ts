const options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
const utcFormatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });

/**
 * US English with a short month, e.g. "Nov 22, 2026" (SPEC.md section 9). In the viewer's own
 * time zone once the page runs in the browser (`local`); in UTC on the server, which cannot
 * know the viewer's zone.
 */
export function formatShortDate(iso: string, { local = false }: { local?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return local ? date.toLocaleDateString("en-US", options) : utcFormatter.format(date);
}
