import { formatDateTime } from "../../utils/format-date.ts";
import { BUSINESS_TIME_ZONE } from "../leads/business-day.ts";
import type { CompanyContent } from "../site/company-schema.ts";
import { formatAddress } from "../site/company-view.ts";
import { seedSiteContent } from "../site/seed-content.ts";
import type { OutboxMessageKind } from "../../db/schema.ts";
import type { Submission } from "../enquiries/submission.ts";
import {
  escapeHtml,
  fieldsAsHtml,
  fieldsAsText,
  headerText,
  htmlDocument,
  htmlParagraph,
} from "./render.ts";
import { describeSubmission, type Field } from "./submission-fields.ts";

/** One e-mail, ready for the outbox. */
export interface ComposedMessage {
  kind: OutboxMessageKind;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface CompositionOptions {
  /** Absolute origin of the site, for the link to the back office. */
  siteUrl: string;
  /** NOTIFY_EMAIL, or the members told of new leads (docs/decisions/089); one e-mail each. */
  teamEmails: readonly string[];
  /** The published company details; the installation's seed when absent. */
  company?: CompanyContent;
}

/** The company works from Vadodara: times in the e-mails are Indian Standard Time. */
const received = (iso: string) => `${formatDateTime(iso, { zone: BUSINESS_TIME_ZONE })} IST`;

/**
 * The e-mails a stored submission sends: the team's notification (one per
 * member told) with every field and a link to the item, and the visitor's
 * acknowledgement in the company's name, repeating what they sent.
 */
export function composeNotifications(
  submission: Submission,
  options: CompositionOptions,
): ComposedMessage[] {
  const messages: ComposedMessage[] = [];
  // One message per member: each is retried, or given up, on its own.
  for (const to of options.teamEmails)
    messages.push(adminNotification(submission, to, options.siteUrl));
  messages.push(
    visitorAcknowledgement(
      submission,
      options.siteUrl,
      options.company ?? seedSiteContent().company,
    ),
  );
  return messages;
}

/** The back-office link to one item; the list screen opens the item named by `id`. */
export function adminItemUrl(submission: Submission, siteUrl: string): string {
  const { adminPath } = describeSubmission(submission);
  return `${siteUrl.replace(/\/+$/, "")}${adminPath}?id=${encodeURIComponent(submission.record.id)}`;
}

export function adminNotification(
  submission: Submission,
  to: string,
  siteUrl: string,
): ComposedMessage {
  const { record } = submission;
  const { noun, topic, fields } = describeSubmission(submission);
  const link = adminItemUrl(submission, siteUrl);
  const all: Field[] = [...fields, { label: "Received", value: received(record.date) }];
  const heading = `New ${noun} from ${record.name}`;
  const text = [
    `${heading}.`,
    "",
    fieldsAsText(all),
    "",
    `Open it in the back office: ${link}`,
    "",
    `Reply to this e-mail to answer ${record.name} directly.`,
  ].join("\n");
  const html = htmlDocument(
    heading,
    [
      `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>`,
      fieldsAsHtml(all),
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Open in the back office</a></p>`,
      `<p style="color:#475569">Reply to this e-mail to answer ${escapeHtml(record.name)} directly.</p>`,
    ].join("\n"),
  );
  return {
    kind: "admin-notification",
    to,
    // The administrator answers the visitor with the mail client's Reply button.
    replyTo: record.email,
    subject: headerText(`${capitalise(heading)}: ${topic}`),
    text,
    html,
  };
}

export function visitorAcknowledgement(
  submission: Submission,
  siteUrl: string,
  company: CompanyContent,
): ComposedMessage {
  const { record } = submission;
  const { noun, fields, reference } = describeSubmission(submission);
  const office = company.phones[0];
  const general = company.emails[0];
  const site = siteUrl.replace(/\/+$/, "");
  const what = reference ? `your ${noun}, reference ${reference},` : `your ${noun}`;
  const intro = `Thank you for contacting ${company.name}. We have received ${what} and will get back to you as soon as possible.`;
  const quote = reference ? ` and quote ${reference}` : "";
  const urgent = office
    ? `If it is urgent, call us on ${office.number} (${company.businessHours})${quote} or simply reply to this e-mail.`
    : "If it is urgent, simply reply to this e-mail.";
  const signature = [
    company.name,
    formatAddress(company.address),
    [...company.phones.map((p) => p.number), general?.address].filter(Boolean).join(" | "),
    site,
  ];
  const text = [
    `Dear ${record.name},`,
    "",
    intro,
    "",
    "For your records, this is what you sent us:",
    "",
    fieldsAsText(fields),
    "",
    urgent,
    "",
    "Kind regards,",
    ...signature,
  ].join("\n");
  const html = htmlDocument(
    `Your ${noun} to ${company.name}`,
    [
      `<p>Dear ${escapeHtml(record.name)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      "<p>For your records, this is what you sent us:</p>",
      fieldsAsHtml(fields),
      `<p>${escapeHtml(urgent)}</p>`,
      `<p>Kind regards,<br>\n<strong>${escapeHtml(company.name)}</strong><br>\n` +
        `<span style="color:#475569">${htmlParagraph(signature.slice(1, 3).join("\n"))}<br>\n` +
        `<a href="${escapeHtml(site)}">${escapeHtml(site)}</a></span></p>`,
    ].join("\n"),
  );
  return {
    kind: "visitor-acknowledgement",
    to: record.email,
    replyTo: general?.address ?? null,
    subject: headerText(
      `We have received your ${noun}${reference ? ` ${reference}` : ""} | ${company.name}`,
    ),
    text,
    html,
  };
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
