import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";
import { dropTables } from "./drop-tables.ts";
import { timestamps } from "./timestamps.ts";

/**
 * The media library (docs/decisions/054): one row per uploaded image and its
 * encoded variants as blobs in the database, so every process on one PostgreSQL serves
 * every image whatever its DATA_DIR. Variants are keyed by the content hash, shared by
 * two uploads of the same bytes; a record's alt text and name are its own.
 */
export const mediaMigration = defineMigration({
  async up(db, t) {
    await db.schema
      .createTable("media")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("hash", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("alt", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("fallback_format", "text", (c) => c.notNull())
      .addColumn("placeholder", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .$call(timestamps(t.timestamp))
      .execute();
    await createIndex(db, "media_hash_idx", "media", ["hash"]);
    await createIndex(db, "media_created_idx", "media", ["created_at"]);
    await db.schema
      .createTable("media_variants")
      .addColumn("hash", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("data", t.blob, (c) => c.notNull())
      .addPrimaryKeyConstraint("media_variants_pk", ["hash", "width", "format"])
      .execute();
  },
  async down(db) {
    await dropTables(db, ["media_variants", "media"]);
  },
});
