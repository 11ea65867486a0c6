import { z } from "zod";
import type { SectionName } from "./section-names.ts";
import { sectionSchemas, type SiteContent } from "./site-content-schema.ts";

export type FieldsReading<S extends SectionName> =
  { ok: true; fields: Partial<SiteContent[S]> } | { ok: false; issues: z.core.$ZodIssue[] };

/**
 * Some fields of one section, each checked by the section's own schema for that field (the
 * company details' cards save a few fields at a time, docs/decisions/091). A name the section
 * does not have is an error, not ignored: a typo must not look saved.
 */
export function readSectionFields<S extends SectionName>(
  section: S,
  content: unknown,
): FieldsReading<S> {
  if (typeof content !== "object" || content === null || Array.isArray(content))
    return { ok: false, issues: [issue([], "Send the fields to save as an object")] };
  const shape = shapeOf(sectionSchemas[section]);
  const names = Object.keys(content);
  const unknown = names.filter((name) => !Object.hasOwn(shape, name));
  if (unknown.length)
    return { ok: false, issues: unknown.map((name) => issue([name], "There is no such field")) };
  if (!names.length) return { ok: false, issues: [issue([], "Send at least one field")] };
  const picked = z.object(Object.fromEntries(names.map((name) => [name, shape[name]!])));
  const parsed = picked.safeParse(content);
  return parsed.success
    ? { ok: true, fields: parsed.data as Partial<SiteContent[S]> }
    : { ok: false, issues: parsed.error.issues };
}

/** A section's fields: its object's, under a default if it has one. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  if (schema instanceof z.ZodDefault) return shapeOf(schema.unwrap() as z.ZodType);
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

function issue(path: string[], message: string): z.core.$ZodIssue {
  return { code: "custom", path, message, input: undefined };
}
