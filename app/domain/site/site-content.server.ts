import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import {
  createSiteContentStore,
  type PublishedContent,
  type SiteContentStore,
} from "./site-content-store.server.ts";

export interface SiteContentOptions {
  /**
   * How long a process may serve its cached copy before it asks the database
   * for the newest version number again (docs/decisions/047). The check is one
   * indexed max(); the document is re-read only when the number moved.
   */
  maxAgeMs?: number;
  now?: () => number;
}

export const DEFAULT_MAX_AGE_MS = 250;

/**
 * The site content service: the versioned store, plus the published document
 * cached in this process. A publish on any process shows here within
 * `maxAgeMs` plus one query, well inside issue 11's one second.
 */
export function createSiteContent(db: Kysely<Database>, options: SiteContentOptions = {}) {
  const store = createSiteContentStore(db);
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let cached: PublishedContent | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<PublishedContent> | null = null;

  async function refresh(): Promise<PublishedContent> {
    const version = await store.latestVersion();
    if (!cached || cached.version !== version) {
      const latest = await store.latest();
      if (!latest) {
        // An empty store (a database created before migration 006 ran its seed): seed it now.
        await store.seed();
        return refresh();
      }
      cached = latest;
    }
    checkedAt = now();
    return cached;
  }

  /** Shares one refresh between the requests that arrive while it runs. */
  function published(): Promise<PublishedContent> {
    if (cached && now() - checkedAt < maxAgeMs) return Promise.resolve(cached);
    pending ??= refresh().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** Writes answer with the new version; this process serves it at once. */
  function remember<T extends PublishedContent | null>(result: T): T {
    if (result && (!cached || result.version >= cached.version)) {
      cached = { version: result.version, content: result.content };
      checkedAt = now();
    }
    return result;
  }

  return {
    store,
    published,
    /** The draft for signed-in staff previewing it, else the published content. */
    async forPage(preview: boolean): Promise<PublishedContent & { preview: boolean }> {
      if (preview) {
        const draft = await store.draft();
        if (draft) return { version: draft.baseVersion, content: draft.content, preview: true };
      }
      return { ...(await published()), preview: false };
    },
    publish: (...args: Parameters<SiteContentStore["publish"]>) =>
      store.publish(...args).then(remember),
    publishSection: (...args: Parameters<SiteContentStore["publishSection"]>) =>
      store.publishSection(...args).then(remember),
    restore: (...args: Parameters<SiteContentStore["restore"]>) =>
      store.restore(...args).then(remember),
  };
}

export type SiteContentService = ReturnType<typeof createSiteContent>;
