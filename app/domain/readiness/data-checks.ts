import type { Finding, ReadinessFacts } from "./readiness-facts.ts";
import { isSampleAddress } from "./sample-data.ts";

/** Checks of what the database holds (docs/decisions/089). Pure: facts in, a finding out. */

const list = (items: string[]) => items.join(", ");

export function checkDatabase({ databaseError }: Pick<ReadinessFacts, "databaseError">): Finding {
  if (databaseError)
    return {
      id: "database",
      level: "error",
      summary: `The database could not be read: ${databaseError}.`,
      fix: "Check DATABASE_URL (or DATA_DIR), and start the server once so that it sets the database up.",
    };
  return { id: "database", level: "ok", summary: "The database answers." };
}

export function checkAccountAddresses({ accounts }: Pick<ReadinessFacts, "accounts">): Finding {
  const id = "account-addresses";
  if (!accounts) return { id, level: "warning", summary: "The accounts could not be read." };
  const samples = accounts.filter((a) => isSampleAddress(a.email)).map((a) => a.email);
  if (samples.length > 0)
    return {
      id,
      level: "error",
      summary: `${samples.length === 1 ? "An account signs" : "Accounts sign"} in with a sample address nobody reads: ${list(samples)}. Password resets and new-lead e-mails to it are lost.`,
      fix: "Change it on My account (a link goes to the new address), or have the owner disable the account.",
    };
  return { id, level: "ok", summary: "Every account signs in with a real address." };
}

export function checkOwnersSecondFactor({ accounts }: Pick<ReadinessFacts, "accounts">): Finding {
  const id = "owners-second-factor";
  if (!accounts) return { id, level: "warning", summary: "The accounts could not be read." };
  const without = accounts
    .filter((a) => a.role === "owner" && !a.disabled && !a.twoFactor)
    .map((a) => a.email);
  if (without.length > 0)
    return {
      id,
      level: "warning",
      summary: `${without.length === 1 ? "An owner has" : "Owners have"} no second factor: ${list(without)}. A guessed or reused password opens everything.`,
      fix: "Each owner turns on two-factor sign-in on My account.",
    };
  return { id, level: "ok", summary: "Every owner signs in with a second factor." };
}

export function checkSampleContent({ sample }: Pick<ReadinessFacts, "sample">): Finding[] {
  if (!sample)
    return [
      { id: "sample-contacts", level: "warning", summary: "The site content could not be read." },
    ];
  const contacts: Finding =
    sample.emails.length > 0 || sample.phones.length > 0
      ? {
          id: "sample-contacts",
          level: "error",
          summary: `The site still shows sample contact details: ${list([...sample.emails, ...sample.phones])}. Buyers would write and call strangers.`,
          fix: "Enter your own in Site › Company details (and wherever else the site content names them).",
        }
      : { id: "sample-contacts", level: "ok", summary: "The contact details are your own." };
  const shown = [
    sample.testimonials > 0
      ? `${sample.testimonials} sample testimonial${sample.testimonials === 1 ? "" : "s"}`
      : "",
    sample.caseStudies > 0
      ? `${sample.caseStudies} sample case stud${sample.caseStudies === 1 ? "y" : "ies"}`
      : "",
  ].filter(Boolean);
  const stories: Finding =
    shown.length > 0
      ? {
          id: "sample-stories",
          level: "warning",
          summary: `The site still shows ${shown.join(" and ")} about fictitious clients.`,
          fix: "Replace or hide them in Site › Testimonials, and unpublish or rewrite them in Projects.",
        }
      : {
          id: "sample-stories",
          level: "ok",
          summary: "No sample testimonials or case studies are shown.",
        };
  const logo: Finding = sample.sampleLogo
    ? {
        id: "sample-logo",
        level: "warning",
        summary:
          "The header, footer, catalogue PDF and search results still show the sample logo: a 'V' mark beside the company's name.",
        fix: "Upload your logo in Site › Company details › Identity (and a light version for the navy header).",
      }
    : { id: "sample-logo", level: "ok", summary: "The site shows your own logo." };
  return [contacts, stories, logo];
}
