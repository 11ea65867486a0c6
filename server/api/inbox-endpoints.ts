import type { Actor } from "../../app/domain/audit/audit.server.ts";
import { ACCESS } from "../../app/domain/team/roles.ts";
import { actorOf } from "./actor.ts";
import type { z } from "zod";
import type { ListQuery } from "../../app/domain/schemas/list-query.ts";
import { listQuery } from "../../app/domain/schemas/list-query.ts";
import { statusUpdateInput } from "../../app/domain/schemas/inquiry-inputs.ts";
import type { InboxStatus, Page } from "../../app/domain/schemas/records.ts";
import type { StatusChange } from "../../app/domain/inbox-store.server.ts";
import { SubmissionRefused, type Admission } from "../../app/domain/submission-writer.server.ts";
import { formAdmission, tooManySubmissions } from "../middleware/form-rate-limit.ts";
import { endpoint, type Endpoint } from "./endpoint.ts";
import type { ApiDependencies } from "./env.ts";
import { problem } from "./problem.ts";
import { successRecord } from "./record-schemas.ts";
import { submissionStatus, type SubmissionKind } from "./spam-check.ts";

interface InboxService<R> {
  create(input: never, status?: InboxStatus, admission?: Admission): Promise<R>;
  list(query?: ListQuery): Promise<Page<R>>;
  setStatus(id: string, status: InboxStatus, actor?: Actor): Promise<StatusChange<R>>;
  remove(id: string, actor?: Actor): Promise<boolean>;
}

interface InboxEndpointOptions<R> {
  /** URL segment: inquiries, service-inquiries, contacts */
  resource: string;
  kind: SubmissionKind;
  tag: string;
  noun: string;
  input: z.ZodType;
  record: z.ZodType;
  service: (deps: ApiDependencies) => InboxService<R>;
}

/** The four endpoints every inbox has: create (public), list, status and delete (admin). */
export function inboxEndpoints<R>(options: InboxEndpointOptions<R>): Endpoint[] {
  const { resource, tag, noun, record } = options;
  const service = (c: { get(key: "deps"): ApiDependencies }) => options.service(c.get("deps"));
  return [
    endpoint({
      method: "post",
      path: `/${resource}`,
      tag,
      summary: `Send a ${noun}`,
      access: "public",
      body: options.input,
      responses: {
        201: {
          description: `The stored ${noun}; status and date are set by the server`,
          schema: record,
        },
        400: { description: "A field breaks a rule; nothing is stored" },
        429: { description: "Too many submissions from this address", headers: ["Retry-After"] },
      },
      handler: async ({ c, body, raw }) => {
        const deps = c.get("deps");
        const status = await submissionStatus(deps, options.kind, raw);
        try {
          const admission = formAdmission(deps, c.get("clientAddress"));
          return c.json(await service(c).create(body as never, status, admission), 201);
        } catch (error) {
          if (error instanceof SubmissionRefused) return tooManySubmissions(c, error.retryAfter);
          throw error;
        }
      },
    }),
    endpoint({
      method: "get",
      path: `/${resource}`,
      tag,
      summary: `List ${noun}s, newest first`,
      access: "admin",
      roles: ACCESS.inboxes,
      query: listQuery,
      responses: {
        200: {
          description: "The matching records; the total is in X-Total-Count",
          schema: record.array(),
          headers: ["X-Total-Count"],
        },
      },
      handler: async ({ c, query }) => {
        const page = await service(c).list(query as ListQuery);
        c.header("X-Total-Count", String(page.total));
        return c.json(page.items);
      },
    }),
    endpoint({
      method: "patch",
      path: `/${resource}/{id}/status`,
      tag,
      summary: `Mark a ${noun} as read or replied`,
      access: "admin",
      roles: ACCESS.inboxes,
      body: statusUpdateInput,
      responses: {
        200: { description: "The updated record", schema: record },
        404: { description: "Unknown id" },
      },
      handler: async ({ c, body, params }) => {
        const change = await service(c).setStatus(
          params.id ?? "",
          (body as { status: InboxStatus }).status,
          actorOf(c),
        );
        if (change.kind === "updated") return c.json(change.record);
        if (change.kind === "not-found") return problem(c, 404, `No ${noun} has this id.`);
        return problem(c, 400, "Only a submission marked as spam can be restored to new.", {
          errors: { status: "Status must be read or replied" },
        });
      },
    }),
    endpoint({
      method: "delete",
      path: `/${resource}/{id}`,
      tag,
      summary: `Delete a ${noun}`,
      access: "admin",
      roles: ACCESS.inboxes,
      responses: {
        200: { description: "Deleted", schema: successRecord },
        404: { description: "Unknown id" },
      },
      handler: async ({ c, params }) =>
        (await service(c).remove(params.id ?? "", actorOf(c)))
          ? c.json({ success: true })
          : problem(c, 404, `No ${noun} has this id.`),
    }),
  ];
}
