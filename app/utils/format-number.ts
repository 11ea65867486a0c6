/**
 * Every count, amount, quantity and size the back office shows, in Indian grouping beside the
 * Indian dates of ./format-date.ts (docs/decisions/091): 1,25,000 for a lakh and a quarter,
 * ₹1,25,000 for money. Latin digits always, so the server's HTML matches the browser's.
 */

const formats = new Map<string, Intl.NumberFormat>();

function format(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat("en-IN", { numberingSystem: "latn", ...options });
    formats.set(key, found);
  }
  return found;
}

/** "1,25,000": a number with up to `fractionDigits` decimals (none shown when they are zeros). */
export function formatNumber(value: number, fractionDigits = 2): string {
  return format({ maximumFractionDigits: fractionDigits }).format(value);
}

/** "1,25,000": how many of something; a count is whole. */
export function formatCount(value: number): string {
  return format({ maximumFractionDigits: 0 }).format(value);
}

/** "₹1,25,000", or "₹1,250.50" when there are paise. */
export function formatMoney(rupees: number): string {
  const paise = Number.isInteger(rupees) ? 0 : 2;
  return format({
    style: "currency",
    currency: "INR",
    minimumFractionDigits: paise,
    maximumFractionDigits: paise,
  }).format(rupees);
}

/** "12.5", "1,200": a quantity asked for, to a thousandth (a metre's millimetres). */
export function formatQuantity(value: number): string {
  return formatNumber(value, 3);
}

/** "1.2 MB", "340 KB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatFixed(bytes / 1024 / 1024, 1)} MB`;
  return `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** "12.3 GB": disk space. */
export function formatGigabytes(bytes: number): string {
  return `${formatFixed(bytes / 1024 ** 3, 1)} GB`;
}

/** "1,024.0": exactly `digits` decimals, as sizes print. */
function formatFixed(value: number, digits: number): string {
  return format({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}
