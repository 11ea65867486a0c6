import { company } from "../../content/company.ts";
import { formatDateTime } from "../../utils/format-date.ts";
import { BUSINESS_TIME_ZONE } from "./business-day.ts";
import type { ComposedMessage } from "../notifications/compose.ts";
import { escapeHtml, headerText, htmlDocument } from "../notifications/render.ts";
import type { LeadSummary } from "./lead-types.ts";

/** A member's morning list of follow-ups due today or overdue, each linking to its lead page. */
export function followUpDigestMail(
  to: string,
  name: string,
  leads: LeadSummary[],
  siteUrl: string,
): ComposedMessage {
  const site = siteUrl.replace(/\/+$/, "");
  const link = (lead: LeadSummary) =>
    `${site}/admin/leads/${lead.kind}/${encodeURIComponent(lead.id)}`;
  const when = (lead: LeadSummary) =>
    `${formatDateTime(lead.followUpAt ?? lead.date, { zone: BUSINESS_TIME_ZONE })} IST`;
  const subject = headerText(
    `${leads.length} follow-up${leads.length === 1 ? "" : "s"} due today | ${company.name}`,
  );
  const intro = `Good morning ${name}, these leads are waiting for your call today:`;
  const text = [
    intro,
    "",
    ...leads.map((lead) => `- ${when(lead)}: ${lead.name} (${lead.subject}) ${link(lead)}`),
    "",
    `${site}/admin/leads?due=today&assignee=me`,
  ].join("\n");
  const items = leads
    .map(
      (lead) =>
        `<li><strong>${escapeHtml(when(lead))}</strong>: <a href="${escapeHtml(link(lead))}">${escapeHtml(lead.name)}</a> (${escapeHtml(lead.subject)})</li>`,
    )
    .join("\n");
  return {
    kind: "follow-up-digest",
    to,
    replyTo: null,
    subject,
    text,
    html: htmlDocument(subject, `<p>${escapeHtml(intro)}</p>\n<ul>\n${items}\n</ul>`),
  };
}
