import { PDF_CONTENT_TYPE, parseDocumentUrl } from "./document-rules.ts";
import type { MediaRecord } from "./media-rules.ts";
import { toRecords, type Db, type MediaRow } from "./media-records.server.ts";

/** The reads of documents (docs/decisions/084): for `/media/…pdf`, item pages and item saves. */

/** Document rows whose hash starts with one of `prefixes`, oldest first. */
async function documentRows(executor: Db, prefixes: string[]): Promise<MediaRow[]> {
  const unique = [...new Set(prefixes)];
  if (unique.length === 0) return [];
  return executor
    .selectFrom("media")
    .selectAll()
    .where("content_type", "=", PDF_CONTENT_TYPE)
    .where((eb) =>
      eb.or(
        unique.map((prefix) => eb.and([eb("hash", ">=", prefix), eb("hash", "<", `${prefix}g`)])),
      ),
    )
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * The library's documents behind `urls`, by URL: a URL counts only when it is exactly a
 * document's URL (its content address and its name), as the library hands it out.
 */
export async function documentsByUrl(
  executor: Db,
  urls: Iterable<string>,
): Promise<Map<string, MediaRecord>> {
  const wanted = [...new Set(urls)];
  const prefixes = wanted.flatMap((url) => parseDocumentUrl(url)?.hashPrefix ?? []);
  const records = await toRecords(executor, await documentRows(executor, prefixes));
  const found = new Map<string, MediaRecord>();
  for (const url of wanted) {
    const item = records.find((record) => record.url === url);
    if (item) found.set(url, item);
  }
  return found;
}

export interface DocumentFile {
  hashPrefix: string;
  /** The name it downloads under: the record whose URL this is, else the oldest with these bytes. */
  fileName: string;
  data: Uint8Array;
}

/**
 * The bytes behind a document URL's path. The URL names its bytes by their hash, so it keeps
 * working while any record holds them (a twin upload under another name included).
 */
export async function documentFile(executor: Db, path: string): Promise<DocumentFile | null> {
  const parsed = parseDocumentUrl(path);
  if (!parsed) return null;
  const rows = await documentRows(executor, [parsed.hashPrefix]);
  if (rows.length === 0) return null;
  const records = await toRecords(executor, rows);
  const named = records.find((item) => item.url === path) ?? records[0];
  const stored = await executor
    .selectFrom("media_variants")
    .select("data")
    .where("hash", "=", (rows[0] as MediaRow).hash)
    .where("format", "=", "pdf")
    .executeTakeFirst();
  if (!named || !stored) return null;
  return { hashPrefix: parsed.hashPrefix, fileName: named.fileName, data: stored.data };
}
