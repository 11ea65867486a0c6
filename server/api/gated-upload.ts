import type { Context } from "hono";
import type { GateTicket } from "../../app/domain/hash-gate.server.ts";
import type { ApiEnv } from "./env.ts";
import { problem } from "./problem.ts";
import { readParts } from "./read-form.ts";
import { boundaryOf, type MultipartPart } from "./read-multipart.ts";
import { formatMegabytes, refuseUnread } from "./upload-limit.ts";

/** About one file's processing time: the queue has moved by then (docs/decisions/055). */
const RETRY_AFTER_SECONDS = 5;

/**
 * An upload endpoint's common path (media, catalogue sheets): a multipart body with a `file`
 * field, read only once the upload has a place in the service's queue. The place is taken
 * before the body is read, with no await in between: a burst beyond the queue is refused at
 * once, never buffered (docs/decisions/055). `receive` gets the non-empty file within the cap,
 * the other parts, and the place in the queue, which is given back when it is done.
 */
export async function gatedUpload(
  c: Context<ApiEnv>,
  upload: {
    gate: { reserve: () => GateTicket | null };
    maxBytes: number;
    /** The 415 when the body is not multipart. */
    notMultipart: string;
    /** The 503 when the queue is full. */
    busy: string;
    /** The 400 without a file, as "Choose …" (the field's error has no full stop). */
    chooseFile: string;
  },
  receive: (file: MultipartPart, parts: MultipartPart[], ticket: GateTicket) => Promise<Response>,
): Promise<Response> {
  const { gate, maxBytes } = upload;
  const boundary = boundaryOf(c.req.header("content-type") ?? "");
  if (!boundary) return problem(c, 415, upload.notMultipart);
  const ticket = gate.reserve();
  if (!ticket) {
    return refuseUnread(c, maxBytes, 503, upload.busy, {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    });
  }
  try {
    const parts = await readParts(c, boundary, maxBytes);
    if (parts instanceof Response) return parts;
    const file = parts.find((part) => part.name === "file" && part.fileName !== undefined);
    if (!file || file.bytes.length === 0) {
      return problem(c, 400, `${upload.chooseFile}.`, { errors: { file: upload.chooseFile } });
    }
    if (file.bytes.length > maxBytes) {
      return problem(c, 413, `The file is larger than ${formatMegabytes(maxBytes)}.`);
    }
    return await receive(file, parts, ticket);
  } finally {
    ticket.release();
  }
}
