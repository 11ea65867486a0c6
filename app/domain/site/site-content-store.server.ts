import type { Kysely, Transaction } from "kysely";
import { deepFreeze } from "../../utils/deep-freeze.ts";
import { lockWithinTransaction } from "../../db/transaction-lock.server.ts";
import type { Database } from "../../db/schema.ts";
import { nowIso, toIsoString } from "../../db/values.ts";
import { changesWithin, diffContent, summarise, type ContentChange } from "./content-diff.ts";
import { seedSiteContent } from "./seed-content.ts";
import type { SectionName } from "./section-names.ts";
import { siteContentSchema, type SiteContent } from "./site-content-schema.ts";
import { bumpContentGeneration } from "../content-generation.server.ts";
import { indexServices } from "../search/search-index.server.ts";

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

/** A save based on a version that someone else has changed since (HTTP 409). */
export class ContentConflictError extends Error {
  readonly currentVersion: number;
  readonly changes: ContentChange[];
  constructor(currentVersion: number, changes: ContentChange[], meanwhile: VersionSummary[]) {
    const who = [...new Set(meanwhile.map((v) => v.by))].join(", ");
    const what = changes.length ? summarise(changes).replace(/^Changed /, "") : "the content";
    super(
      `Someone else published version ${currentVersion} while you were editing (${who || "another editor"} changed ${what}). ` +
        "Your edits have not been saved and are still in the form: review the current version and save again.",
    );
    this.name = "ContentConflictError";
    this.currentVersion = currentVersion;
    this.changes = changes;
  }
}

const DRAFT_ID = "site";
const LOCK_KEY = "site-content";

