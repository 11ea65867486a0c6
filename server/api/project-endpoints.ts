import { searchPageQuery } from "../../app/domain/schemas/list-query.ts";
import { projectInput, projectRecord } from "../../app/domain/projects/project-input.ts";
import { SlugTakenError } from "../../app/domain/projects/projects.server.ts";
import { actorOf } from "./actor.ts";
import type { ApiEnv } from "./env.ts";
import { problem } from "./problem.ts";
import { createRoute, findRoute, pageRoute, removeRoute, updateRoute } from "./record-routes.ts";
import type { Refusals } from "./record-routes.ts";
import type { Context } from "hono";

const NOT_FOUND = "No project has this id.";
const services = (c: Context<ApiEnv>) => c.get("deps").services;

/** A slug chosen by hand that another project has: 409, pointing at the field. */
const takenSlugs: Refusals = {
  responses: { 409: { description: "Another project has this slug" } },
  async guard(c, work) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof SlugTakenError)) throw error;
      return problem(c, 409, error.message, { errors: { slug: error.message } });
    }
  },
};

/**
 * Projects (case studies, docs/decisions/064): the public reads of the published
 * ones, shaped like /api/products, and the back office's CRUD for owners and editors.
 */
export const projectEndpoints = [
  pageRoute({
    path: "/projects",
    tag: "Projects",
    summary: "List the published projects",
    query: searchPageQuery,
    description: "Published projects in the owner's order",
    row: projectRecord,
    list: ({ c, query }) => services(c).projects.list({ ...query, publishedOnly: true }),
  }),
  findRoute({
    path: "/projects/{slug}",
    tag: "Projects",
    summary: "One published project by its address",
    description: "The project",
    schema: projectRecord,
    notFound: {
      detail: "No published project has this address.",
      description: "No published project has this address",
    },
    find: ({ c, params }) => services(c).projects.bySlug(params.slug ?? ""),
  }),
  pageRoute({
    path: "/admin/projects",
    tag: "Projects",
    summary: "List every project, published or not",
    query: searchPageQuery,
    description: "Projects",
    row: projectRecord,
    list: ({ c, query }) => services(c).projects.list(query),
  }),
  createRoute({
    path: "/admin/projects",
    tag: "Projects",
    summary: "Create a project; a blank slug is made from the title",
    body: projectInput,
    description: "The created project",
    schema: projectRecord,
    refusals: takenSlugs,
    create: ({ c, body }) => services(c).projects.create(body, actorOf(c)),
  }),
  findRoute({
    path: "/admin/projects/{id}",
    tag: "Projects",
    summary: "One project, published or not",
    description: "The project",
    schema: projectRecord,
    notFound: { detail: NOT_FOUND, description: "Unknown id" },
    find: ({ c, params }) => services(c).projects.get(params.id ?? ""),
  }),
  updateRoute({
    method: "put",
    path: "/admin/projects/{id}",
    tag: "Projects",
    summary: "Replace a project; a blank slug keeps the current one",
    body: projectInput,
    description: "The updated project",
    schema: projectRecord,
    notFound: { detail: NOT_FOUND, description: "Unknown id" },
    refusals: takenSlugs,
    update: ({ c, body, params }) => services(c).projects.update(params.id ?? "", body, actorOf(c)),
  }),
  removeRoute({
    path: "/admin/projects/{id}",
    tag: "Projects",
    summary: "Delete a project",
    description: "Deleted",
    notFound: { detail: NOT_FOUND, description: "Unknown id" },
    remove: ({ c, params }) => services(c).projects.remove(params.id ?? "", actorOf(c)),
  }),
];
