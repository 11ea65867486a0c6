import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nowIso, toBoolean, toIsoString } from "../../db/values.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { createOutbox } from "../notifications/outbox.server.ts";
import { worksLeads } from "../access/access-policy.ts";
import { followUpInstant } from "./business-day.ts";
import { queueFollowUpDigests } from "./follow-up-digest.server.ts";
import { addLeadEvent } from "./lead-events.server.ts";
import { ENQUIRIES } from "../enquiries/enquiry-registry.ts";
import { type EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import { createLeadList } from "./lead-list.server.ts";
import { lostReasonAfter } from "./lost-reason.ts";
import type { LeadListQuery, LeadPatchInput, LeadReplyInput } from "./lead-schemas.ts";
import { leadNotes, leadTimeline, type LeadNote } from "./lead-timeline.server.ts";
import type { LeadDetail, LeadRecord } from "./lead-types.ts";

export type { LeadDetail, LeadRecord };
import { leadReplyMessage } from "./reply-mail.ts";

export type LeadChange =
  | { kind: "updated"; lead: LeadDetail }
  | { kind: "not-found" }
  | { kind: "invalid"; errors: Record<string, string> };

/** Ends a lead's transaction without a trace, not even the lock's `updated_at`. */
class RefusedChange extends Error {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    super("Refused lead change");
    this.errors = errors;
  }
}

export interface LeadReply {
  id: string;
  to: string;
  subject: string;
  body: string;
  authorId: string | null;
  at: string;
}

export interface LeadServiceOptions {
  /** Each inbox's own record reader, so the lead carries every field of its kind. */
  record: (kind: EnquiryKind, id: string) => Promise<LeadRecord | null>;
  /** Runs once a reply's transaction has committed: wakes the outbox worker. */
  afterMail?: () => void;
  /** Absolute origin for the links in the follow-up digests. */
  siteUrl?: string;
  now?: () => number;
}

type Trx = Transaction<Database>;

/**
 * Locks the lead's row for the rest of the transaction and reads its lead columns as they
 * were: an UPDATE that changes only updated_at takes the row lock (PostgreSQL) or the write
 * lock (SQLite) first, so concurrent changes to one lead apply one after the other.
 */
async function lockLead(trx: Trx, kind: EnquiryKind, id: string) {
  return trx
    .updateTable(ENQUIRIES[kind].table as "contact_submissions")
    .set({ updated_at: nowIso() })
    .where("id", "=", id)
    .returning(["name", "email", "status", "stage", "lost_reason", "assignee_id", "follow_up_at"])
    .executeTakeFirst();
}

