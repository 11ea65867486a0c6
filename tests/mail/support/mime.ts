/**
 * Just enough MIME to read what nodemailer sends: headers (unfolded, encoded
 * words decoded), and the text and HTML parts of a multipart/alternative
 * body in 7bit, quoted-printable or base64.
 */
export interface ReceivedMessage {
  raw: string;
  /** The SMTP envelope: who the server was asked to deliver to. */
  envelopeTo: string[];
  envelopeFrom: string;
  /** Lower-cased header names; repeated headers keep the last value. */
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export function parseMessage(
  raw: string,
  envelopeTo: string[],
  envelopeFrom: string,
): ReceivedMessage {
  const { headers, body } = splitEntity(raw);
  const parts = partsOf(headers, body);
  return {
    raw,
    envelopeTo,
    envelopeFrom,
    headers,
    subject: headers.subject ?? "",
    messageId: headers["message-id"] ?? "",
    text: parts.find((p) => p.type === "text/plain")?.content ?? "",
    html: parts.find((p) => p.type === "text/html")?.content ?? "",
  };
}

function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const normalised = entity.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
  }
  return { headers, body };
}

function partsOf(
  headers: Record<string, string>,
  body: string,
): Array<{ type: string; content: string }> {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) {
    return [
      { type: type.split(";")[0]?.trim().toLowerCase() ?? "", content: decodeBody(headers, body) },
    ];
  }
  const sections = body.split(`--${boundary}`).slice(1);
  return sections
    .filter((s) => !s.startsWith("--"))
    .flatMap((s) => {
      const part = splitEntity(s.replace(/^\n/, ""));
      return partsOf(part.headers, part.body);
    });
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body.replace(/\n$/, "");
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i] as string;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8").replace(/\n$/, "");
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII header text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_match, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}
