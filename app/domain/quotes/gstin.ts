/**
 * An Indian GSTIN (Goods and Services Tax Identification Number), as printed on a tax
 * invoice: 15 characters, the state's two-digit code, the holder's PAN (five letters, four
 * digits, a letter), the registration's number within the state (1–9, then A–Z), a letter
 * (Z today) and a check character computed over the other fourteen (docs/decisions/083).
 */
const FORMAT = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The GST state codes: 01 (Jammu and Kashmir) to 38 (Ladakh); 97 other territory; 99 the
 * centre's jurisdiction (28 and 37 are Andhra Pradesh before and after 2014, both in use).
 */
function isStateCode(code: number): boolean {
  return (code >= 1 && code <= 38) || code === 97 || code === 99;
}

/** The check character: a Luhn mod 36 sum over the first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i] ?? "") * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** Whether `value` (already trimmed and upper-cased) is a well-formed GSTIN. */
export function isValidGstin(value: string): boolean {
  const match = FORMAT.exec(value);
  if (!match) return false;
  if (!isStateCode(Number(match[1]))) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}
