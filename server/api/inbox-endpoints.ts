import type { Context } from "hono";
import { ENQUIRIES } from "../../app/domain/enquiries/enquiry-registry.ts";
import { ENQUIRY_KINDS, type EnquiryKind } from "../../app/domain/enquiries/enquiry-kinds.ts";
import { checkAttachment } from "../../app/domain/enquiries/check-attachment.ts";
import { SubmissionRefused } from "../../app/domain/enquiries/submission.ts";
import { listQuery } from "../../app/domain/schemas/list-query.ts";
import { statusUpdateInput } from "../../app/domain/schemas/inquiry-inputs.ts";
import { formAdmission, tooManySubmissions } from "../middleware/form-rate-limit.ts";
import { actorOf } from "./actor.ts";
import { endpoint, type Endpoint } from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import { problem } from "./problem.ts";
import { pageRoute, removeRoute } from "./record-routes.ts";
import { submissionStatus } from "./spam-check.ts";

/** The endpoints of every kind of enquiry, in the registry's order (docs/decisions/080). */
export const inboxEndpoints: Endpoint[] = ENQUIRY_KINDS.flatMap(endpointsOf);

/** The four endpoints every inbox has: create (public), list, status and delete (admin). */
function endpointsOf(kind: EnquiryKind): Endpoint[] {
  const { api, input, record, attachment } = ENQUIRIES[kind];
  const { tag, noun } = api;
  const service = (c: Context<ApiEnv>) => c.get("deps").services.inbox(kind);
  return [
    endpoint({
      method: "post",
      path: `/${kind}`,
      tag,
      summary: `Send a ${noun}`,
      body: input,
      // A kind that takes a file takes the same fields as a form too (docs/decisions/083).
      ...(attachment
        ? {
            multipart: {
              fields: attachment.form.fields,
              jsonFields: attachment.form.jsonFields,
              maxBytes: () => attachment.maxBytes,
            },
          }
        : {}),
      responses: {
        201: {
          description: `The stored ${noun}; status and date are set by the server`,
          schema: record,
        },
        400: { description: "A field breaks a rule; nothing is stored" },
        429: { description: "Too many submissions from this address", headers: ["Retry-After"] },
      },
      handler: async ({ c, body, raw, files }) => {
        const deps = c.get("deps");
        const checked = attachment
          ? checkAttachment(
              attachment,
              files.find((file) => file.name === attachment.field),
            )
          : { ok: true as const, file: undefined };
        if (!checked.ok)
          return problem(c, checked.status, checked.message, {
            errors: { [attachment?.field ?? "attachment"]: checked.message },
          });
        const status = await submissionStatus(deps, kind, raw);
        try {
          const admission = formAdmission(deps, c.get("clientAddress"));
          return c.json(await service(c).create(body, status, admission, checked.file), 201);
        } catch (error) {
          if (error instanceof SubmissionRefused) return tooManySubmissions(c, error.retryAfter);
          throw error;
        }
      },
    }),
    pageRoute({
      path: `/${kind}`,
      tag,
      summary: `List ${noun}s, newest first`,
      query: listQuery,
      description: "The matching records; the total is in X-Total-Count",
      row: record,
      list: ({ c, query }) => service(c).list(query),
    }),
    endpoint({
      method: "patch",
      path: `/${kind}/{id}/status`,
      tag,
      summary: `Mark a ${noun} as read or replied`,
      body: statusUpdateInput,
      responses: {
        200: { description: "The updated record", schema: record },
        404: { description: "Unknown id" },
      },
      handler: async ({ c, body, params }) => {
        const change = await service(c).setStatus(params.id ?? "", body.status, actorOf(c));
        if (change.kind === "updated") return c.json(change.record);
        if (change.kind === "not-found") return problem(c, 404, `No ${noun} has this id.`);
        return problem(c, 400, "Only a submission marked as spam can be restored to new.", {
          errors: { status: "Status must be read or replied" },
        });
      },
    }),
    removeRoute({
      path: `/${kind}/{id}`,
      tag,
      summary: `Delete a ${noun}`,
      description: "Deleted",
      notFound: { detail: `No ${noun} has this id.`, description: "Unknown id" },
      remove: ({ c, params }) => service(c).remove(params.id ?? "", actorOf(c)),
    }),
  ];
}
