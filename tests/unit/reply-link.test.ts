import { describe, expect, test } from "vitest";
import { replyLink } from "../../app/components/admin/inbox/reply-link.ts";
import { singleLine } from "../../app/utils/single-line.ts";

const contact = {
  id: "c1",
  name: "Mallory\r\nCc: boss@example.com",
  email: "mallory@example.com",
  phone: "+91 265 555 0100",
  status: "new" as const,
  date: "2026-05-01T10:00:00.000Z",
  subject: "Hello\r\nBcc: x@example.com",
  message: "First line\r\nSecond line\rThird line",
};
const config = {
  replySubject: (item: typeof contact) => `Re: ${item.subject}`,
  replyQuote: (item: typeof contact) => item.message,
};

function parts(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject") ?? "",
    body: url.searchParams.get("body") ?? "",
  };
}

describe("'Reply by e-mail'", () => {
  test("a subject carrying CR/LF reaches the mailto as one line", () => {
    const href = replyLink(config, contact, "UTC");
    const { to, subject } = parts(href);
    expect(subject).toBe("Re: Hello Bcc: x@example.com");
    expect(to).toBe("mallory@example.com");
    // Nothing outside the body holds an encoded line break.
    expect(href.slice(0, href.indexOf("&body="))).not.toMatch(/%0[AD]/i);
  });

  test("the greeting's name is one line; the quoted message keeps its lines", () => {
    const { body } = parts(replyLink(config, contact, "UTC"));
    expect(body.startsWith("Dear Mallory Cc: boss@example.com,\n")).toBe(true);
    expect(body).toContain("> First line\n> Second line\n> Third line");
    expect(body).toContain("On 1 May 2026, Mallory Cc: boss@example.com wrote:");
    expect(body).not.toContain("\r");
  });

  test("singleLine flattens every control and line-separator character", () => {
    expect(singleLine("a\r\nb\u0000c\td\u0085e\u2028f\u2029g\u007fh")).toBe("a b c d e f g h");
    expect(singleLine("  long text  ", 6)).toBe("long…");
  });
});
