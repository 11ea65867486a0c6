import type { AttachmentRule, FileFacts } from "./define-inbox.ts";

/** A file part of a form: its name as the visitor's computer gave it, and its bytes. */
export interface SentFile {
  fileName?: string;
  bytes: Uint8Array;
}

export type AttachmentCheck =
  | { ok: true; file: (FileFacts & { bytes: Uint8Array }) | undefined }
  | { ok: false; status: 413 | 415; message: string };

/**
 * The file sent in a kind's attachment field, checked against its rule (docs/decisions/083):
 * none (a browser sends an empty part for an empty file input), too large (413), or not a
 * type the kind takes, judged from the bytes (415). The API and the page action share it.
 */
export function checkAttachment(rule: AttachmentRule, sent: SentFile | undefined): AttachmentCheck {
  if (!sent || sent.bytes.byteLength === 0) return { ok: true, file: undefined };
  if (sent.bytes.byteLength > rule.maxBytes)
    return {
      ok: false,
      status: 413,
      message: `The attachment is larger than ${Math.round(rule.maxBytes / 1024 / 1024)} MB.`,
    };
  const type = rule.sniff(sent.bytes);
  if (!type) return { ok: false, status: 415, message: `The attachment must be ${rule.accepted}.` };
  return {
    ok: true,
    file: {
      name: rule.fileName(sent.fileName ?? "", type),
      type,
      size: sent.bytes.byteLength,
      bytes: sent.bytes,
    },
  };
}
