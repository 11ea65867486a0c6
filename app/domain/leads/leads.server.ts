import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Actor } from "../audit/audit.server.ts";
import type { EnquiryKind } from "../enquiries/enquiry-kinds.ts";
import { queueFollowUpDigests } from "./follow-up-digest.server.ts";
import { leadDetail, type LeadRecordReader } from "./lead-detail.server.ts";
import { addLeadEvent } from "./lead-events.server.ts";
import { createLeadList } from "./lead-list.server.ts";
import { addLeadNote } from "./lead-note.server.ts";
import { replyToLead } from "./lead-reply.server.ts";
import type { LeadListQuery, LeadPatchInput, LeadReplyInput } from "./lead-schemas.ts";
import type { LeadDetail } from "./lead-types.ts";
import { updateLead } from "./lead-update.server.ts";

export type LeadChange =
  | { kind: "updated"; lead: LeadDetail }
  | { kind: "not-found" }
  | { kind: "invalid"; errors: Record<string, string> };

export interface LeadServiceOptions {
  /** Each inbox's own record reader, so the lead carries every field of its kind. */
  record: LeadRecordReader;
  /** Runs once a reply's transaction has committed: wakes the outbox worker. */
  afterMail?: () => void;
  /** Absolute origin for the links in the follow-up digests. */
  siteUrl?: string;
  now?: () => number;
}

/** The lead workspace (docs/decisions/057). */
export function createLeadService(db: Kysely<Database>, options: LeadServiceOptions) {
  const now = options.now ?? Date.now;
  const list = createLeadList(db, now);
  const detail = (kind: EnquiryKind, id: string): Promise<LeadDetail | null> =>
    leadDetail(db, options.record, list, kind, id);

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
      const outcome = await updateLead(db, kind, id, input, actor);
      if (typeof outcome === "object") return { kind: "invalid", errors: outcome.errors };
      if (outcome === "not-found") return { kind: outcome };
      const lead = await detail(kind, id);
      return lead ? { kind: "updated", lead } : { kind: "not-found" };
    },

    addNote: (kind: EnquiryKind, id: string, text: string, actor: Actor) =>
      addLeadNote(db, kind, id, text, actor),

    async reply(kind: EnquiryKind, id: string, input: LeadReplyInput, actor: Actor) {
      const reply = await replyToLead(db, kind, id, input, actor, now);
      if (reply) options.afterMail?.();
      return reply;
    },
  };
}
