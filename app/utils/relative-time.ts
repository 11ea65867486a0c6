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
