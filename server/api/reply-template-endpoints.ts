import { replyTemplatesInput } from "../../app/domain/leads/reply-templates.ts";
import { actorOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import { readRoute } from "./record-routes.ts";

/** The reply templates of the lead page: everyone who replies reads, the owner edits. */
export const replyTemplateEndpoints = [
  readRoute({
    path: "/admin/reply-templates",
    tag: "Leads",
    summary: "The reply templates, with placeholders such as {name} and {product}",
    description: "The templates",
    schema: replyTemplatesInput,
    read: async ({ c }) => ({ templates: await c.get("deps").services.replyTemplates.list() }),
  }),
  endpoint({
    method: "put",
    path: "/admin/reply-templates",
    tag: "Leads",
    summary: "Replace the reply templates",
    body: replyTemplatesInput,
    responses: { 200: { description: "The saved templates", schema: replyTemplatesInput } },
    handler: async ({ c, body }) => {
      const { templates } = body;
      const saved = await c.get("deps").services.replyTemplates.save(templates, actorOf(c));
      return c.json({ templates: saved });
    },
  }),
];
