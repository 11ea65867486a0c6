import type { Sender } from "../notifications/sender.ts";
import type { Role } from "../team/roles.ts";
import type { ServerEnvironment } from "../server-environment.ts";

/** What one check found (docs/decisions/089). */
export interface Finding {
  id: string;
  level: "ok" | "warning" | "error";
  /** One line: what was looked at and what it is. */
  summary: string;
  /** What to do about it; absent when nothing needs doing. */
  fix?: string;
}

export interface AccountFacts {
  email: string;
  role: Role;
  disabled: boolean;
  twoFactor: boolean;
}

/** The sample data a fresh install ships with, still on show. */
export interface SampleContentFacts {
  /** Seeded testimonials not hidden. */
  testimonials: number;
  /** Seeded case studies still published. */
  caseStudies: number;
  /** Addresses at example.com (and the other reserved domains) anywhere in the site content. */
  emails: string[];
  /** The seed's phone numbers among the company's phones and WhatsApp number. */
  phones: string[];
  /** No logo uploaded: the header, footer and search results show the sample's built-in mark. */
  sampleLogo: boolean;
}

export type SmtpProbe = { ok: true } | { ok: false; reason: string };

export type BackupFacts =
  { dir: string; newest: { name: string; at: number } | null } | { dir: string; error: string };

export type DiskFacts =
  { path: string; freeBytes: number; totalBytes: number } | { path: string; error: string };

/** What the request showing the owner's dashboard says about a proxy in front. */
export interface RequestFacts {
  /** It carried X-Forwarded-For or Forwarded. */
  forwarded: boolean;
}

/**
 * Everything the checks judge, gathered first so that each check is a pure function of it:
 * the CLI and the dashboard gather the same facts the same way, and tests feed made-up ones.
 */
export interface ReadinessFacts {
  env: ServerEnvironment;
  /** Absent for the command line, which sees no request. */
  request?: RequestFacts;
  /** Absent when SMTP_URL is unset (nothing to ask). */
  smtp?: SmtpProbe;
  /** The From of the next e-mail; null when the database could not tell. */
  sender: Sender | null;
  /** Null when the database could not be read. */
  accounts: AccountFacts[] | null;
  sample: SampleContentFacts | null;
  /** Absent when BACKUP_DIR is unset. */
  backup?: BackupFacts;
  disk: DiskFacts[];
  /** Why the database could not be read, when it could not. */
  databaseError?: string;
  now: number;
}

/** What a request's headers say about a proxy in front of the app. */
export function requestFacts(headers: Headers): RequestFacts {
  return { forwarded: headers.has("x-forwarded-for") || headers.has("forwarded") };
}