/** The versioned store: each publish inserts the next version of the whole document. */
export function createSiteContentStore(db: Kysely<Database>) {
  async function latest(executor: Kysely<Database> | Transaction<Database>) {
    const row = await executor
      .selectFrom("site_content_versions")
      .select(["version", "content"])
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst();
    return row ? { version: Number(row.version), content: parse(row.content) } : null;
  }

  async function at(executor: Kysely<Database> | Transaction<Database>, version: number) {
    const row = await executor
      .selectFrom("site_content_versions")
      .selectAll()
      .where("version", "=", version)
      .executeTakeFirst();
    return row ? toDetails(row) : null;
  }

  async function between(trx: Transaction<Database>, after: number): Promise<VersionSummary[]> {
    const rows = await trx
      .selectFrom("site_content_versions")
      .select(["version", "created_at", "created_by", "summary", "restored_from"])
      .where("version", ">", after)
      .orderBy("version")
      .execute();
    return rows.map(toSummary);
  }

  /**
   * Inserts the next version in `trx` (which holds the lock). Every save is a version, even
   * one that changed nothing: the history then shows who confirmed the content when.
   */
  async function insertNext(
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

  /** Opens a write transaction that excludes every other writer of the content. */
  function write<T>(work: (trx: Transaction<Database>, current: PublishedContent) => Promise<T>) {
    return db.transaction().execute(async (trx) => {
      // A first write makes SQLite take its write lock now (see transaction-lock.server.ts).
      await trx
        .updateTable("site_content_versions")
        .set({ summary: "" })
        .where("version", "<", 0)
        .execute();
      await lockWithinTransaction(trx, LOCK_KEY);
      const current = await latest(trx);
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
  async function assertFresh(
    trx: Transaction<Database>,
    current: PublishedContent,
    base: number,
    scopes: string[] | "all",
  ) {
    if (base === current.version) return;
    const old = base < current.version ? await at(trx, base) : null;
    const changes = old ? diffContent(old.content, current.content) : [];
    const relevant = scopes === "all" ? changes : changesWithin(changes, scopes);
    if (!old || scopes === "all" || relevant.length) {
      throw new ContentConflictError(current.version, relevant, await between(trx, base));
    }
  }

  async function readDraft(executor: Kysely<Database> | Transaction<Database>) {
    const row = await executor
      .selectFrom("site_content_drafts")
      .selectAll()
      .where("id", "=", DRAFT_ID)
      .executeTakeFirst();
    return row
      ? {
          baseVersion: Number(row.base_version),
          content: parse(row.content),
          by: row.updated_by,
          at: toIsoString(row.updated_at),
        }
      : null;
  }

  async function writeDraft(
    trx: Transaction<Database>,
    baseVersion: number,
    content: SiteContent,
    by: string,
  ) {
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

  /**
   * After a publish, the draft keeps only what still differs from the published content: the
   * published sections, or only the published fields of one section, replace the draft's.
   */
  async function settleDraft(
    trx: Transaction<Database>,
    published: PublishedContent,
    sections: SectionName[] | "all",
    fields?: string[],
  ) {
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
      await trx.deleteFrom("site_content_drafts").where("id", "=", DRAFT_ID).execute();
    } else {
      await writeDraft(trx, published.version, next as SiteContent, draft.by);
    }
  }

  return {
    /** Inserts version 1 from app/content when the store is empty. Idempotent. */
    async seed(): Promise<boolean> {
      const content = seedSiteContent();
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
    },

    latest: () => latest(db),

    draft: () => readDraft(db),

    version: (version: number) => at(db, version),

    async versions(limit = 100, offset = 0): Promise<{ items: VersionSummary[]; total: number }> {
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
    },

    /** Publishes the whole document; `base` must be the current version. */
    publish(base: number, content: SiteContent, by: string): Promise<PublishedContent> {
      return write(async (trx, current) => {
        await assertFresh(trx, current, base, "all");
        const published = await insertNext(trx, current, content, by);
        await settleDraft(trx, published, "all");
        return published;
      });
    },

    /**
     * Publishes one section on top of the current version. A stale `base` is a
     * conflict only when someone changed this same section meanwhile, so two
     * people editing different pages never block each other.
     */
    publishSection<S extends SectionName>(
      section: S,
      base: number,
      value: SiteContent[S],
      by: string,
    ): Promise<PublishedContent> {
      return write(async (trx, current) => {
        await assertFresh(trx, current, base, [section]);
        const published = await insertNext(
          trx,
          current,
          { ...current.content, [section]: value },
          by,
        );
        await settleDraft(trx, published, [section]);
        return published;
      });
    },

    /**
     * Publishes some fields of one section, merged into the current version's section: the
     * back office's company details save one card at a time (docs/decisions/091). A stale
     * `base` is a conflict only when someone changed one of these same fields meanwhile.
     * `fields` must already be valid for the section's schema, field by field.
     */
    publishFields<S extends SectionName>(
      section: S,
      base: number,
      fields: Partial<SiteContent[S]>,
      by: string,
    ): Promise<PublishedContent> {
      const names = Object.keys(fields);
      return write(async (trx, current) => {
        await assertFresh(
          trx,
          current,
          base,
          names.map((name) => `${section}.${name}`),
        );
        const value = { ...current.content[section], ...fields };
        const published = await insertNext(
          trx,
          current,
          { ...current.content, [section]: value },
          by,
        );
        await settleDraft(trx, published, [section], names);
        return published;
      });
    },

    /** Keeps one section in the shared draft for preview, without publishing it. */
    saveDraftSection<S extends SectionName>(
      section: S,
      base: number,
      value: SiteContent[S],
      by: string,
    ) {
      return write(async (trx, current) => {
        await assertFresh(trx, current, base, [section]);
        const draft = await readDraft(trx);
        const content = { ...(draft?.content ?? current.content), [section]: value };
        await writeDraft(trx, current.version, content, by);
        return { version: current.version, content };
      });
    },

    async discardDraft(): Promise<void> {
      await db.deleteFrom("site_content_drafts").where("id", "=", DRAFT_ID).execute();
    },

    /** A new version equal to an old one; the old one stays in the history. */
    restore(version: number, by: string): Promise<PublishedContent | null> {
      return write(async (trx, current) => {
        const old = await at(trx, version);
        if (!old) return null;
        const published = await insertNext(trx, current, old.content, by, version);
        await settleDraft(trx, published, "all");
        return published;
      });
    },
  };
}

/** The published company details, read in the caller's transaction; undefined before the seed. */
export async function publishedCompany(
  executor: Kysely<Database> | Transaction<Database>,
): Promise<SiteContent["company"] | undefined> {
  const row = await executor
    .selectFrom("site_content_versions")
    .select("content")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  // Every submission reads this for its e-mails; the document changes rarely, so the last
  // parse is kept for as long as the stored text is the same (frozen: it is shared).
  if (row.content !== lastCompany.json)
    lastCompany = { json: row.content, company: deepFreeze(parse(row.content).company) };
  return lastCompany.company;
}

let lastCompany: { json: string | null; company: SiteContent["company"] | undefined } = {
  json: null,
  company: undefined,
};

function fieldOf(section: unknown, field: string): unknown {
  return typeof section === "object" && section !== null
    ? (section as Record<string, unknown>)[field]
    : undefined;
}

/**
 * Stored documents are re-read through the schema so that content saved
 * before a field was added gets that field's default.
 */
function parse(json: string): SiteContent {
  return siteContentSchema.parse(JSON.parse(json));
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
    content: parse(row.content),
    changes: JSON.parse(row.changes) as ContentChange[],
  };
}
