import { stat, unlink } from "node:fs/promises";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { toCount } from "../../db/list-helpers.ts";
import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import { ENQUIRY_KINDS, type EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import { removeLeadTrails } from "../leads/lead-events.server.ts";
import { ignoreMissing, mailFiles } from "./places/mail-places.server.ts";
import { cutoffs, type RetentionCounts, type RetentionPeriods } from "./retention-policy.ts";

type Db = Kysely<Database> | Transaction<Database>;
type Expiring = { kind: EnquiryKind; ids: string[] }[];

/** Large id lists go to the database in slices (SQLite takes at most 32,766 parameters). */
const SLICE = 500;

function slices<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += SLICE) out.push(items.slice(i, i + SLICE));
  return out;
}

/**
 * Enquiries past their period, of every kind in the registry: spam by its date of arrival,
 * the rest by their last activity (the later of arrival, last change, last note, last
 * timeline event: a lead someone still works on is not old).
 */
async function expiringEnquiries(db: Db, periods: RetentionPeriods, now: number) {
  const cut = cutoffs(periods, now);
  const spam: Expiring = [];
  const leads: Expiring = [];
  for (const kind of ENQUIRY_KINDS) {
    const table = ENQUIRIES[kind].table;
    const rows = db.selectFrom(table as "contact_submissions").select("id");
    const spamRows = await rows
      .where("status", "=", "spam")
      .where("created_at", "<", cut.spam)
      .execute();
    const quiet = (related: "lead_events" | "lead_notes", column: "at" | "created_at") =>
      sql<boolean>`not exists (select 1 from ${sql.table(related)} r where r.lead_kind = ${kind} and r.lead_id = ${sql.ref(`${table}.id`)} and ${sql.ref(`r.${column}`)} >= ${cut.leads})`;
    const leadRows = await rows
      .where("status", "!=", "spam")
      .where("created_at", "<", cut.leads)
      .where("updated_at", "<", cut.leads)
      .where(quiet("lead_events", "at"))
      .where(quiet("lead_notes", "created_at"))
      .execute();
    spam.push({ kind, ids: spamRows.map((r) => r.id) });
    leads.push({ kind, ids: leadRows.map((r) => r.id) });
  }
  return { spam, leads };
}

/** What hangs off the expiring enquiries: notes and events, and outbox e-mails. */
async function countTrail(db: Db, expiring: Expiring) {
  let notes = 0;
  let emails = 0;
  for (const { kind, ids } of expiring)
    for (const part of slices(ids)) {
      for (const table of ["lead_notes", "lead_events"] as const) {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .where("lead_kind", "=", kind)
          .where("lead_id", "in", part)
          .executeTakeFirstOrThrow();
        notes += toCount(row.n);
      }
      const row = await db
        .selectFrom("notification_outbox")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("submission_id", "in", part)
        .executeTakeFirstOrThrow();
      emails += toCount(row.n);
    }
  return { notes, emails };
}

async function removeEnquiries(trx: Transaction<Database>, expiring: Expiring) {
  for (const { kind, ids } of expiring)
    for (const part of slices(ids)) {
      await removeLeadTrails(trx, kind, part);
      await trx.deleteFrom("notification_outbox").where("submission_id", "in", part).execute();
      await trx
        .deleteFrom(ENQUIRIES[kind].table as "contact_submissions")
        .where("id", "in", part)
        .execute();
    }
}

/**
 * Audit entries past the period that still hold a network address, or the address someone
 * typed into a failed sign-in (`email:…`). The entry itself stays: who changed what, and when.
 */
function expiringAudit(db: Db, before: string) {
  return db
    .selectFrom("audit_log")
    .where("at", "<", before)
    .where((eb) =>
      eb.or([
        eb("address", "!=", ""),
        eb.and([eb("actor_id", "is", null), eb("target", "like", "email:_%")]),
      ]),
    );
}

/**
 * Sent e-mails past the mail period: the worker purges them after 30 days anyway; a shorter
 * period set by the owner is kept here, so the notice's "up to N days" holds for the outbox too.
 */
function expiringSent(db: Db, before: number) {
  return db
    .selectFrom("notification_outbox")
    .where("status", "=", "sent")
    .where("sent_at", "<", new Date(before).toISOString());
}

async function expiringFiles(directory: string | null, before: number): Promise<string[]> {
  const old: string[] = [];
  for (const path of await mailFiles(directory)) {
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < before) old.push(path);
  }
  return old;
}

const total = (expiring: Expiring) => expiring.reduce((n, { ids }) => n + ids.length, 0);

/** What a run would remove now, touching nothing: the settings screen's preview. */
export async function previewRetention(
  db: Db,
  periods: RetentionPeriods,
  now: number,
  mailDirectory: string | null,
): Promise<RetentionCounts> {
  const { spam, leads } = await expiringEnquiries(db, periods, now);
  const trail = await countTrail(db, [...spam, ...leads]);
  const audit = await expiringAudit(db, cutoffs(periods, now).audit)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  const sent = await expiringSent(db, cutoffs(periods, now).mailFiles)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  const files = await expiringFiles(mailDirectory, cutoffs(periods, now).mailFiles);
  return {
    spam: total(spam),
    leads: total(leads),
    notes: trail.notes,
    emails: trail.emails + toCount(sent.n),
    auditEntries: toCount(audit.n),
    mailFiles: files.length,
  };
}

/** Removes what has expired, in the caller's transaction (mail files just before it commits). */
export async function applyRetention(
  trx: Transaction<Database>,
  periods: RetentionPeriods,
  now: number,
  mailDirectory: string | null,
): Promise<RetentionCounts> {
  const { spam, leads } = await expiringEnquiries(trx, periods, now);
  const trail = await countTrail(trx, [...spam, ...leads]);
  await removeEnquiries(trx, [...spam, ...leads]);
  const cut = cutoffs(periods, now);
  const expired = await expiringAudit(trx, cut.audit).select("id").execute();
  for (const part of slices(expired.map((row) => row.id))) {
    await trx.updateTable("audit_log").set({ address: "" }).where("id", "in", part).execute();
    await trx
      .updateTable("audit_log")
      .set({ actor_email: "", target: "email:" })
      .where("id", "in", part)
      .where("actor_id", "is", null)
      .where("target", "like", "email:_%")
      .execute();
  }
  const sent = await trx
    .deleteFrom("notification_outbox")
    .where("status", "=", "sent")
    .where("sent_at", "<", new Date(cut.mailFiles).toISOString())
    .executeTakeFirst();
  const files = await expiringFiles(mailDirectory, cut.mailFiles);
  for (const path of files) await unlink(path).catch(ignoreMissing);
  return {
    spam: total(spam),
    leads: total(leads),
    notes: trail.notes,
    emails: trail.emails + Number(sent.numDeletedRows),
    auditEntries: expired.length,
    mailFiles: files.length,
  };
}
