import { normaliseFileName } from "../media/file-name.ts";

/**
 * The one file a quote request may carry (docs/decisions/083): an RFQ, a drawing, a photo of
 * a name plate or a bill of quantities. What it is comes from its first bytes, never from its
 * name or the type the browser declared, so an HTML page renamed rfq.pdf is refused.
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const ATTACHMENT_TYPES = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
} as const;

export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** For the file input's `accept` and the messages: what a visitor may choose. */
export const ATTACHMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,.xlsx";
export const ATTACHMENT_KINDS_TEXT = "a PDF, PNG, JPEG or XLSX file";

/**
 * The name the file is stored and downloaded under: the visitor's, made safe to show
 * (docs/decisions/055), ending in the extension of what the file is, so a PNG sent as
 * `drawing.pdf` downloads as `drawing.pdf.png` and opens in the right program.
 */
export function attachmentFileName(name: string, type: AttachmentType): string {
  const extension = ATTACHMENT_TYPES[type];
  const safe = name.trim() ? normaliseFileName(name, extension) : `attachment.${extension}`;
  const fits =
    safe.toLowerCase().endsWith(`.${extension}`) ||
    (type === "image/jpeg" && safe.toLowerCase().endsWith(".jpeg"));
  return fits ? safe : normaliseFileName(`${safe}.${extension}`, extension);
}
