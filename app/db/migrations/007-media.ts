import { createTable, primaryKey } from "./columns.ts";
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
    await createTable(db, "media", {
      id: primaryKey("text"),
      hash: "text",
      file_name: "text",
      alt: "text",
      width: "integer",
      height: "integer",
      content_type: "text",
      bytes: "integer",
      fallback_format: "text",
      placeholder: "text",
      created_by: "text",
      ...timestamps(t.timestamp),
    }).execute();
    await createIndex(db, "media_hash_idx", "media", ["hash"]);
    await createIndex(db, "media_created_idx", "media", ["created_at"]);
    await createTable(db, "media_variants", {
      hash: "text",
      width: "integer",
      format: "text",
      height: "integer",
      bytes: "integer",
      data: t.blob,
    })
      .addPrimaryKeyConstraint("media_variants_pk", ["hash", "width", "format"])
      .execute();
  },
  async down(db) {
    await dropTables(db, ["media_variants", "media"]);
  },
});
