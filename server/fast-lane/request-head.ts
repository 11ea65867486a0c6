/** What a page-cache hit reads of a request: its line and a handful of headers. */
export interface RequestHead {
  method: "GET" | "HEAD";
  /** The request target as sent, as node:http's `req.url` holds it. */
  target: string;
  cookie: string | undefined;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
}

/** node:http's default `maxHeaderSize`: a longer head is node:http's to refuse. */
export const MAX_HEAD_BYTES = 16 * 1024;

/**
 * `GET` or `HEAD`, an origin-form target of RFC 3986's characters only, HTTP/1.1. Anything
 * else (absolute-form, HTTP/1.0, a space or a control character in the target) is node:http's.
 */
const REQUEST_LINE = /^(GET|HEAD) (\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*) HTTP\/1\.1$/;
/** A field as RFC 9110 allows it, without obs-text or obs-fold: a token, a colon, visible text. */
const FIELD = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[ \t]*([\t\x20-\x7e]*?)[ \t]*$/;

/**
 * Fields that make a request more than a plain read: a body (Content-Length,
 * Transfer-Encoding, TE), another protocol (Upgrade) or an expectation. Their rules are
 * llhttp's, so such a request goes to node:http, as does any `Connection` but `keep-alive`.
 */
const NOT_PLAIN = new Set(["content-length", "transfer-encoding", "upgrade", "expect", "te"]);

const JOINED_WITH: Record<string, string> = {
  cookie: "; ",
  "if-none-match": ", ",
  "accept-encoding": ", ",
  "x-forwarded-for": ", ",
  "x-forwarded-proto": ", ",
};

/**
 * Reads one data chunk as a single plain GET or HEAD (docs/decisions/103), or returns null
 * for node:http to read it instead. Only a strict subset of HTTP/1.1 is accepted: one
 * complete head that ends exactly where the chunk ends, so no byte after it is left for
 * another reading (pipelining, a body, a request split across packets); a request line and
 * fields as above, each line ended by CRLF; exactly one Host; no field that gives the message
 * a body or changes the connection. Inside that subset a message's end is the blank line
 * whatever parser reads it, which is what keeps two parsers on one connection from ever
 * disagreeing about where a request ends (request smuggling).
 */
export function readRequestHead(chunk: Buffer): RequestHead | null {
  if (chunk.length > MAX_HEAD_BYTES || chunk.length < 4) return null;
  const text = chunk.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  if (end !== text.length - 4) return null;
  const lines = text.slice(0, end).split("\r\n");
  const line = REQUEST_LINE.exec(lines[0]!);
  if (!line) return null;
  const found: Record<string, string | undefined> = {};
  let hosts = 0;
  for (let i = 1; i < lines.length; i++) {
    const field = FIELD.exec(lines[i]!);
    if (!field) return null;
    const name = field[1]!.toLowerCase();
    const value = field[2]!;
    if (NOT_PLAIN.has(name)) return null;
    if (name === "host") hosts++;
    else if (name === "connection") {
      if (value.toLowerCase() !== "keep-alive") return null;
    } else {
      const separator = JOINED_WITH[name];
      if (separator === undefined) continue;
      const before = found[name];
      found[name] = before === undefined ? value : `${before}${separator}${value}`;
    }
  }
  if (hosts !== 1) return null;
  return {
    method: line[1] as RequestHead["method"],
    target: line[2]!,
    cookie: found["cookie"],
    ifNoneMatch: found["if-none-match"],
    acceptEncoding: found["accept-encoding"],
    forwardedFor: found["x-forwarded-for"],
    forwardedProto: found["x-forwarded-proto"],
  };
}
