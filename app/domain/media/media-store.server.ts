import type { Kysely } from "kysely";
import { countMatches, onePage, searchedFor } from "../list-page.server.ts";
import type { Database } from "../../db/schema.ts";
import { lockWithinTransaction } from "../../db/transaction-lock.server.ts";
import { nowIso } from "../../db/values.ts";
import { withinTransaction } from "../../db/within-transaction.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { documentUrl, PDF_CONTENT_TYPE } from "./document-rules.ts";
import {
  CONTENT_TYPES,
  HASH_LENGTH,
  MEDIA_PATH,
  type MediaFormat,
  type MediaKind,
  type MediaListItem,
  type MediaRecord,
} from "./media-rules.ts";
import {
  auditView,
  keyOf,
  oneRecord as one,
  toRecords,
  type MediaRow as Row,
} from "./media-records.server.ts";
import { usageOf } from "./media-usage.server.ts";
import type { StoredUpload } from "./stored-upload.ts";
import { bumpContentGeneration } from "../content-generation.server.ts";
import { rowById } from "../row-by-id.server.ts";

export interface NewMedia {
  alt: string;
  fileName: string;
  bytes: number;
  /** null: stored by the system when a database is first seeded; no audit entry, as for the catalogue. */
  actor: Actor | null;
}

/** A stored variant, for serving. */
export interface StoredVariant {
  hash: string;
  contentType: string;
  data: Uint8Array;
}

/**
 * Taken by a media delete and by a catalogue save that points at a document, around the
 * check each makes of the other: a datasheet is never deleted as it is attached.
 */
export function mediaLockKey(hashPrefix: string): string {
  return `media:${hashPrefix}`;
}

