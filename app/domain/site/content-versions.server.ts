import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { toIsoString } from "../../db/values.ts";
import type { ContentChange } from "./content-diff.ts";
import type { SiteContent } from "./site-content-schema.ts";
import { parseStoredContent } from "./stored-content.ts";

export interface PublishedContent {
  version: number;
  content: SiteContent;
}

export interface VersionSummary {
  version: number;
  at: string;
  by: string;
  summary: string;
  restoredFrom: number | null;
}

export interface VersionDetails extends VersionSummary {
  content: SiteContent;
  changes: ContentChange[];
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The newest version's row as stored, its document not yet parsed; undefined before the seed. */
export function latestStoredVersion(executor: Executor) {
  return executor
    .selectFrom("site_content_versions")
    .select(["version", "content"])
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function latestVersion(executor: Executor): Promise<PublishedContent | null> {
  const row = await latestStoredVersion(executor);
  return row ? { version: Number(row.version), content: parseStoredContent(row.content) } : null;
}

export async function versionAt(
  executor: Executor,
  version: number,
): Promise<VersionDetails | null> {
  const row = await executor
    .selectFrom("site_content_versions")
    .selectAll()
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? toDetails(row) : null;
}

/** The versions published after `after`, oldest first. */
export async function versionsAfter(
  trx: Transaction<Database>,
  after: number,
): Promise<VersionSummary[]> {
  const rows = await trx
    .selectFrom("site_content_versions")
    .select(["version", "created_at", "created_by", "summary", "restored_from"])
    .where("version", ">", after)
    .orderBy("version")
    .execute();
  return rows.map(toSummary);
}

/** The history, newest first. */
export async function versionPage(
  db: Kysely<Database>,
  limit: number,
  offset: number,
): Promise<{ items: VersionSummary[]; total: number }> {
  const rows = await db
    .selectFrom("site_content_versions")
    .select(["version", "created_at", "created_by", "summary", "restored_from"])
    .orderBy("version", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db
    .selectFrom("site_content_versions")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst();
  return { items: rows.map(toSummary), total: Number(count?.n ?? 0) };
}

type VersionRow = Pick<
  Database["site_content_versions"],
  "version" | "created_by" | "summary" | "restored_from"
> & { created_at: string | Date };

function toSummary(row: VersionRow): VersionSummary {
  return {
    version: Number(row.version),
    at: toIsoString(row.created_at),
    by: row.created_by,
    summary: row.summary,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  };
}

function toDetails(row: VersionRow & { content: string; changes: string }): VersionDetails {
  return {
    ...toSummary(row),
    content: parseStoredContent(row.content),
    changes: JSON.parse(row.changes) as ContentChange[],
  };
}
