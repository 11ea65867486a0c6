import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { GenerationWatcher } from "../content-generation.server.ts";
import type { PublishedContent } from "./content-versions.server.ts";
import { createSiteContentStore } from "./site-content-store.server.ts";

/**
 * The site content service: the versioned store, plus the published document kept in this
 * process. The copy is stamped with the content generation seen before it was read and is
 * used only while no newer generation is known (docs/decisions/079): the rule every public
 * copy follows, so a page rendered after this process saw a change never shows the old text.
 */
export function createSiteContent(db: Kysely<Database>, generation: GenerationWatcher) {
  const store = createSiteContentStore(db);
  let cached: { generation: number; published: PublishedContent } | null = null;
  let loading: Promise<void> | null = null;

  /** The newest published version, read now. */
  async function newest(): Promise<PublishedContent> {
    const latest = await store.latest();
    if (latest) return latest;
    // An empty store (a database created before its migration seeded it): seed it now.
    await store.seed();
    const seeded = await store.latest();
    if (!seeded) throw new Error("The site content could not be seeded");
    return seeded;
  }

  async function load(seen: number): Promise<void> {
    const latest = await newest();
    if (!cached || seen >= cached.generation) cached = { generation: seen, published: latest };
  }

  /** Requests that arrive during a read share it; one that knows a newer generation reads again. */
  async function published(): Promise<PublishedContent> {
    for (;;) {
      const seen = await generation.recent();
      if (cached && cached.generation >= seen) return cached.published;
      loading ??= load(seen).finally(() => {
        loading = null;
      });
      await loading;
    }
  }

  return {
    store,
    published,
    /**
     * For editors: what they start a save from must be the newest version, whichever process
     * took the last save, so it is read now rather than from this process's copy.
     */
    newest,
    /** The draft for signed-in staff previewing it, else the published content. */
    async forPage(preview: boolean): Promise<PublishedContent & { preview: boolean }> {
      if (preview) {
        const draft = await store.draft();
        if (draft) return { version: draft.baseVersion, content: draft.content, preview: true };
      }
      return { ...(await published()), preview: false };
    },
  };
}
