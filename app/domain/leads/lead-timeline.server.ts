import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { toIsoString } from "../../db/values.ts";
import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import { type EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import type { LeadNote, TimelineEntry } from "./lead-timeline-types.ts";

export type { LeadNote, TimelineEntry };

const memberName = (name: string | null, email: string | null) => name || email || null;

/** Notes, newest first, with their authors' names. */
export async function leadNotes(
  db: Kysely<Database>,
  kind: EnquiryKind,
  id: string,
): Promise<LeadNote[]> {
  const rows = await db
    .selectFrom("lead_notes")
    .leftJoin("admins", "admins.id", "lead_notes.author_id")
    .select([
      "lead_notes.id",
      "lead_notes.text",
      "lead_notes.author_id",
      "lead_notes.created_at",
      "admins.name",
      "admins.email",
    ])
    .where("lead_kind", "=", kind)
    .where("lead_id", "=", id)
    .orderBy("lead_notes.created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    authorId: row.author_id,
    authorName: memberName(row.name, row.email),
    at: toIsoString(row.created_at),
  }));
}

/**
 * Everything that happened to a lead, oldest first: its arrival, the e-mails about it (read
 * from the outbox, so "sent" means sent), and the events members caused.
 */
export async function leadTimeline(
  db: Kysely<Database>,
  kind: EnquiryKind,
  id: string,
  receivedAt: string,
): Promise<TimelineEntry[]> {
  const [events, mails] = await Promise.all([
    db
      .selectFrom("lead_events")
      .leftJoin("admins", "admins.id", "lead_events.actor_id")
      .select([
        "lead_events.id",
        "lead_events.at",
        "lead_events.type",
        "lead_events.actor_id",
        "lead_events.detail",
        "admins.name",
        "admins.email",
      ])
      .where("lead_kind", "=", kind)
      .where("lead_id", "=", id)
      .execute(),
    db
      .selectFrom("notification_outbox")
      .select(["id", "kind", "status", "recipient", "created_at", "sent_at"])
      .where("submission_id", "=", id)
      .where("submission_kind", "=", ENQUIRIES[kind].storedAs.outbox)
      .execute(),
  ]);
  const received: TimelineEntry = {
    id: `received-${id}`,
    at: receivedAt,
    type: "received",
    actorId: null,
    actorName: null,
    detail: {},
  };
  const later: TimelineEntry[] = [
    ...mails.map((mail) => ({
      id: mail.id,
      at: toIsoString(mail.sent_at ?? mail.created_at),
      type: "mail",
      actorId: null,
      actorName: null,
      detail: { mailKind: mail.kind, status: mail.status, to: mail.recipient },
    })),
    ...events.map((event) => ({
      id: event.id,
      at: toIsoString(event.at),
      type: event.type,
      actorId: event.actor_id,
      actorName: memberName(event.name, event.email),
      detail: JSON.parse(event.detail) as Record<string, unknown>,
    })),
  ];
  // Nothing happens to a lead before it arrives, but its e-mails are queued in the transaction
  // that stores it and take the database's clock, which can read a moment earlier than the
  // arrival time the application wrote: arriving always comes first.
  later.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  return [received, ...later];
}
