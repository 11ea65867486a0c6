import { formatDate, type Zone } from "~/utils/format-date";
import { singleLine } from "~/utils/single-line";
import type { InboxConfig, InboxRecord } from "./inbox-config";

/** Keeps mailto links within what mail programs accept. */
const QUOTE_LIMIT = 1500;
const SUBJECT_LIMIT = 200;

/**
 * 'Reply by e-mail': a mailto with the subject and a quoted body. Everything a visitor typed
 * that lands outside the body (the subject, the name in the greeting) is flattened to one
 * line: a subject `Hello\r\nBcc: x@example.com` must not add a header in the mail program.
 */
export function replyLink<T extends InboxRecord>(
  config: Pick<InboxConfig<T>, "replySubject" | "replyQuote">,
  item: T,
  zone: Zone,
): string {
  const name = singleLine(item.name);
  const quote = config
    .replyQuote(item)
    .slice(0, QUOTE_LIMIT)
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `Dear ${name},\n\n\n\nOn ${formatDate(item.date, { zone })}, ${name} wrote:\n${quote}`;
  const subject = singleLine(config.replySubject(item), SUBJECT_LIMIT);
  const params = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(singleLine(item.email)).replace(/%40/g, "@")}?${params}`;
}
