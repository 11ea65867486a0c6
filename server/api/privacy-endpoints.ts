import {
  erasureInput,
  exportQuery,
  privacyRequestClose,
  privacyRequestInput,
} from "../../app/domain/privacy/privacy-schemas.ts";
import { retentionInput } from "../../app/domain/privacy/retention-policy.ts";
import type { Retention } from "../../app/domain/privacy/retention.server.ts";
import { actorOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import {
  erasureRecord,
  heldDataRecord,
  privacyRequestRecord,
  retentionCountsRecord,
  retentionRecord,
} from "./privacy-schemas.ts";
import { problem } from "./problem.ts";
import { createRoute, listRoute, readRoute } from "./record-routes.ts";

const TAG = "Privacy";
const NO_REQUEST = "No privacy request has this id.";
const CLOSED = "This request is already closed.";
const retentionResponses = {
  200: { description: "Periods, preview, last run", schema: retentionRecord },
};

/**
 * Personal data by person, the requests people make, and retention (docs/decisions/090).
 * Owner only: none of these declares roles.
 */
export const privacyEndpoints = [
  endpoint({
    method: "post",
    path: "/admin/privacy/erase",
    tag: TAG,
    summary: "Erase everything held about a person, by e-mail address and/or phone number",
    body: erasureInput,
    responses: {
      200: { description: "What was erased, per place", schema: erasureRecord },
      404: { description: "`requestId` names no request" },
      409: { description: "The address is a team member's, or the request is already closed" },
    },
    handler: async ({ c, body }) => {
      const result = await c.get("deps").services.privacy.erase(body, actorOf(c));
      switch (result.kind) {
        case "erased":
          return c.json({ erased: result.erased, requestId: result.requestId });
        case "team-member":
          return problem(
            c,
            409,
            "This address belongs to a member of the team: remove the account on the Team screen.",
          );
        case "request-not-found":
          return problem(c, 404, NO_REQUEST);
        case "request-closed":
          return problem(c, 409, CLOSED);
      }
    },
  }),
  readRoute({
    path: "/admin/privacy/export",
    tag: TAG,
    summary: "Everything held about a person, by e-mail address and/or phone number",
    query: exportQuery,
    description: "Every place and what it holds",
    schema: heldDataRecord,
    read: ({ c, query }) => c.get("deps").services.privacy.export(query, actorOf(c)),
  }),
  listRoute({
    path: "/admin/privacy/requests",
    tag: TAG,
    summary: "Privacy requests: the open ones oldest first, then the latest closed",
    description: "The requests",
    row: privacyRequestRecord,
    list: ({ c }) => c.get("deps").services.privacy.requests.list(),
  }),
  createRoute({
    path: "/admin/privacy/requests",
    tag: TAG,
    summary: "Record a request someone made about their data",
    body: privacyRequestInput,
    description: "The request",
    schema: privacyRequestRecord,
    create: ({ c, body }) => c.get("deps").services.privacy.requests.open(body, actorOf(c)),
  }),
  endpoint({
    method: "patch",
    path: "/admin/privacy/requests/{id}",
    tag: TAG,
    summary: "Close a request: answered or declined, with how",
    body: privacyRequestClose,
    responses: {
      200: { description: "The request", schema: privacyRequestRecord },
      404: { description: "Unknown id" },
      409: { description: "Already closed" },
    },
    handler: async ({ c, body, params }) => {
      const closed = await c
        .get("deps")
        .services.privacy.requests.close(params.id, body, actorOf(c));
      if (closed === null) return problem(c, 404, NO_REQUEST);
      if (closed === "closed") return problem(c, 409, CLOSED);
      return c.json(closed);
    },
  }),
  endpoint({
    method: "get",
    path: "/admin/privacy/retention",
    tag: TAG,
    summary: "The retention periods, what a run would remove now, and the last run",
    responses: retentionResponses,
    handler: async ({ c }) =>
      c.json(await retentionAnswer(c.get("deps").services.privacy.retention)),
  }),
  endpoint({
    method: "put",
    path: "/admin/privacy/retention",
    tag: TAG,
    summary: "Set the retention periods (the privacy notice states them)",
    body: retentionInput,
    responses: retentionResponses,
    handler: async ({ c, body }) => {
      const services = c.get("deps").services;
      await services.privacy.retention.save(body, actorOf(c));
      return c.json(await retentionAnswer(services.privacy.retention));
    },
  }),
  readRoute({
    path: "/admin/privacy/retention/preview",
    tag: TAG,
    summary: "Dry run: what a retention run with these periods would remove now",
    query: retentionInput,
    description: "The counts",
    schema: retentionCountsRecord,
    read: ({ c, query }) => c.get("deps").services.privacy.retention.preview(query),
  }),
];

async function retentionAnswer(retention: Retention) {
  const [periods, preview, lastRun] = await Promise.all([
    retention.periods(),
    retention.preview(),
    retention.lastRun(),
  ]);
  return { periods, preview, lastRun };
}
