import type { AttachmentType } from "./quote-attachment.ts";

/**
 * What an attachment is, from its bytes (docs/decisions/083). Plain byte comparisons, no
 * Buffer: the enquiry kinds' definitions, which name this, are also read in the browser.
 */
const PDF = bytesOf("%PDF-");
const PNG = bytesOf("\x89PNG\r\n\x1a\n");
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = bytesOf("PK\x03\x04");
const CONTENT_TYPES = bytesOf("[Content_Types].xml");
const WORKBOOK = bytesOf("xl/workbook.xml");

function bytesOf(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  const last = bytes.length - needle.length;
  for (
    let at = bytes.indexOf(first ?? 0);
    at !== -1 && at <= last;
    at = bytes.indexOf(first ?? 0, at + 1)
  ) {
    if (needle.every((byte, i) => bytes[at + i] === byte)) return true;
  }
  return false;
}

/**
 * The attachment's type, or null. An XLSX workbook is a ZIP archive whose entries include
 * `[Content_Types].xml` and `xl/workbook.xml`; entry names are stored uncompressed, so
 * finding both tells a workbook from any other ZIP (a Word file has `word/` instead).
 */
export function sniffAttachment(bytes: Uint8Array): AttachmentType | null {
  if (bytes.length < 8) return null;
  if (startsWith(bytes, PDF)) return "application/pdf";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, ZIP) && contains(bytes, CONTENT_TYPES) && contains(bytes, WORKBOOK))
    return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  return null;
}
