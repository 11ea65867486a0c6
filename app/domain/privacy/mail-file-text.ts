/**
 * The readable text of an e-mail file (`.eml`, as the file transport writes them): headers with
 * their encoded words decoded, and every part's body decoded from quoted-printable or base64.
 * An erasure searches this, not the raw file, because an address or a number in a body can be
 * split by a soft line break or hidden in base64 (docs/decisions/090).
 */
export function mailFileText(raw: string): string {
  return entityText(raw.replace(/\r\n/g, "\n"));
}

function entityText(entity: string): string {
  const split = entity.indexOf("\n\n");
  const head = (split === -1 ? entity : entity.slice(0, split)).replace(/\n[ \t]+/g, " ");
  const body = split === -1 ? "" : entity.slice(split + 2);
  const type = headerValue(head, "content-type") ?? "text/plain";
  const encoding = (headerValue(head, "content-transfer-encoding") ?? "7bit").toLowerCase();
  const headers = decodeEncodedWords(head);
  const boundary = /boundary="?([^";\s]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .map((part) => entityText(part.replace(/^\n/, "")));
    return [headers, ...parts].join("\n");
  }
  return `${headers}\n${decodeBody(body, encoding)}`;
}

function headerValue(head: string, name: string): string | undefined {
  const line = head.split("\n").find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim();
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString();
  if (encoding === "quoted-printable") return quotedPrintable(body.replace(/=\n/g, ""));
  return body;
}

/** `=C3=A9` → é; anything that is not an escape stays as it is. */
function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!));
    }
  }
  return Buffer.from(bytes).toString();
}

/** RFC 2047: `=?UTF-8?Q?Asha_Patel?=` and `=?UTF-8?B?…?=` in headers (a subject, a name). */
function decodeEncodedWords(head: string): string {
  return head
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString()
        : quotedPrintable(text.replace(/_/g, " ")),
    );
}
