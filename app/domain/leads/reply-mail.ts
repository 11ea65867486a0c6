import type { ComposedMessage } from "../notifications/compose.ts";
import { headerText, htmlDocument, htmlParagraph } from "../notifications/render.ts";

export interface LeadReplyMail {
  to: string;
  subject: string;
  body: string;
  /** The member who wrote it: the visitor's answer comes back to them. */
  replyTo: string | null;
}

/**
 * A reply written in the back office: the text as the member wrote it (the
 * template already holds the greeting and signature), and the same text as simple HTML.
 */
export function leadReplyMessage(mail: LeadReplyMail): ComposedMessage {
  const subject = headerText(mail.subject);
  return {
    kind: "lead-reply",
    to: mail.to,
    replyTo: mail.replyTo,
    subject,
    text: mail.body,
    html: htmlDocument(subject, `<p>${htmlParagraph(mail.body)}</p>`),
  };
}
