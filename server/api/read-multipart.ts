/**
 * Reads a multipart/form-data upload into one buffer and finds its parts in place: each
 * part's bytes are a view of that buffer, never a copy. `Request.formData()` keeps three
 * to four copies of a file at once (the chunks, their concatenation, the File, its
 * ArrayBuffer), which is 80 MB for one 20 MB photograph (docs/decisions/055).
 */

export interface MultipartPart {
  name: string;
  /** The file name the client sent, as it sent it; undefined for a plain field. */
  fileName?: string;
  bytes: Buffer;
}

export class MultipartError extends Error {
  override name = "MultipartError";
}

/** The body went past the cap while it streamed in (its length was not announced). */
export class BodyTooLargeError extends MultipartError {
  override name = "BodyTooLargeError";
}

/**
 * The body's bytes, at most `maxBytes`: an announced length above it was refused by the
 * upload-limit middleware (docs/decisions/054); an unannounced one is cut off here as soon
 * as it goes past, with BodyTooLargeError.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Buffer> {
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const announced = Number(request.headers.get("content-length") ?? Number.NaN);
  // A known length is read straight into a buffer of that size: one copy of the body, ever.
  const into =
    Number.isSafeInteger(announced) && announced <= maxBytes ? Buffer.allocUnsafe(announced) : null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!into && total + value.byteLength > maxBytes) {
        throw new BodyTooLargeError("The body is longer than allowed.");
      }
      if (into && total + value.byteLength > into.length) {
        throw new MultipartError("The body is longer than announced.");
      }
      if (into) into.set(value, total);
      else chunks.push(value);
      total += value.byteLength;
    }
  } catch (error) {
    // Left unread, not cancelled, as the upload limit leaves a refused body: the 413 or 400
    // closes the connection (and cancelling a FormData's stream makes undici throw).
    reader.releaseLock();
    throw error instanceof MultipartError
      ? error
      : new MultipartError("The body could not be read.");
  }
  if (into) {
    if (total !== into.length) throw new MultipartError("The body is shorter than announced.");
    return into;
  }
  return Buffer.concat(chunks, total);
}

/** The boundary named in a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");
/** More parts than the upload has fields is an attack, not a form. */
const MAX_PARTS = 16;

/** The parts of a multipart/form-data body (RFC 7578); MultipartError when it is malformed. */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.concat([CRLF, delimiter]);
  // The first delimiter opens the body, or follows a preamble and CRLF; every other one follows CRLF.
  let at = 0;
  if (!body.subarray(0, delimiter.length).equals(delimiter)) {
    const afterPreamble = body.indexOf(next);
    if (afterPreamble === -1)
      throw new MultipartError("The multipart body has no opening boundary.");
    at = afterPreamble + CRLF.length;
  }
  const parts: MultipartPart[] = [];
  for (;;) {
    at += delimiter.length;
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts; // "--": the closing delimiter
    const lineEnd = body.indexOf(CRLF, at);
    // Transport padding (spaces, tabs) may follow a delimiter before its CRLF.
    if (lineEnd === -1 || !/^[ \t]*$/.test(body.toString("latin1", at, lineEnd))) {
      throw new MultipartError("The multipart body is malformed.");
    }
    const headersEnd = body.indexOf(HEADERS_END, lineEnd);
    if (headersEnd === -1)
      throw new MultipartError("A part of the multipart body has no end of headers.");
    const contentStart = headersEnd + HEADERS_END.length;
    const contentEnd = body.indexOf(next, contentStart);
    if (contentEnd === -1) throw new MultipartError("The multipart body is incomplete.");
    if (parts.length === MAX_PARTS)
      throw new MultipartError("The multipart body has too many parts.");
    const headers = body.toString("utf8", lineEnd + CRLF.length, headersEnd);
    parts.push({ ...dispositionOf(headers), bytes: body.subarray(contentStart, contentEnd) });
    at = contentEnd + CRLF.length;
  }
}

/** The field name and file name of a part's Content-Disposition header. */
function dispositionOf(headers: string): { name: string; fileName?: string } {
  const line = headers.split("\r\n").find((h) => /^content-disposition\s*:/i.test(h));
  if (!line || !/:\s*form-data\s*(;|$)/i.test(line)) {
    throw new MultipartError("A part of the multipart body is not form-data.");
  }
  const params = new Map<string, string>();
  // Browsers escape a quote in a name as %22 (HTML's form encoding), so a quoted value
  // ends at the next quote; backslashes are part of the name.
  for (const match of line.matchAll(/;\s*([\w*-]+)\s*=\s*(?:"([^"]*)"|([^;\s]*))/g)) {
    params.set((match[1] as string).toLowerCase(), match[2] ?? match[3] ?? "");
  }
  const name = params.get("name");
  if (name === undefined) throw new MultipartError("A part of the multipart body has no name.");
  const extended = params.get("filename*");
  const fileName = extended !== undefined ? decodeExtended(extended) : params.get("filename");
  return fileName === undefined ? { name } : { name, fileName };
}

/** RFC 5987 `UTF-8''percent-encoded`; what cannot be decoded is kept as sent. */
function decodeExtended(value: string): string {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value);
  if (!match) return value;
  try {
    return decodeURIComponent(match[1] as string);
  } catch {
    return match[1] as string;
  }
}
