import { z } from "zod";
import { isImageUrl } from "./image-url.ts";

// zod probes for `new Function` to compile fast parsers; under the site's CSP
// (no 'unsafe-eval') that probe is reported as a violation in the browser and
// costs Lighthouse's best-practices score. jitless skips the probe.
if (typeof document !== "undefined") z.config({ jitless: true });

/**
 * Field builders shared by every payload schema, so that a rule and its
 * message are written once.
 * Every text has an upper bound; the message for it is ours.
 */
export function requiredText(
  options: { min?: number; max: number; message: string } & (
    { label: string } | { tooLong: string }
  ),
) {
  const { min = 1, max, message } = options;
  const tooLong =
    "tooLong" in options ? options.tooLong : `${options.label} must be at most ${max} characters`;
  return nonBlankText(message, max, tooLong, min).refine(hasNoNul, { error: NUL_MESSAGE });
}

/**
 * Text that must not be blank once trimmed, refused in the field's own words. Without the NUL
 * check of `requiredText`: the API refuses a NUL in any field before a schema is asked.
 */
export function nonBlankText(message: string, max: number, tooLong: string, min = 1) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: tooLong });
}

/** PostgreSQL refuses U+0000 in text; no field of ours needs one (forms posted without scripts too). */
export const NUL_MESSAGE = "Must not contain NUL characters";
export function hasNoNul(value: string): boolean {
  return !value.includes("\u0000");
}

export function optionalText(options: { max: number; label: string }) {
  return z
    .string()
    .trim()
    .max(options.max, { error: `${options.label} must be at most ${options.max} characters` })
    .refine(hasNoNul, { error: NUL_MESSAGE })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

export function emailAddress(message = "Please enter a valid email") {
  return z
    .string({ error: message })
    .trim()
    .max(254, { error: message })
    .pipe(z.email({ error: message }));
}

/** An absolute http(s) URL, or a path the site itself serves. */
export function imageUrl(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(2048, { error: "Image URL must be at most 2048 characters" })
    .refine(isImageUrl, { error: "Enter an absolute http(s) URL or a path starting with /" });
}

/** HTML checkboxes post "on"; JSON clients post booleans. */
export const booleanFlag = z
  .union([z.boolean(), z.enum(["on", "true", "false", "1", "0"])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true" || value === "1");
