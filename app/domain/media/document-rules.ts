import { slugify } from "../slug.ts";
import { HASH_LENGTH, MEDIA_PATH } from "./media-rules.ts";

/**
 * Documents in the media library (docs/decisions/084): PDF datasheets, stored once and served
 * as downloads. No sharp, no database: the browser spells and reads these URLs too.
 */

export const PDF_CONTENT_TYPE = "application/pdf";

/** Longest part of a document's URL made from its name. */
const NAME_PART_MAX = 60;

/**
 * `/media/{hash}-{name}.pdf`: the content address (the same `/media/{hash}-` prefix as an
 * image's variants, so "where used" finds both the same way) and the file name as a slug,
 * so a copied link says what it is.
 */
export function documentUrl(hash: string, fileName: string): string {
  return `${MEDIA_PATH}${hash.slice(0, HASH_LENGTH)}-${documentNamePart(fileName)}.pdf`;
}

export function documentNamePart(fileName: string): string {
  const stem = fileName.replace(/\.pdf$/i, "");
  const slug = /[a-z0-9]/i.test(stem.normalize("NFKD")) ? slugify(stem) : "";
  return slug.slice(0, NAME_PART_MAX).replace(/-+$/g, "") || "document";
}

const DOCUMENT_PATH = new RegExp(
  `^${MEDIA_PATH}([0-9a-f]{${HASH_LENGTH}})-([a-z0-9]+(?:-[a-z0-9]+)*)\\.pdf$`,
);

/** The content address of a document URL's path, or null when `path` is not one. */
export function parseDocumentUrl(path: string): { hashPrefix: string } | null {
  const match = DOCUMENT_PATH.exec(path);
  if (!match || (match[2] as string).length > NAME_PART_MAX) return null;
  return { hashPrefix: match[1] as string };
}