/** The lead workspace (docs/decisions/057). */
export function createLeadService(db: Kysely<Database>, options: LeadServiceOptions) {
  const now = options.now ?? Date.now;
  const list = createLeadList(db, now);

  async function detail(kind: EnquiryKind, id: string): Promise<LeadDetail | null> {
    const recordOfKind = await options.record(kind, id);
    if (!recordOfKind) return null;
    const lead = await db
      .selectFrom(ENQUIRIES[kind].table as "contact_submissions")
      .select(["stage", "lost_reason", "assignee_id", "follow_up_at", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!lead) return null;
    const [notes, timeline, earlier] = await Promise.all([
      leadNotes(db, kind, id),
      leadTimeline(db, kind, id, recordOfKind.date),
      list.items({
        contact: {
          email: recordOfKind.email,
          phone: recordOfKind.phone,
          before: toIsoString(lead.created_at),
          excludeId: id,
        },
        status: ["new", "read", "replied"],
        limit: 20,
      }),
    ]);
    return {
      ...recordOfKind,
      kind,
      stage: lead.stage,
      lostReason: lead.lost_reason,
      assigneeId: lead.assignee_id,
      followUpAt: lead.follow_up_at === null ? null : toIsoString(lead.follow_up_at),
      notes,
      timeline,
      earlier,
    };
  }

  return {
    list,

    /** The morning digests of due follow-ups, once per company day (see the function). */
    async queueDigests(at: number = now()): Promise<number> {
      const queued = await queueFollowUpDigests(db, options.siteUrl ?? "http://localhost:3000", at);
      if (queued > 0) options.afterMail?.();
      return queued;
    },

    /** `assignee=me` names the viewer. */
    page(query: LeadListQuery, viewerId: string | null) {
      const assignee = query.assignee === "me" ? (viewerId ?? "none") : query.assignee;
      return list.page({ ...query, assignee });
    },

    /** The lead page; the viewer's first opening goes into the timeline. */
    async open(kind: EnquiryKind, id: string, viewer: Actor | null): Promise<LeadDetail | null> {
      const exists = await detail(kind, id);
      if (!exists || !viewer?.id) return exists;
      await addLeadEvent(db, {
        kind,
        id,
        type: "opened",
        actorId: viewer.id,
        onceKey: `opened:${viewer.id}`,
      });
      return detail(kind, id);
    },

    detail,

    async update(
      kind: EnquiryKind,
      id: string,
      input: LeadPatchInput,
      actor: Actor,
    ): Promise<LeadChange> {
      const work = db.transaction().execute(async (trx): Promise<"updated" | "not-found"> => {
        const before = await lockLead(trx, kind, id);
        if (!before) return "not-found";
        if (input.assigneeId && !(await canBeAssigned(trx, input.assigneeId)))
          throw new RefusedChange({ assigneeId: ASSIGNEE_REFUSED });
        const lostReason = lostReasonAfter(input, before);
        if (!lostReason.ok) throw new RefusedChange({ lostReason: lostReason.error });
        const after = {
          stage: input.stage ?? before.stage,
          lost_reason: lostReason.reason,
          assignee_id: input.assigneeId !== undefined ? input.assigneeId : before.assignee_id,
          follow_up_at:
            input.followUpAt === undefined
              ? before.follow_up_at === null
                ? null
                : toIsoString(before.follow_up_at)
              : input.followUpAt === null
                ? null
                : followUpInstant(input.followUpAt),
        };
        const was = {
          stage: before.stage,
          lost_reason: before.lost_reason,
          assignee_id: before.assignee_id,
          follow_up_at: before.follow_up_at === null ? null : toIsoString(before.follow_up_at),
        };
        await trx
          .updateTable(ENQUIRIES[kind].table as "contact_submissions")
          .set(after)
          .where("id", "=", id)
          .execute();
        const event = (type: "stage" | "assigned" | "follow-up", detail: Record<string, unknown>) =>
          addLeadEvent(trx, { kind, id, type, actorId: actor.id, detail });
        if (was.stage !== after.stage || was.lost_reason !== after.lost_reason)
          await event("stage", { from: was.stage, to: after.stage, lostReason: after.lost_reason });
        if (was.assignee_id !== after.assignee_id)
          await event("assigned", { from: was.assignee_id, to: after.assignee_id });
        if (was.follow_up_at !== after.follow_up_at)
          await event("follow-up", { from: was.follow_up_at, to: after.follow_up_at });
        const changed = Object.keys(after).filter(
          (key) => was[key as keyof typeof was] !== after[key as keyof typeof after],
        );
        if (changed.length > 0)
          await record(trx, {
            actor,
            action: `${ENQUIRIES[kind].storedAs.audit}.lead`,
            target: `${ENQUIRIES[kind].storedAs.audit}:${id}`,
            before: Object.fromEntries(changed.map((k) => [k, was[k as keyof typeof was]])),
            after: Object.fromEntries(changed.map((k) => [k, after[k as keyof typeof after]])),
          });
        return "updated";
      });
      const outcome = await work.catch((error: unknown) => {
        if (error instanceof RefusedChange) return error;
        throw error;
      });
      if (outcome instanceof RefusedChange) return { kind: "invalid", errors: outcome.errors };
      if (outcome === "not-found") return { kind: outcome };
      const lead = await detail(kind, id);
      return lead ? { kind: "updated", lead } : { kind: "not-found" };
    },

    async addNote(
      kind: EnquiryKind,
      id: string,
      text: string,
      actor: Actor,
    ): Promise<LeadNote | null> {
      return db.transaction().execute(async (trx) => {
        if (!(await lockLead(trx, kind, id))) return null;
        const note = { id: crypto.randomUUID(), text, authorId: actor.id, at: nowIso() };
        await trx
          .insertInto("lead_notes")
          .values({
            id: note.id,
            lead_kind: kind,
            lead_id: id,
            text,
            author_id: actor.id,
            created_at: note.at,
          })
          .execute();
        await addLeadEvent(trx, {
          kind,
          id,
          type: "note",
          actorId: actor.id,
          detail: { noteId: note.id },
        });
        await record(trx, {
          actor,
          action: `${ENQUIRIES[kind].storedAs.audit}.note`,
          target: `${ENQUIRIES[kind].storedAs.audit}:${id}`,
          after: { noteId: note.id },
        });
        return { ...note, authorName: null };
      });
    },

    /**
     * Queues the e-mail to the visitor in the outbox and marks the lead replied, in one
     * transaction: a lead is marked replied if and only if its reply is on its way.
     */
    async reply(
      kind: EnquiryKind,
      id: string,
      input: LeadReplyInput,
      actor: Actor,
    ): Promise<LeadReply | null> {
      const definition = ENQUIRIES[kind];
      const reply = await db.transaction().execute(async (trx) => {
        const lead = await lockLead(trx, kind, id);
        if (!lead) return null;
        const at = now();
        const message = leadReplyMessage({
          to: lead.email,
          subject: input.subject,
          body: input.body,
          replyTo: actor.email || null,
        });
        await createOutbox(db).enqueueAbout(trx, { kind, id }, [message], at);
        // Whoever answers an unassigned lead has taken it on (docs/decisions/091).
        const takes = lead.assignee_id === null && actor.id ? actor.id : null;
        await trx
          .updateTable(definition.table as "contact_submissions")
          .set(takes ? { status: "replied", assignee_id: takes } : { status: "replied" })
          .where("id", "=", id)
          .execute();
        if (takes)
          await addLeadEvent(trx, {
            kind,
            id,
            type: "assigned",
            actorId: actor.id,
            detail: { from: null, to: takes },
          });
        const replyId = crypto.randomUUID();
        await addLeadEvent(trx, {
          kind,
          id,
          type: "reply",
          actorId: actor.id,
          detail: { replyId, subject: message.subject, to: lead.email },
        });
        if (lead.status !== "replied")
          await addLeadEvent(trx, {
            kind,
            id,
            type: "status",
            actorId: actor.id,
            detail: { from: lead.status, to: "replied" },
          });
        await record(trx, {
          actor,
          action: `${definition.storedAs.audit}.reply`,
          target: `${definition.storedAs.audit}:${id}`,
          before: takes ? { status: lead.status, assignee_id: null } : { status: lead.status },
          after: {
            status: "replied",
            subject: message.subject,
            ...(takes ? { assignee_id: takes } : {}),
          },
        });
        return {
          id: replyId,
          to: lead.email,
          subject: message.subject,
          body: input.body,
          authorId: actor.id,
          at: new Date(at).toISOString(),
        };
      });
      if (reply) options.afterMail?.();
      return reply;
    },
  };
}

const ASSIGNEE_REFUSED = "Assignee must be an active owner or sales member";

/** Leads go to enabled members whose role works them (docs/decisions/050). */
async function canBeAssigned(trx: Trx, memberId: string): Promise<boolean> {
  const member = await trx
    .selectFrom("admins")
    .select(["role", "disabled"])
    .where("id", "=", memberId)
    .executeTakeFirst();
  return member !== undefined && !toBoolean(member.disabled) && worksLeads(member.role);
}
