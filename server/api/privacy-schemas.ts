import { z } from "zod";

/** The answers of the privacy endpoints, for the OpenAPI document (docs/decisions/090). */

const counts = z
  .record(z.string(), z.number().int())
  .meta({ description: "Per place (a kind of enquiry, a table, `mail_files`): how many" });

export const erasureRecord = z
  .object({ erased: counts, requestId: z.string() })
  .meta({ id: "PrivacyErasure" });

export const heldDataRecord = z
  .object({
    person: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
    generatedAt: z.string(),
    counts,
    held: z.record(z.string(), z.array(z.unknown())),
  })
  .meta({ id: "PersonalDataExport" });

export const privacyRequestRecord = z
  .object({
    id: z.string(),
    kind: z.enum(["access", "correction", "erasure"]),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    note: z.string(),
    status: z.enum(["open", "done", "declined"]),
    outcome: z.string().nullable(),
    receivedAt: z.string(),
    closedAt: z.string().nullable(),
  })
  .meta({ id: "PrivacyRequest" });

export const retentionCountsRecord = z
  .object({
    spam: z.number().int(),
    leads: z.number().int(),
    notes: z.number().int(),
    emails: z.number().int(),
    auditEntries: z.number().int(),
    mailFiles: z.number().int(),
  })
  .meta({ id: "RetentionCounts" });

const periods = z.object({
  spamDays: z.number().int(),
  leadMonths: z.number().int(),
  auditMonths: z.number().int(),
  mailFileDays: z.number().int(),
});

export const retentionRecord = z
  .object({
    periods,
    preview: retentionCountsRecord,
    lastRun: z
      .object({ day: z.string(), at: z.string(), counts: retentionCountsRecord })
      .nullable(),
  })
  .meta({ id: "Retention" });
