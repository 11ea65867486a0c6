import type { Selectable } from "kysely";
import type { ProjectsTable } from "../../db/schema.ts";
import { toBoolean, toIsoString } from "../../db/values.ts";
import type { Project } from "./project-input.ts";

/** A projects row as the rest of the code knows it: camelCase, booleans, numbers, ISO dates. */
export function toProject(row: Selectable<ProjectsTable>): Project {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    clientIndustry: row.client_industry,
    location: row.location,
    year: Number(row.year),
    summary: row.summary,
    body: row.body,
    outcome: row.outcome,
    images: JSON.parse(row.images) as string[],
    published: toBoolean(row.published),
    sortOrder: Number(row.sort_order),
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}