/** The database side of the media library: records, variant blobs, and the audit entries. */
export function createMediaStore(db: Kysely<Database>) {
  return {
    /** A record with the same bytes, whose variants a new upload can share without processing. */
    async sameContent(hash: string): Promise<Row | null> {
      return (
        (await db
          .selectFrom("media")
          .selectAll()
          .where("hash", "=", hash)
          .limit(1)
          .executeTakeFirst()) ?? null
      );
    },

    /**
     * Stores the record and every variant in one transaction: a failure leaves nothing
     * half-stored. Variants already present (the same bytes uploaded before) are kept.
     * With no variants given (a twin upload), null when the twin's are gone meanwhile.
     */
    async insert(image: StoredUpload, input: NewMedia): Promise<MediaRecord | null> {
      return withinTransaction(db, async (trx) => {
        if (image.variants.length === 0) {
          const shared = await trx
            .selectFrom("media_variants")
            .select("hash")
            .where("hash", "=", image.hash)
            .limit(1)
            .executeTakeFirst();
          if (!shared) return null;
        }
        for (const variant of image.variants) {
          await trx
            .insertInto("media_variants")
            .values({
              hash: image.hash,
              width: variant.width,
              format: variant.format,
              height: variant.height,
              bytes: variant.data.length,
              data: variant.data,
            })
            .onConflict((oc) => oc.columns(["hash", "width", "format"]).doNothing())
            .execute();
        }
        const now = nowIso();
        const id = crypto.randomUUID();
        await trx
          .insertInto("media")
          .values({
            id,
            hash: image.hash,
            file_name: input.fileName,
            alt: input.alt,
            width: image.width,
            height: image.height,
            content_type: image.contentType,
            bytes: input.bytes,
            fallback_format: image.fallbackFormat,
            placeholder: image.placeholder,
            created_by: input.actor?.email ?? "system",
            created_at: now,
            updated_at: now,
          })
          .execute();
        const created = await one(trx, id);
        if (!created) throw new Error("The media record vanished inside its own transaction");
        if (input.actor)
          await record(trx, {
            actor: input.actor,
            action: "media.create",
            target: `media:${id}`,
            after: auditView(created),
          });
        return created;
      });
    },

    async list(query: { q?: string; kind?: MediaKind; limit?: number; offset?: number } = {}) {
      let base = db.selectFrom("media");
      if (query.kind === "document") base = base.where("content_type", "=", PDF_CONTENT_TYPE);
      if (query.kind === "image") base = base.where("content_type", "<>", PDF_CONTENT_TYPE);
      base = searchedFor(base, query.q, ["file_name", "alt"]);
      const total = await countMatches(base);
      const rows = await onePage(
        base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
        { limit: query.limit ?? 100, offset: query.offset },
      ).execute();
      const records = await toRecords(db, rows);
      const usage = await usageOf(db, rows.map(keyOf));
      const items: MediaListItem[] = records.map((item, index) => ({
        ...item,
        usedIn: usage.get(keyOf(rows[index] as Row)) ?? [],
      }));
      return { items, total };
    },

    get: (id: string) => one(db, id),

    async updateAlt(id: string, alt: string, actor: Actor): Promise<MediaRecord | null> {
      return withinTransaction(db, async (trx) => {
        const before = await one(trx, id);
        if (!before) return null;
        await trx
          .updateTable("media")
          .set({ alt, updated_at: nowIso() })
          .where("id", "=", id)
          .execute();
        // Pages that show the picture carry its alt text: their cache starts over (decision 061).
        await bumpContentGeneration(trx);
        const after = await one(trx, id);
        await record(trx, {
          actor,
          action: "media.update",
          target: `media:${id}`,
          before: { alt: before.alt },
          after: { alt: after?.alt },
        });
        return after;
      });
    },

    /**
     * Deletes a record, and its variants when no other record shares the bytes. Refused while
     * the picture or document is used (and this is its last record): `inUse` says where.
     */
    async remove(
      id: string,
      actor: Actor,
    ): Promise<{ removed: boolean; inUse: string[]; kind: MediaKind | null }> {
      return withinTransaction(db, async (trx) => {
        const row = await rowById(trx.selectFrom("media"), id);
        if (!row) return { removed: false, inUse: [], kind: null };
        const kind = row.content_type === PDF_CONTENT_TYPE ? "document" : "image";
        await lockWithinTransaction(trx, mediaLockKey(row.hash.slice(0, HASH_LENGTH)));
        const twins = await trx
          .selectFrom("media")
          .select(["hash", "file_name"])
          .where("hash", "=", row.hash)
          .where("id", "<>", id)
          .execute();
        const address = addressToCheck(row, twins);
        if (address) {
          const inUse = (await usageOf(trx, [address])).get(address) ?? [];
          if (inUse.length > 0) return { removed: false, inUse, kind };
        }
        if (twins.length === 0)
          await trx.deleteFrom("media_variants").where("hash", "=", row.hash).execute();
        const before = (await toRecords(trx, [row]))[0];
        await trx.deleteFrom("media").where("id", "=", id).execute();
        await bumpContentGeneration(trx);
        await record(trx, {
          actor,
          action: "media.delete",
          target: `media:${id}`,
          before: before && auditView(before),
        });
        return { removed: true, inUse: [], kind };
      });
    },

    /** One variant's bytes for `/media/…`, or null. */
    async variant(
      hashPrefix: string,
      width: number,
      format: MediaFormat,
    ): Promise<StoredVariant | null> {
      const row = await db
        .selectFrom("media_variants")
        .select(["hash", "data"])
        .where("hash", ">=", hashPrefix)
        .where("hash", "<", `${hashPrefix}g`)
        .where("width", "=", width)
        .where("format", "=", format)
        .limit(1)
        .executeTakeFirst();
      return row ? { hash: row.hash, contentType: CONTENT_TYPES[format], data: row.data } : null;
    },

    /** The records behind media URLs (any variant's), keyed by content address, for pages. */
    async byKeys(keys: string[]): Promise<Map<string, MediaRecord>> {
      const prefixes = [...new Set(keys.map((key) => key.slice(MEDIA_PATH.length, -1)))];
      const found = new Map<string, MediaRecord>();
      if (prefixes.length === 0) return found;
      const rows = await db
        .selectFrom("media")
        .selectAll()
        .where((eb) =>
          eb.or(
            prefixes.map((prefix) =>
              eb.and([eb("hash", ">=", prefix), eb("hash", "<", `${prefix}g`)]),
            ),
          ),
        )
        .orderBy("created_at")
        .execute();
      const records = await toRecords(db, rows);
      rows.forEach((row, index) => {
        const key = keyOf(row);
        if (!found.has(key)) found.set(key, records[index] as MediaRecord);
      });
      return found;
    },
  };
}

/**
 * What a delete must find unused: with the last record of some bytes, every URL of them (the
 * content address); a document whose twin stays, the URL its own name gives, which items may
 * name and which no other record hands out (docs/decisions/084). An image's twin keeps every
 * URL working: nothing.
 */
function addressToCheck(
  row: { hash: string; file_name: string; content_type: string },
  twins: Array<{ hash: string; file_name: string }>,
): string | null {
  if (twins.length === 0) return keyOf(row);
  if (row.content_type !== PDF_CONTENT_TYPE) return null;
  const url = documentUrl(row.hash, row.file_name);
  return twins.some((twin) => documentUrl(twin.hash, twin.file_name) === url) ? null : url;
}
