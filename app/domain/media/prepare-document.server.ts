import { createHash } from "node:crypto";
import { PDF_CONTENT_TYPE } from "./document-rules.ts";
import { MediaInputError } from "./media-input-error.ts";
import type { StoredUpload } from "./stored-upload.ts";

/**
 * PDF documents for the media library (docs/decisions/084). What a file is comes from its
 * bytes, as for images (docs/decisions/055): a PDF starts with `%PDF-`. An HTML page, an SVG
 * or a script renamed `datasheet.pdf` and sent as application/pdf does not, and is refused.
 */

/** `%PDF-1.7`, `%PDF-2.0`: the header every PDF writer puts at the very start. */
const HEADER = /^%PDF-[12]\.[0-9]/;
/** Readers look for the end-of-file marker this close to the end; a cut-off upload has none. */
const TRAILER_WINDOW = 1024;
/** How much of the start is checked for markup: the header, the binary comment, the first object. */
const HEAD_WINDOW = 1024;
/**
 * Markup a browser would run if it ever read the file as a page. A real PDF opens with its
 * header and objects, never with tags; a file that carries both is a polyglot made to be
 * sniffed as HTML, refused even though it is served as a download.
 */
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta)[\s>/]/i;

export function isPdf(bytes: Uint8Array): boolean {
  return HEADER.test(Buffer.from(bytes.subarray(0, 8)).toString("latin1"));
}

/** The upload as stored: one "variant", the file itself. Refuses what is not a whole, plain PDF. */
export function prepareDocument(bytes: Buffer): StoredUpload {
  if (!isPdf(bytes)) {
    throw new MediaInputError(415, "This file is not a PDF document.");
  }
  if (MARKUP.test(bytes.toString("latin1", 0, HEAD_WINDOW))) {
    throw new MediaInputError(
      415,
      "This file holds a web page behind a PDF header. Upload the PDF as its maker wrote it.",
    );
  }
  const eof = bytes.lastIndexOf("%%EOF", undefined, "latin1");
  if (eof === -1 || eof < bytes.length - TRAILER_WINDOW) {
    throw new MediaInputError(400, "The PDF is damaged or incomplete and cannot be read.");
  }
  return {
    hash: createHash("sha256").update(bytes).digest("hex"),
    contentType: PDF_CONTENT_TYPE,
    width: 0,
    height: 0,
    fallbackFormat: "pdf",
    placeholder: "",
    variants: [{ width: 0, height: 0, format: "pdf", data: bytes }],
  };
}
