import { z } from "zod";
import { projectInput, projectRecord } from "../../app/domain/projects/project-input.ts";
import { SlugTakenError } from "../../app/domain/projects/projects.server.ts";
import { actorOf } from "./actor.ts";
import { endpoint } from "./endpoint.ts";
import type { ApiEnv } from "./env.ts";
import { doneOr404, foundOr404, pageAnswer } from "./json-answers.ts";
import { problem } from "./problem.ts";
import { successRecord } from "./record-schemas.ts";
import type { Context } from "hono";

const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

const NOT_FOUND = "No project has this id.";
const services = (c: Context<ApiEnv>) => c.get("deps").services;

/** A slug chosen by hand that another project has: 409, pointing at the field. */
async function saving(c: Context<ApiEnv>, work: () => Promise<Response>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SlugTakenError)) throw error;
    return problem(c, 409, error.message, { errors: { slug: error.message } });
  }
}

/**
 * Projects (case studies, docs/decisions/064): the public reads of the published
 * ones, shaped like /api/products, and the back office's CRUD for owners and editors.
 */
export const projectEndpoints = [
  endpoint({
    method: "get",
    path: "/projects",
    tag: "Projects",
    summary: "List the published projects",
    query: listQuery,
    responses: {
      200: {
        description: "Published projects in the owner's order",
        schema: projectRecord.array(),
        headers: ["X-Total-Count"],
      },
    },
    handler: async ({ c, query }) => {
      const page = await services(c).projects.list({
        ...query,
        publishedOnly: true,
      });
      return pageAnswer(c, page);
    },
  }),
  endpoint({
    method: "get",
    path: "/projects/{slug}",
    tag: "Projects",
    summary: "One published project by its address",
    responses: {
      200: { description: "The project", schema: projectRecord },
      404: { description: "No published project has this address" },
    },
    handler: async ({ c, params }) => {
      const project = await services(c).projects.bySlug(params.slug ?? "");
      return foundOr404(c, project, "No published project has this address.");
    },
  }),
  endpoint({
    method: "get",
    path: "/admin/projects",
    tag: "Projects",
    summary: "List every project, published or not",
    query: listQuery,
    responses: {
      200: { description: "Projects", schema: projectRecord.array(), headers: ["X-Total-Count"] },
    },
    handler: async ({ c, query }) => {
      const page = await services(c).projects.list(query);
      return pageAnswer(c, page);
    },
  }),
  endpoint({
    method: "post",
    path: "/admin/projects",
    tag: "Projects",
    summary: "Create a project; a blank slug is made from the title",
    body: projectInput,
    responses: {
      201: { description: "The created project", schema: projectRecord },
      409: { description: "Another project has this slug" },
    },
    handler: ({ c, body }) =>
      saving(c, async () => c.json(await services(c).projects.create(body, actorOf(c)), 201)),
  }),
  endpoint({
    method: "get",
    path: "/admin/projects/{id}",
    tag: "Projects",
    summary: "One project, published or not",
    responses: {
      200: { description: "The project", schema: projectRecord },
      404: { description: "Unknown id" },
    },
    handler: async ({ c, params }) => {
      const project = await services(c).projects.get(params.id ?? "");
      return foundOr404(c, project, NOT_FOUND);
    },
  }),
  endpoint({
    method: "put",
    path: "/admin/projects/{id}",
    tag: "Projects",
    summary: "Replace a project; a blank slug keeps the current one",
    body: projectInput,
    responses: {
      200: { description: "The updated project", schema: projectRecord },
      404: { description: "Unknown id" },
      409: { description: "Another project has this slug" },
    },
    handler: ({ c, body, params }) =>
      saving(c, async () => {
        const updated = await services(c).projects.update(params.id ?? "", body, actorOf(c));
        return foundOr404(c, updated, NOT_FOUND);
      }),
  }),
  endpoint({
    method: "delete",
    path: "/admin/projects/{id}",
    tag: "Projects",
    summary: "Delete a project",
    responses: {
      200: { description: "Deleted", schema: successRecord },
      404: { description: "Unknown id" },
    },
    handler: async ({ c, params }) =>
      doneOr404(c, await services(c).projects.remove(params.id ?? "", actorOf(c)), NOT_FOUND),
  }),
];
