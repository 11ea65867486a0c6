/**
 * Who a privacy request is about, and how their details are recognised wherever they were
 * written (docs/decisions/090). An e-mail address matches whatever its case; a phone number
 * matches by its last ten digits, however it was written ("+91 98765 43210", "098765-43210").
 */
export interface Person {
  /** Trimmed and lower-cased. */
  email: string | null;
  /** The number's last ten digits. */
  phone: string | null;
}

/** One of their enquiries: its kind (the registry's name) and id. */
export interface LeadRef {
  kind: string;
  id: string;
}

/** What an erasure or an export looks for: the person, and what the search found of them. */
export interface PersonMatch extends Person {
  /** Their enquiries of every kind. */
  leads: readonly LeadRef[];
  /** The same enquiries' ids: e-mails and audit entries that name a lead are about them. */
  leadIds: ReadonlySet<string>;
  /** The names they gave, redacted from the audit entries about their enquiries. */
  names: readonly string[];
}

/** A number needs this many digits to be matched: fewer would match parts of other numbers. */
export const PHONE_DIGITS = 10;

const ERASED = "[erased]";

/** The ten digits a phone number is matched by, or null when it has fewer. */
export function phoneKey(value: string): string | null {
  const digits = value.replace(/\D/g, "");
  return digits.length >= PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : null;
}

export function personOf(input: { email?: string | null; phone?: string | null }): Person {
  const email = input.email?.trim().toLowerCase() || null;
  const phone = input.phone ? phoneKey(input.phone) : null;
  return { email, phone };
}

/** Whether a stored phone column holds this person's number. */
export function isTheirPhone(stored: string | null | undefined, person: Person): boolean {
  return Boolean(person.phone && stored && phoneKey(stored) === person.phone);
}

/** Whether a stored address column holds this person's address. */
export function isTheirEmail(stored: string | null | undefined, person: Person): boolean {
  return Boolean(person.email && stored && stored.trim().toLowerCase() === person.email);
}

/**
 * Runs of digits as people write numbers in free text: digits with spaces, hyphens, dots or
 * brackets between them, on one line. Two numbers written side by side become one run, which
 * is then matched (and erased) as a whole: erring towards erasing more.
 */
const DIGIT_RUN = /\+?\d[\d \t().-]*\d/g;

function phoneRuns(text: string, person: Person): string[] {
  if (!person.phone) return [];
  const key = person.phone;
  return (text.match(DIGIT_RUN) ?? []).filter((run) => run.replace(/\D/g, "").includes(key));
}

/** The forms an address takes in stored text: as typed, and percent-encoded in a link. */
function emailForms(person: Person): string[] {
  return person.email ? [person.email, person.email.replace("@", "%40")] : [];
}

/** Whether free text (a note, an e-mail, an audit entry) mentions the person. */
export function mentions(text: string | null | undefined, match: PersonMatch | Person): boolean {
  if (!text) return false;
  const lower = text.toLowerCase();
  if (emailForms(match).some((form) => lower.includes(form))) return true;
  if (phoneRuns(text, match).length > 0) return true;
  const leadIds = "leadIds" in match ? match.leadIds : undefined;
  return leadIds ? [...leadIds].some((id) => text.includes(id)) : false;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The text with the person's address and number replaced by "[erased]"; with `names`, their
 * names too (only where the text is known to be about them: a name alone identifies nobody).
 */
export function redact(text: string, person: Person, names: readonly string[] = []): string {
  let result = text;
  for (const form of emailForms(person))
    result = result.replace(new RegExp(escapeRegExp(form), "gi"), ERASED);
  for (const run of phoneRuns(result, person)) result = result.split(run).join(ERASED);
  for (const name of names.filter((n) => n.trim().length >= 3))
    result = result.replace(new RegExp(escapeRegExp(name.trim()), "gi"), ERASED);
  return result;
}

/** A JSON value with every string in it redacted (audit entries' before and after). */
export function redactJson(json: string, person: Person, names: readonly string[] = []): string {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return redact(value, person, names);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  try {
    return JSON.stringify(walk(JSON.parse(json)));
  } catch {
    return redact(json, person, names);
  }
}

/** "a•••@example.com" and "••••••3210": enough to tell requests apart, not to find anyone. */
export function maskedEmail(email: string): string {
  const at = email.indexOf("@");
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : "•••";
}

export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `••••••${digits.slice(-4)}`;
}
