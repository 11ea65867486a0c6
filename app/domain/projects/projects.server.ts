import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { countMatches, onePage, searchedFor } from "../list-page.server.ts";
import type { Database, ProjectsTable } from "../../db/schema.ts";
import { nowIso } from "../../db/values.ts";
import { withinTransaction } from "../../db/within-transaction.ts";
import { record, type Actor, type AuditEntryInput } from "../audit/audit.server.ts";
import { bumpContentGeneration } from "../content-generation.server.ts";
import { indexProject, unindexProject } from "../search/search-index.server.ts";
import type { Page } from "../schemas/records.ts";
import type { Project, ProjectInput } from "./project-input.ts";
import { toProject } from "./project-row.ts";
import { chooseSlug, raceSafe } from "./project-slug.server.ts";
import { rowById } from "../row-by-id.server.ts";
import type { SearchPageQuery } from "../schemas/list-query.ts";

export { SlugTakenError } from "./project-slug.server.ts";

export interface ProjectListOptions extends SearchPageQuery {
  /** Visitors see published projects only. */
  publishedOnly?: boolean;
}

/**
 * Projects (case studies). Every write bumps the content generation in its own
 * transaction, so the page cache drops /projects, the home page and the sitemap at once
 * (docs/decisions/061), and writes its audit entry there too (docs/decisions/051).
 */
export function createProjectService(db: Kysely<Database>) {
  return {
    async list(options: ProjectListOptions = {}): Promise<Page<Project>> {
      let query = db.selectFrom("projects");
      if (options.publishedOnly) query = query.where("published", "=", true);
      query = searchedFor(query, options.q, ["title", "client_industry", "location", "summary"]);
      const total = await countMatches(query);
      const rows = onePage(
        query
          .selectAll()
          .orderBy("sort_order", "asc")
          .orderBy("year", "desc")
          .orderBy("created_at", "desc")
          .orderBy("id", "asc"),
        options,
      );
      return { items: (await rows.execute()).map(toProject), total };
    },

    async get(id: string): Promise<Project | null> {
      const row = await rowById(db.selectFrom("projects"), id);
      return row ? toProject(row) : null;
    },

    /** The public page's project: unpublished ones are not found. */
    async bySlug(slug: string): Promise<Project | null> {
      const row = await db
        .selectFrom("projects")
        .selectAll()
        .where("slug", "=", slug)
        .where("published", "=", true)
        .executeTakeFirst();
      return row ? toProject(row) : null;
    },

    async create(input: ProjectInput, actor?: Actor): Promise<Project> {
      return raceSafe(input, () =>
        withinTransaction(db, async (trx) => {
          const slug = await chooseSlug(trx, input);
          const now = nowIso();
          const row = await trx
            .insertInto("projects")
            .values({
              id: randomUUID(),
              slug,
              ...toColumns(input),
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return saved(trx, row, actor && { actor, action: "project.create" });
        }),
      );
    },

    async update(id: string, input: ProjectInput, actor?: Actor): Promise<Project | null> {
      return raceSafe(input, () =>
        withinTransaction(db, async (trx) => {
          const before = await rowById(trx.selectFrom("projects"), id);
          if (!before) return null;
          // A blank slug keeps the current address: links already shared keep working.
          const slug = input.slug ? await chooseSlug(trx, input, id) : before.slug;
          const row = await trx
            .updateTable("projects")
            .set({ slug, ...toColumns(input), updated_at: nowIso() })
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow();
          const entry = actor && { actor, action: "project.update", before: toProject(before) };
          return saved(trx, row, entry);
        }),
      );
    },

    async remove(id: string, actor?: Actor): Promise<boolean> {
      return withinTransaction(db, async (trx) => {
        const row = await trx
          .deleteFrom("projects")
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirst();
        if (!row) return false;
        await unindexProject(trx, id);
        await bumpContentGeneration(trx);
        if (actor)
          await record(trx, {
            actor,
            action: "project.delete",
            target: `project:${id}`,
            before: toProject(row),
          });
        return true;
      });
    },
  };
}

/**
 * A project just written: the page cache drops it, the site search finds it from this commit on
 * while it is published (docs/decisions/082), and the audit log has it as saved.
 */
async function saved(
  trx: Transaction<Database>,
  row: Selectable<ProjectsTable>,
  entry: Omit<AuditEntryInput, "target" | "after"> | undefined,
): Promise<Project> {
  await bumpContentGeneration(trx);
  const project = toProject(row);
  await indexProject(trx, project);
  if (entry) await record(trx, { ...entry, target: `project:${project.id}`, after: project });
  return project;
}

function toColumns(input: ProjectInput) {
  return {
    title: input.title,
    client_industry: input.clientIndustry,
    location: input.location,
    year: input.year,
    summary: input.summary,
    body: input.body,
    outcome: input.outcome,
    images: JSON.stringify(input.images),
    published: input.published,
    sort_order: input.sortOrder,
  };
}
