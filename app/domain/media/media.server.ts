import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Actor } from "../audit/audit.server.ts";
import { createHashGate } from "../hash-gate.server.ts";
import {
  mediaKeyOf,
  parseVariantUrl,
  toPicture,
  type MediaPictures,
  type MediaRecord,
} from "./media-rules.ts";
import { createMediaStore } from "./media-store.server.ts";
import { inspectImage, processImage } from "./process-image.server.ts";
import { createHash } from "node:crypto";

export interface MediaOptions {
  /** Uploads processed at once, and waiting behind them; more are refused (503). */
  running?: number;
  waiting?: number;
}

/** The queue was full: the caller answers 503 with Retry-After. */
export class MediaBusyError extends Error {
  constructor() {
    super("Other uploads are being processed. Try again in a few seconds.");
    this.name = "MediaBusyError";
  }
}

/**
 * The media library service (issue 10): upload (sniffed, processed, stored in one
 * transaction), list, alt text, delete when unused, and the lookups pages and /media/ need.
 */
export function createMediaService(db: Kysely<Database>, options: MediaOptions = {}) {
  const store = createMediaStore(db);
  // The same bounded queue as password hashing (docs/decisions/037): sharp holds libuv
  // threads and up to ~100 MB per job, so a burst of uploads must not stall the pages.
  const gate = createHashGate({ running: options.running ?? 2, waiting: options.waiting ?? 4 });

  /** The media records behind a page's image URLs; URLs that are not media are left out. */
  async function describe(urls: Iterable<string>): Promise<Record<string, MediaRecord>> {
    const keys = new Map<string, string>();
    for (const url of urls) {
      const key = mediaKeyOf(url);
      if (key) keys.set(url, key);
    }
    const found = await store.byKeys([...new Set(keys.values())]);
    const described: Record<string, MediaRecord> = {};
    for (const [url, key] of keys) {
      const item = found.get(key);
      if (item) described[url] = item;
    }
    return described;
  }

  return {
    ...store,
    gate,

    async upload(
      bytes: Buffer,
      input: { alt: string; fileName: string; actor: Actor },
    ): Promise<MediaRecord> {
      const hash = createHash("sha256").update(bytes).digest("hex");
      const twin = await store.sameContent(hash);
      if (twin) {
        // The same bytes again: checked as an image like any upload, then the stored
        // variants are shared instead of made a second time.
        const { contentType } = await inspectImage(bytes);
        const shared = await store.insert(
          {
            hash,
            contentType,
            width: Number(twin.width),
            height: Number(twin.height),
            fallbackFormat: twin.fallback_format,
            placeholder: twin.placeholder,
            variants: [],
          },
          { ...input, bytes: bytes.length },
        );
        if (shared) return shared;
      }
      const processed = await gate.run(() => processImage(bytes));
      if (!processed) throw new MediaBusyError();
      const stored = await store.insert(processed, { ...input, bytes: bytes.length });
      if (!stored) throw new Error("A processed upload was stored without its variants");
      return stored;
    },

    describe,

    /** The bytes behind a media URL, for the catalogue PDF (which rasterises them itself). */
    async bytesOf(url: string): Promise<Buffer | null> {
      const parsed = parseVariantUrl(url);
      if (!parsed) return null;
      const found = await store.variant(parsed.hashPrefix, parsed.width, parsed.format);
      return found ? Buffer.from(found.data) : null;
    },

    /** The pictures behind a page's image URLs, for <picture>; other URLs are left out. */
    async pictures(urls: Iterable<string>): Promise<MediaPictures> {
      const described = await describe(urls);
      return Object.fromEntries(
        Object.entries(described).map(([url, item]) => [url, toPicture(item)]),
      );
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
