import { z } from "zod";

/**
 * How long personal data is kept (docs/decisions/090). The owner sets the periods; these are the
 * defaults a careful small company would sign off: spam is worthless after a month, a lead is
 * worth keeping three years after the last contact (a buyer's next order), the addresses the
 * audit log records are needed for a year of security questions, and a copy of an e-mail sent
 * for a quarter.
 */
export const RETENTION_DEFAULTS = {
  spamDays: 30,
  leadMonths: 36,
  auditMonths: 12,
  mailFileDays: 90,
} as const;

const period = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be at least 1` })
    .max(max, { error: `${label} must be at most ${max}` });

export const retentionInput = z.object({
  spamDays: period("Spam (days)", 3650),
  leadMonths: period("Leads (months)", 240),
  auditMonths: period("Audit addresses (months)", 120),
  mailFileDays: period("Mail files (days)", 3650),
});
export type RetentionPeriods = z.infer<typeof retentionInput>;

/** What a run removed, or a dry run would remove. */
export interface RetentionCounts {
  /** Submissions marked as spam, of every kind. */
  spam: number;
  /** Enquiries with no activity for the period. */
  leads: number;
  /** Notes and timeline events of those two. */
  notes: number;
  /** Outbox e-mails about them. */
  emails: number;
  /** Audit entries whose network address (and typed address of a failed sign-in) was cleared. */
  auditEntries: number;
  mailFiles: number;
}

/** The instants before which each kind of data has expired. */
export function cutoffs(periods: RetentionPeriods, now: number) {
  const day = 86_400_000;
  const monthsAgo = (months: number) => {
    const date = new Date(now);
    date.setUTCMonth(date.getUTCMonth() - months);
    return date.toISOString();
  };
  return {
    spam: new Date(now - periods.spamDays * day).toISOString(),
    leads: monthsAgo(periods.leadMonths),
    audit: monthsAgo(periods.auditMonths),
    mailFiles: now - periods.mailFileDays * day,
  };
}

/** The periods as the privacy notice and the settings screen state them. */
export function retentionLines(periods: RetentionPeriods) {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  return [
    {
      what: "Enquiries from every form, with our notes on them",
      kept: `${plural(periods.leadMonths, "month")} after our last contact with you`,
    },
    {
      what: "Submissions our filters judged to be spam",
      kept: plural(periods.spamDays, "day"),
    },
    {
      what: "Our copies of the e-mails we sent you",
      kept: `up to ${plural(periods.mailFileDays, "day")}`,
    },
    {
      what: "Network addresses in our security log",
      kept: plural(periods.auditMonths, "month"),
    },
    // The form limit's counters are purged hourly (server/main.ts, docs/decisions/011).
    {
      what: "Counters of network addresses that limit how often forms are sent",
      kept: "about an hour",
    },
  ];
}
