import type { ComposedMessage } from "../notifications/compose.ts";
import { escapeHtml, htmlDocument, htmlParagraph } from "../notifications/render.ts";
import { ROLE_LABELS, type Role } from "./roles.ts";

const link = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, "")}${path}`;

/**
 * The team's e-mails are signed with the company's name as the site content has it now
 * (docs/decisions/089): the caller reads it in the transaction that queues the e-mail.
 */
function message(
  kind: ComposedMessage["kind"],
  to: string,
  subject: string,
  lines: string[],
  url: string,
  companyName: string,
): ComposedMessage {
  const text = [...lines, "", url, "", `— ${companyName}`].join("\n");
  const html = htmlDocument(
    subject,
    [
      ...lines.map(htmlParagraph),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
      htmlParagraph(`— ${companyName}`),
    ].join(""),
  );
  return { kind, to, replyTo: null, subject, text, html };
}

/** The invitation: a single-use link to /admin/invite/{token}, valid for seven days. */
export function invitationMail(
  to: string,
  role: Role,
  token: string,
  siteUrl: string,
  companyName: string,
) {
  return message(
    "invitation",
    to,
    `You are invited to the ${companyName} back office`,
    [
      `You have been invited to the ${companyName} back office as ${ROLE_LABELS[role].toLowerCase()}.`,
      "Open the link below to choose your name and password. It works once and expires in 7 days.",
      "If you did not expect this invitation, ignore this e-mail.",
    ],
    link(siteUrl, `/admin/invite/${token}`),
    companyName,
  );
}

/** The reset link: /admin/reset-password/{token}, single use, one hour. */
export function passwordResetMail(to: string, token: string, siteUrl: string, companyName: string) {
  return message(
    "password-reset",
    to,
    `Reset your ${companyName} back-office password`,
    [
      "Someone, hopefully you, asked to reset the password of this back-office account.",
      "Open the link below to choose a new password. It works once and expires in 1 hour.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ],
    link(siteUrl, `/admin/reset-password/${token}`),
    companyName,
  );
}

/** To the new sign-in address: /admin/confirm-email/{token}, single use, 24 hours. */
export function emailChangeMail(to: string, token: string, siteUrl: string, companyName: string) {
  return message(
    "email-change",
    to,
    `Confirm your new ${companyName} back-office address`,
    [
      `Someone signed in to the ${companyName} back office asked to use this address to sign in.`,
      "Open the link below to confirm it. It works once and expires in 24 hours; until then the account keeps its old address.",
      "If you did not ask for this, ignore this e-mail: nothing changes.",
    ],
    link(siteUrl, `/admin/confirm-email/${token}`),
    companyName,
  );
}

/** To the old sign-in address once the new one is confirmed: the account's owner is told. */
export function emailChangedNotice(
  to: string,
  newEmail: string,
  siteUrl: string,
  companyName: string,
) {
  return message(
    "email-change-notice",
    to,
    `Your ${companyName} back-office address was changed`,
    [
      `The back-office account that signed in as ${to} now signs in as ${newEmail}.`,
      "If you did not make this change, tell the site's owner at once: they can disable the account and restore its address.",
    ],
    link(siteUrl, "/admin/login"),
    companyName,
  );
}
