import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, MediaTable, StoredFormat } from "../../db/schema.ts";
import { toIsoString } from "../../db/values.ts";
import { documentUrl } from "./document-rules.ts";
import {
  HASH_LENGTH,
  MEDIA_PATH,
  variantUrl,
  type MediaFormat,
  type MediaRecord,
} from "./media-rules.ts";
import { rowById } from "../row-by-id.server.ts";

/** Rows of `media` and `media_variants` as the records the API and the screens see. */

export type Db = Kysely<Database> | Transaction<Database>;
export type MediaRow = Selectable<MediaTable>;
type VariantSize = { width: number; height: number; format: MediaFormat };

const FORMAT_ORDER: MediaFormat[] = ["avif", "webp", "jpeg", "png"];

function isImageFormat(format: StoredFormat): format is MediaFormat {
  return format !== "pdf";
}

/** The image variants of each hash, smallest first; a document's own bytes are not listed. */
async function variantsOf(executor: Db, hashes: string[]) {
  const byHash = new Map<string, VariantSize[]>();
  if (hashes.length === 0) return byHash;
  const rows = await executor
    .selectFrom("media_variants")
    .select(["hash", "width", "height", "format"])
    .where("hash", "in", [...new Set(hashes)])
    .execute();
  for (const row of rows) {
    if (!isImageFormat(row.format)) continue;
    const list = byHash.get(row.hash) ?? [];
    list.push({ width: Number(row.width), height: Number(row.height), format: row.format });
    byHash.set(row.hash, list);
  }
  for (const list of byHash.values())
    list.sort(
      (a, b) =>
        a.width - b.width || FORMAT_ORDER.indexOf(a.format) - FORMAT_ORDER.indexOf(b.format),
    );
  return byHash;
}

export async function toRecords(executor: Db, rows: MediaRow[]): Promise<MediaRecord[]> {
  const images = rows.filter((row) => row.fallback_format !== "pdf");
  const variants = await variantsOf(
    executor,
    images.map((row) => row.hash),
  );
  return rows.map((row) => toRecord(row, variants.get(row.hash) ?? []));
}

export async function oneRecord(executor: Db, id: string): Promise<MediaRecord | null> {
  const row = await rowById(executor.selectFrom("media"), id);
  return row ? ((await toRecords(executor, [row]))[0] ?? null) : null;
}

/** The content address every URL of one upload starts with: `/media/{hash}-`. */
export function keyOf(row: { hash: string }): string {
  return `${MEDIA_PATH}${row.hash.slice(0, HASH_LENGTH)}-`;
}

function toRecord(row: MediaRow, variants: VariantSize[]): MediaRecord {
  const common = {
    id: row.id,
    alt: row.alt,
    contentType: row.content_type,
    bytes: Number(row.bytes),
    fileName: row.file_name,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
  if (row.fallback_format === "pdf") {
    return {
      ...common,
      kind: "document",
      url: documentUrl(row.hash, row.file_name),
      width: 0,
      height: 0,
      variants: [],
      placeholder: "",
    };
  }
  const fallbackFormat = row.fallback_format;
  const fallback = variants.filter((v) => v.format === fallbackFormat);
  const largest = fallback[fallback.length - 1]?.width ?? Number(row.width);
  return {
    ...common,
    kind: "image",
    url: variantUrl(row.hash, largest, fallbackFormat),
    width: Number(row.width),
    height: Number(row.height),
    variants: variants.map((v) => ({
      width: v.width,
      format: v.format,
      url: variantUrl(row.hash, v.width, v.format),
    })),
    placeholder: row.placeholder,
  };
}

/** The audit entry keeps what identifies the item, not the placeholder's bytes. */
export function auditView(item: MediaRecord) {
  return { id: item.id, url: item.url, alt: item.alt, fileName: item.fileName, bytes: item.bytes };
}
