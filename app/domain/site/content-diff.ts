import { SECTION_TITLES, type SectionName } from "./section-names.ts";

/** One changed leaf between two versions of the site content. */
export interface ContentChange {
  /** Dotted path, e.g. company.phones.1.number. */
  path: string;
  /** For people: "Company details › Phones 2 › Number". */
  label: string;
  before: unknown;
  after: unknown;
}

/** Every changed leaf, in document order; arrays compare item by item. */
export function diffContent(before: unknown, after: unknown, path: string[] = []): ContentChange[] {
  if (Object.is(before, after)) return [];
  const bothObjects =
    isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after);
  if (!bothObjects) {
    return [{ path: path.join("."), label: labelFor(path), before, after }];
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) =>
    diffContent((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], [
      ...path,
      key,
    ]),
  );
}

function isContainer(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Readable labels: section titles, "Phones 2" for array items, words for camelCase keys. */
export function labelFor(path: string[]): string {
  const parts: string[] = [];
  path.forEach((segment, index) => {
    if (index === 0 && segment in SECTION_TITLES) {
      parts.push(SECTION_TITLES[segment as SectionName]);
    } else if (/^\d+$/.test(segment) && parts.length) {
      parts[parts.length - 1] = `${parts[parts.length - 1]} ${Number(segment) + 1}`;
    } else {
      parts.push(words(segment));
    }
  });
  return parts.join(" › ") || "Everything";
}

function words(key: string): string {
  const spaced = key
    .replace(/CTA$/, " button")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/-/g, " ")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A short sentence for the version list: "Changed Company details › Phones 2 › Number and 2 more". */
export function summarise(changes: ContentChange[]): string {
  if (!changes.length) return "Saved without changes";
  const named = changes.slice(0, 3).map((change) => change.label);
  const rest = changes.length - named.length;
  return `Changed ${named.join("; ")}${rest > 0 ? ` and ${rest} more` : ""}`;
}

/**
 * The changes inside any of `scopes`: a section ("company") or a part of one
 * ("company.phones"), so a save of some fields conflicts only over those fields.
 */
export function changesWithin(changes: ContentChange[], scopes: string[]): ContentChange[] {
  return changes.filter((change) =>
    scopes.some((scope) => change.path === scope || change.path.startsWith(`${scope}.`)),
  );
}
