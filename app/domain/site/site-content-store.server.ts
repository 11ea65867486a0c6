import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { deleteDraft, readDraft, settleDraft, writeDraft } from "./content-draft.server.ts";
import {
  assertFresh,
  insertNextVersion,
  seedFirstVersion,
  writeContent,
} from "./content-publishing.server.ts";
import {
  latestVersion,
  versionAt,
  versionPage,
  type PublishedContent,
  type VersionSummary,
} from "./content-versions.server.ts";
import { seedSiteContent } from "./seed-content.ts";
import type { SectionName } from "./section-names.ts";
import type { SiteContent } from "./site-content-schema.ts";

/** The versioned store: each publish inserts the next version of the whole document. */
export function createSiteContentStore(db: Kysely<Database>) {
  return {
    /** Inserts version 1 from app/content when the store is empty. Idempotent. */
    seed: (): Promise<boolean> => seedFirstVersion(db, seedSiteContent()),

    latest: () => latestVersion(db),

    draft: () => readDraft(db),

    version: (version: number) => versionAt(db, version),

    versions(limit = 100, offset = 0): Promise<{ items: VersionSummary[]; total: number }> {
      return versionPage(db, limit, offset);
    },

    /** Publishes the whole document; `base` must be the current version. */
    publish(base: number, content: SiteContent, by: string): Promise<PublishedContent> {
      return writeContent(db, async (trx, current) => {
        await assertFresh(trx, current, base, "all");
        const published = await insertNextVersion(trx, current, content, by);
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
      return writeContent(db, async (trx, current) => {
        await assertFresh(trx, current, base, [section]);
        const published = await insertNextVersion(
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
      return writeContent(db, async (trx, current) => {
        await assertFresh(
          trx,
          current,
          base,
          names.map((name) => `${section}.${name}`),
        );
        const value = { ...current.content[section], ...fields };
        const published = await insertNextVersion(
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
      return writeContent(db, async (trx, current) => {
        await assertFresh(trx, current, base, [section]);
        const draft = await readDraft(trx);
        const content = { ...(draft?.content ?? current.content), [section]: value };
        await writeDraft(trx, current.version, content, by);
        return { version: current.version, content };
      });
    },

    discardDraft: (): Promise<void> => deleteDraft(db),

    /** A new version equal to an old one; the old one stays in the history. */
    restore(version: number, by: string): Promise<PublishedContent | null> {
      return writeContent(db, async (trx, current) => {
        const old = await versionAt(trx, version);
        if (!old) return null;
        const published = await insertNextVersion(trx, current, old.content, by, version);
        await settleDraft(trx, published, "all");
        return published;
      });
    },
  };
}
