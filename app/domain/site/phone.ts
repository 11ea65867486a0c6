/**
 * Indian telephone numbers as people write them: "+91 98765 43210",
 * "0265 234 5678", "98765-43210", "1800 123 4567" (toll free).
 */
const SEPARATORS = /[\s\-().]/g;

export const PHONE_MESSAGE =
  "Enter an Indian phone number, e.g. +91 98765 43210, 0265 234 5678 or 1800 123 4567";

/** The digits (and a leading +) without spaces, hyphens, dots or brackets. */
function compact(value: string): string {
  return value.trim().replace(SEPARATORS, "");
}

export function isIndianPhone(value: string): boolean {
  const digits = compact(value);
  if (/^1(800|860)\d{6,7}$/.test(digits)) return true;
  // Ten national digits (mobile 6–9, landline STD code 2–8), after +91, 91, 0 or nothing.
  return /^(\+91|91|0)?[2-9]\d{9}$/.test(digits);
}

/** The E.164 form for tel: links; toll-free numbers stay national (they cannot be dialled from abroad). */
export function telHref(value: string): string {
  const digits = compact(value);
  if (/^1(800|860)/.test(digits)) return digits;
  const national = digits.replace(/^(\+91|91|0)/, "");
  return national.length === 10 ? `+91${national}` : digits;
}

/** The same number written differently compares equal ("+91 98765 43210" and "098765-43210"). */
export function samePhone(a: string, b: string): boolean {
  return telHref(a) === telHref(b);
}

/** Digits only, with the country code: wa.me wants `919876543210`. Indian numbers without one get 91. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits;
  // "00" is the international prefix dialled from India: what follows is the country code.
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.length === 10) return `91${digits}`;
  return digits.replace(/^0+/, "").length === 10 ? `91${digits.replace(/^0+/, "")}` : digits;
}

/** A WhatsApp click-to-chat link, the chat opened with `greeting` typed in. */
export function whatsappLink(phone: string, greeting?: string): string {
  const chat = `https://wa.me/${whatsappNumber(phone)}`;
  return greeting ? `${chat}?text=${encodeURIComponent(greeting)}` : chat;
}
