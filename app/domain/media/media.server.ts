import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Actor } from "../audit/audit.server.ts";
import { createHashGate, type GateTicket } from "../hash-gate.server.ts";
import { normaliseFileName } from "./file-name.ts";
import {
  mediaKeyOf,
  parseVariantUrl,
  toPicture,
  type MediaPictures,
  type MediaRecord,
} from "./media-rules.ts";
import { PDF_CONTENT_TYPE } from "./document-rules.ts";
import { documentFile, documentsByUrl } from "./document-store.server.ts";
import { createMediaStore } from "./media-store.server.ts";
import { isPdf, prepareDocument } from "./prepare-document.server.ts";
import { createHash } from "node:crypto";

/** The image pipeline and sharp with it, loaded by the first upload (docs/decisions/093). */
const imaging = () => import("./process-image.server.ts");

/** Uploads processed at once and admitted behind them (docs/decisions/055). */
export const MEDIA_QUEUE = { running: 1, waiting: 3 };

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
 * The media library service: upload (sniffed, processed, stored in one transaction), list,
 * alt text, delete when unused, and the lookups pages and /media/ need. Images and PDF
 * documents (docs/decisions/084) share all of it but the processing.
 */
export function createMediaService(db: Kysely<Database>, options: MediaOptions = {}) {
  const store = createMediaStore(db);
  // The same bounded queue as password hashing (docs/decisions/037): sharp holds a libuv
  // thread and tens of MB per job, and each admitted upload's body is held in memory, so
  // the queue's size is the server's memory budget for uploads (docs/decisions/055).
  const gate = createHashGate({
    running: options.running ?? MEDIA_QUEUE.running,
    waiting: options.waiting ?? MEDIA_QUEUE.waiting,
  });

  async function admitted(
    bytes: Buffer,
    upload: { alt: string; fileName: string; actor: Actor },
    ticket: GateTicket,
  ): Promise<MediaRecord> {
    // A PDF is a document (docs/decisions/084): checked and stored as it is, no variants.
    const document = isPdf(bytes) ? prepareDocument(bytes) : null;
    const hash = document?.hash ?? createHash("sha256").update(bytes).digest("hex");
    const twin = await store.sameContent(hash);
    if (twin) {
      // The same bytes again: checked like any upload, then the stored variants are
      // shared instead of made a second time.
      const contentType =
        document?.contentType ?? (await (await imaging()).inspectImage(bytes)).contentType;
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
        recordOf(upload, bytes, contentType),
      );
      if (shared) return shared;
    }
    const processed =
      document ?? (await ticket.run(async () => (await imaging()).processImage(bytes)));
    const stored = await store.insert(processed, recordOf(upload, bytes, processed.contentType));
    if (!stored) throw new Error("A processed upload was stored without its variants");
    return stored;
  }

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

    /**
     * `ticket`: the place the caller took in `gate` before reading the upload (the API does,
     * so that a full queue refuses a body before it is buffered); without one, a place is
     * taken here. A full queue throws MediaBusyError.
     */
    async upload(
      bytes: Buffer,
      upload: { alt: string; fileName: string; actor: Actor },
      ticket: GateTicket | null = gate.reserve(),
    ): Promise<MediaRecord> {
      if (!ticket) throw new MediaBusyError();
      try {
        return await admitted(bytes, upload, ticket);
      } finally {
        ticket.release();
      }
    },

    describe,

    /** The bytes behind a media URL, for the catalogue PDF (which rasterises them itself). */
    async bytesOf(url: string): Promise<Buffer | null> {
      const parsed = parseVariantUrl(url);
      if (!parsed) return null;
      const found = await store.variant(parsed.hashPrefix, parsed.width, parsed.format);
      return found ? Buffer.from(found.data) : null;
    },

    /** The library's documents behind URLs (an item's datasheets), by URL; others left out. */
    documents: (urls: Iterable<string>) => documentsByUrl(db, urls),

    /** The bytes and download name behind `/media/{hash}-{name}.pdf`, or null. */
    documentFile: (path: string) => documentFile(db, path),

    /** The pictures behind a page's image URLs, for <picture>; other URLs are left out. */
    async pictures(urls: Iterable<string>): Promise<MediaPictures> {
      const described = await describe(urls);
      return Object.fromEntries(
        Object.entries(described).map(([url, item]) => [url, toPicture(item)]),
      );
    },
  };
}

/**
 * The record's own fields: the name is normalised here, wherever the upload came from. A
 * document's name ends in `.pdf`, whatever it was called, since it downloads under it.
 */
function recordOf(
  upload: { alt: string; fileName: string; actor: Actor },
  bytes: Buffer,
  contentType: string,
) {
  const isDocument = contentType === PDF_CONTENT_TYPE;
  const extension = isDocument ? "pdf" : contentType.replace(/^image\//, "");
  const name = normaliseFileName(upload.fileName, extension);
  return {
    ...upload,
    fileName: isDocument && !/\.pdf$/i.test(name) ? withPdfExtension(name) : name,
    bytes: bytes.length,
  };
}

/** `notes.txt` → `notes.pdf`, `datasheet` → `datasheet.pdf`, within the name's length limit. */
function withPdfExtension(name: string): string {
  const stem = name.replace(/\.[\p{L}\p{N}]{1,10}$/u, "");
  return normaliseFileName(`${stem}.pdf`, "pdf");
}
