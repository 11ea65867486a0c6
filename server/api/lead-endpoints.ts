import type { Context } from "hono";
import { isEnquiryKind, type EnquiryKind } from "../../app/domain/enquiries/enquiry-kinds.ts";
import {
  leadListQuery,
  leadNoteInput,
  leadPatchInput,
  leadReplyInput,
} from "../../app/domain/leads/lead-schemas.ts";
import { actorOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import {
  leadDetailRecord,
  leadNoteRecord,
  leadReplyRecord,
  leadSummaryRecord,
} from "./lead-schemas.ts";
import { downloadAnswer } from "./attachment-download.ts";
import { invalidFields, problem } from "./problem.ts";
import { pageRoute } from "./record-routes.ts";

const TAG = "Leads";
const LEAD_PATH = "/admin/leads/{kind}/{id}";

const leads = (c: Context<ApiEnv>) => c.get("deps").services.leads;

/** The kind and id of the path, or null for a kind that is not an enquiry kind. */
function target(params: Record<string, string>): { kind: EnquiryKind; id: string } | null {
  const kind = params.kind ?? "";
  return isEnquiryKind(kind) ? { kind, id: params.id ?? "" } : null;
}

const notFound = (c: Context<ApiEnv>) => problem(c, 404, "No lead of this kind has this id.");

/** The lead workspace: owner and sales. */
export const leadEndpoints = [
  pageRoute({
    path: "/admin/leads",
    tag: TAG,
    summary:
      "Every product inquiry, service inquiry, contact message and quote request, newest first",
    query: leadListQuery,
    description: "The matching leads (spam only when asked for); the total is in X-Total-Count",
    row: leadSummaryRecord,
    list: ({ c, query }) => leads(c).page(query, c.get("admin")?.id ?? null),
  }),
  endpoint({
    method: "get",
    path: LEAD_PATH,
    tag: TAG,
    summary: "One lead with its stage, assignee, follow-up, notes and timeline",
    responses: { 200: { description: "The lead", schema: leadDetailRecord } },
    handler: async ({ c, params }) => {
      const at = target(params);
      const lead = at && (await leads(c).open(at.kind, at.id, actorOf(c)));
      return lead ? c.json(lead) : notFound(c);
    },
  }),
  endpoint({
    method: "patch",
    path: LEAD_PATH,
    tag: TAG,
    summary: "Move a lead through the stages, assign it, or set its follow-up date",
    body: leadPatchInput,
    responses: {
      200: { description: "The updated lead", schema: leadDetailRecord },
      400: {
        description:
          "Invalid fields, an assignee who cannot work leads, or a move to lost without a reason",
      },
    },
    handler: async ({ c, params, body }) => {
      const at = target(params);
      if (!at) return notFound(c);
      const change = await leads(c).update(at.kind, at.id, body, actorOf(c));
      if (change.kind === "updated") return c.json(change.lead);
      if (change.kind === "not-found") return notFound(c);
      return invalidFields(c, change.errors);
    },
  }),
  endpoint({
    method: "post",
    path: `${LEAD_PATH}/notes`,
    tag: TAG,
    summary: "Add an internal note to a lead",
    body: leadNoteInput,
    responses: { 201: { description: "The note", schema: leadNoteRecord } },
    handler: async ({ c, params, body }) => {
      const at = target(params);
      const note = at && (await leads(c).addNote(at.kind, at.id, body.text, actorOf(c)));
      return note
        ? c.json({ id: note.id, text: note.text, authorId: note.authorId, at: note.at }, 201)
        : notFound(c);
    },
  }),
  endpoint({
    method: "post",
    path: `${LEAD_PATH}/replies`,
    tag: TAG,
    summary: "E-mail the visitor a reply (queued in the outbox); the lead becomes replied",
    body: leadReplyInput,
    responses: { 201: { description: "The queued reply", schema: leadReplyRecord } },
    handler: async ({ c, params, body }) => {
      const at = target(params);
      const reply = at && (await leads(c).reply(at.kind, at.id, body, actorOf(c)));
      return reply ? c.json(reply, 201) : notFound(c);
    },
  }),
  endpoint({
    method: "get",
    path: `${LEAD_PATH}/attachment`,
    tag: TAG,
    summary: "Download the file a lead was sent with (a quote request's attachment)",
    responses: {
      200: {
        description:
          "The file, as an attachment (Content-Disposition), with the type sniffed on arrival",
      },
      404: { description: "No such lead, or it has no file" },
    },
    handler: async ({ c, params }) => {
      const at = target(params);
      const file = at && (await c.get("deps").services.inbox(at.kind).attachment(at.id));
      return file ? downloadAnswer(c, file) : problem(c, 404, "This lead has no attachment.");
    },
  }),
];
