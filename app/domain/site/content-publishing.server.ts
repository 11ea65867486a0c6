import type { Kysely, Transaction } from "kysely";
import { lockWithinTransaction } from "../../db/transaction-lock.server.ts";
import type { Database } from "../../db/schema.ts";
import { nowIso } from "../../db/values.ts";
import { bumpContentGeneration } from "../content-generation.server.ts";
import { indexServices } from "../search/search-index.server.ts";
import { ContentConflictError } from "./content-conflict.ts";
import { changesWithin, diffContent, summarise } from "./content-diff.ts";
import {
  latestVersion,
  versionAt,
  versionsAfter,
  type PublishedContent,
} from "./content-versions.server.ts";
import type { SiteContent } from "./site-content-schema.ts";

const LOCK_KEY = "site-content";

/** Opens a write transaction that excludes every other writer of the content. */
export function writeContent<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>, current: PublishedContent) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // A first write makes SQLite take its write lock now (see transaction-lock.server.ts).
    await trx
      .updateTable("site_content_versions")
      .set({ summary: "" })
      .where("version", "<", 0)
      .execute();
    await lockWithinTransaction(trx, LOCK_KEY);
    const current = await latestVersion(trx);
    if (!current) throw new Error("The site content has not been seeded");
    // Public pages show the content: their cache starts over (docs/decisions/061).
    await bumpContentGeneration(trx);
    return work(trx, current);
  });
}

/**
 * Throws a conflict when any of `scopes` (sections, or fields such as "company.phones")
 * changed between `base` and the current version.
 */
export async function assertFresh(
  trx: Transaction<Database>,
  current: PublishedContent,
  base: number,
  scopes: string[] | "all",
): Promise<void> {
  if (base === current.version) return;
  const old = base < current.version ? await versionAt(trx, base) : null;
  const changes = old ? diffContent(old.content, current.content) : [];
  const relevant = scopes === "all" ? changes : changesWithin(changes, scopes);
  if (!old || scopes === "all" || relevant.length) {
    throw new ContentConflictError(current.version, relevant, await versionsAfter(trx, base));
  }
}

/**
 * Inserts the next version in `trx` (which holds the lock). Every save is a version, even
 * one that changed nothing: the history then shows who confirmed the content when.
 */
export async function insertNextVersion(
  trx: Transaction<Database>,
  current: PublishedContent,
  content: SiteContent,
  by: string,
  restoredFrom: number | null = null,
): Promise<PublishedContent> {
  const changes = diffContent(current.content, content);
  const version = current.version + 1;
  const summary =
    restoredFrom === null
      ? summarise(changes)
      : `Restored version ${restoredFrom}${changes.length ? `: ${summarise(changes).toLowerCase()}` : ""}`;
  await trx
    .insertInto("site_content_versions")
    .values({
      version,
      content: JSON.stringify(content),
      summary,
      changes: JSON.stringify(changes),
      created_by: by,
      restored_from: restoredFrom,
      created_at: nowIso(),
    })
    .execute();
  // The service pages the site search finds are the published ones (docs/decisions/082).
  await indexServices(trx, content.services);
  return { version, content };
}

export async function seedFirstVersion(
  db: Kysely<Database>,
  content: SiteContent,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto("site_content_versions")
      .values({
        version: 1,
        content: JSON.stringify(content),
        summary: "Initial content of the installation",
        changes: "[]",
        created_by: "system",
        restored_from: null,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column("version").doNothing())
      .executeTakeFirst();
    const seeded = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (seeded) await indexServices(trx, content.services);
    return seeded;
  });
}
