import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { nowIso, toIsoString } from "../../db/values.ts";
import { diffContent } from "./content-diff.ts";
import type { PublishedContent } from "./content-versions.server.ts";
import type { SectionName } from "./section-names.ts";
import type { SiteContent } from "./site-content-schema.ts";
import { parseStoredContent } from "./stored-content.ts";

/** The one draft everyone previews and edits. */
const DRAFT_ID = "site";

export async function readDraft(executor: Kysely<Database> | Transaction<Database>) {
  const row = await executor
    .selectFrom("site_content_drafts")
    .selectAll()
    .where("id", "=", DRAFT_ID)
    .executeTakeFirst();
  return row
    ? {
        baseVersion: Number(row.base_version),
        content: parseStoredContent(row.content),
        by: row.updated_by,
        at: toIsoString(row.updated_at),
      }
    : null;
}

export async function writeDraft(
  trx: Transaction<Database>,
  baseVersion: number,
  content: SiteContent,
  by: string,
): Promise<void> {
  const values = {
    base_version: baseVersion,
    content: JSON.stringify(content),
    updated_by: by,
    updated_at: nowIso(),
  };
  await trx
    .insertInto("site_content_drafts")
    .values({ id: DRAFT_ID, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}

export async function deleteDraft(
  executor: Kysely<Database> | Transaction<Database>,
): Promise<void> {
  await executor.deleteFrom("site_content_drafts").where("id", "=", DRAFT_ID).execute();
}

/**
 * After a publish, the draft keeps only what still differs from the published content: the
 * published sections, or only the published fields of one section, replace the draft's.
 */
export async function settleDraft(
  trx: Transaction<Database>,
  published: PublishedContent,
  sections: SectionName[] | "all",
  fields?: string[],
): Promise<void> {
  const draft = await readDraft(trx);
  if (!draft) return;
  const publishedPart = (s: SectionName) =>
    fields
      ? {
          ...draft.content[s],
          ...Object.fromEntries(fields.map((f) => [f, fieldOf(published.content[s], f)])),
        }
      : published.content[s];
  const next =
    sections === "all"
      ? published.content
      : { ...draft.content, ...Object.fromEntries(sections.map((s) => [s, publishedPart(s)])) };
  if (!diffContent(published.content, next).length) {
    await deleteDraft(trx);
  } else {
    await writeDraft(trx, published.version, next as SiteContent, draft.by);
  }
}

function fieldOf(section: unknown, field: string): unknown {
  return typeof section === "object" && section !== null
    ? (section as Record<string, unknown>)[field]
    : undefined;
}
