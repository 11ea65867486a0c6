import {
  ascii,
  field,
  KEEP_ALIVE,
  MAX_HEAD_BYTES,
  readField,
  readTarget,
  sameText,
  startsWith,
  VERSION,
} from "./request-head.ts";

/** A small POST read whole from one chunk: what the app needs to build its Request. */
export interface PostRequest {
  /** The request target as sent. */
  target: string;
  host: string;
  /** Every field as sent, in order; names as sent (a Headers object lowers them). */
  fields: [string, string][];
  body: Buffer;
}

const POST = ascii("POST ");
const BLANK_LINE = ascii("\r\n\r\n");
const DIGIT_0 = 48;

type Meaning = "host" | "connection" | "length" | "not plain";
const NAMES: [Buffer, Meaning][] = [
  [ascii("host"), "host"],
  [ascii("connection"), "connection"],
  [ascii("content-length"), "length"],
  ...["transfer-encoding", "te", "upgrade", "expect"].map((name): [Buffer, Meaning] => [
    ascii(name),
    "not plain",
  ]),
];

function meaningOf(chunk: Buffer): Meaning | undefined {
  for (const [name, meaning] of NAMES) {
    if (sameText(chunk, field.nameStart, field.nameEnd, name)) return meaning;
  }
  return undefined;
}

/** A Content-Length of one to six digits, as its number; -1 for anything else. */
function lengthValue(chunk: Buffer): number {
  const { valueStart, valueEnd } = field;
  if (valueEnd <= valueStart || valueEnd - valueStart > 6) return -1;
  let n = 0;
  for (let at = valueStart; at < valueEnd; at++) {
    const digit = chunk[at]! - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * Reads one data chunk as a single small POST with its whole body (docs/decisions/106), or
 * returns null for node:http to read it. The subset is the plain reads' (`request-head.ts`)
 * with a body whose end no parser can place elsewhere: the head ends at the first blank line,
 * exactly one `Content-Length` of digits gives the body's size, and the body ends exactly where
 * the chunk does. No `Transfer-Encoding`, `TE`, `Upgrade` or `Expect` (a client waiting for
 * `100 Continue` is node:http's), and no `Connection` but `keep-alive`.
 */
export function readPostRequest(chunk: Buffer, maxBodyBytes: number): PostRequest | null {
  if (!startsWith(chunk, 0, POST)) return null;
  const blank = chunk.indexOf(BLANK_LINE, POST.length);
  if (blank < 0 || blank + 4 > MAX_HEAD_BYTES) return null;
  const targetEnd = readTarget(chunk, POST.length);
  if (targetEnd < 0) return null;
  const headEnd = blank + 2;
  let at = targetEnd + VERSION.length;
  let host: string | null = null;
  let hosts = 0;
  let length = -1;
  let lengths = 0;
  const fields: [string, string][] = [];
  while (at < headEnd) {
    at = readField(chunk, at);
    if (at < 0) return null;
    const value = chunk.toString("latin1", field.valueStart, field.valueEnd);
    const meaning = meaningOf(chunk);
    if (meaning === "not plain") return null;
    if (meaning === "connection" && !sameText(chunk, field.valueStart, field.valueEnd, KEEP_ALIVE))
      return null;
    if (meaning === "host") {
      hosts++;
      host = value;
    }
    if (meaning === "length") {
      lengths++;
      length = lengthValue(chunk);
    }
    fields.push([chunk.toString("latin1", field.nameStart, field.nameEnd), value]);
  }
  const bodyStart = headEnd + 2;
  if (at !== headEnd || hosts !== 1 || lengths !== 1 || host === null) return null;
  if (length < 0 || length > maxBodyBytes || chunk.length - bodyStart !== length) return null;
  return {
    target: chunk.toString("latin1", POST.length, targetEnd),
    host,
    fields,
    body: chunk.subarray(bodyStart),
  };
}
