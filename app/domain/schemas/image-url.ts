/*
 * What an image address may be, for the schemas' image fields (fields.ts) and the admin's
 * previews, which check a pasted address as it is typed without loading zod.
 */

// Browsers drop tabs and line breaks inside URLs and read "\\" as "/": "/\t/evil" and
// "/\\evil" both become "//evil", another host. No such character belongs in an image address.
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;
const PROBE_ORIGIN = "http://site.invalid";

export function isImageUrl(value: string): boolean {
  if (UNSAFE_URL_CHARACTERS.test(value)) return false;
  if (value.startsWith("/")) return isSitePath(value);
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A path on this site: it must resolve to this site's origin as the browser reads it. */
function isSitePath(value: string): boolean {
  if (value.startsWith("//")) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
