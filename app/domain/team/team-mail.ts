import { company } from "../../content/company.ts";
import type { ComposedMessage } from "../notifications/compose.ts";
import { escapeHtml, htmlDocument, htmlParagraph } from "../notifications/render.ts";
import { ROLE_LABELS, type Role } from "./roles.ts";

const link = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, "")}${path}`;

function message(
  kind: ComposedMessage["kind"],
  to: string,
  subject: string,
  lines: string[],
  url: string,
): ComposedMessage {
  const text = [...lines, "", url, "", `— ${company.name}`].join("\n");
  const html = htmlDocument(
    subject,
    [
      ...lines.map(htmlParagraph),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
      htmlParagraph(`— ${company.name}`),
    ].join(""),
  );
  return { kind, to, replyTo: null, subject, text, html };
}

/** The invitation: a single-use link to /admin/invite/{token}, valid for seven days. */
export function invitationMail(to: string, role: Role, token: string, siteUrl: string) {
  return message(
    "invitation",
    to,
    `You are invited to the ${company.name} back office`,
    [
      `You have been invited to the ${company.name} back office as ${ROLE_LABELS[role].toLowerCase()}.`,
      "Open the link below to choose your name and password. It works once and expires in 7 days.",
      "If you did not expect this invitation, ignore this e-mail.",
    ],
    link(siteUrl, `/admin/invite/${token}`),
  );
}

/** The reset link: /admin/reset-password/{token}, single use, one hour. */
export function passwordResetMail(to: string, token: string, siteUrl: string) {
  return message(
    "password-reset",
    to,
    `Reset your ${company.name} back-office password`,
    [
      "Someone, hopefully you, asked to reset the password of this back-office account.",
      "Open the link below to choose a new password. It works once and expires in 1 hour.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ],
    link(siteUrl, `/admin/reset-password/${token}`),
  );
}
