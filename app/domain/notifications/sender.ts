import { singleLine } from "../../utils/single-line.ts";
import type { CompanyContent } from "../site/company-schema.ts";

/** The From of every e-mail the site sends (docs/decisions/089). */
export interface Sender {
  name: string;
  address: string;
}

/** The company as the site content names it now: its name and its first e-mail address. */
export function senderOf(company: Pick<CompanyContent, "name" | "emails">): Sender {
  const first = company.emails[0];
  // The schema keeps at least one address; a document without one is refused at save.
  if (!first) throw new Error("The company details have no e-mail address");
  return { name: singleLine(company.name, 120), address: first.address.trim() };
}

/**
 * MAIL_FROM, `info@company.in` or `Company <info@company.in>` (the forms the configuration
 * accepts), as a sender; quotes around the name are dropped.
 */
export function parseMailFrom(value: string): Sender {
  const trimmed = value.trim();
  const named = /^(.*?)\s*<([^\s<>@]+@[^\s<>@]+)>$/.exec(trimmed);
  if (!named) return { name: "", address: trimmed };
  const name = (named[1] ?? "").trim().replace(/^"(.*)"$/, "$1");
  return { name: singleLine(name, 120), address: named[2] ?? "" };
}

/** The part after the @, lower-cased: what Message-IDs and the readiness check use. */
export function senderDomain(sender: Pick<Sender, "address">): string {
  return (sender.address.split("@").pop() ?? "").toLowerCase();
}

/** `Name <address>` for logs and screens; the transport hands nodemailer the parts. */
export function formatSender(sender: Sender): string {
  return sender.name ? `${sender.name} <${sender.address}>` : sender.address;
}
