import { defineMigration } from "./define-migration.ts";
import { dropTables } from "./drop-tables.ts";

/**
 * The owner's site content (docs/decisions/045): every published
 * version of the whole document, never updated or deleted, and at most one
 * shared draft. The version number is the primary key, so two publishes from
 * the same base version cannot both succeed.
 */
export const siteContentMigration = defineMigration({
  async up(db, t) {
    await db.schema
      .createTable("site_content_versions")
      .addColumn("version", "integer", (c) => c.primaryKey())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("summary", "text", (c) => c.notNull())
      .addColumn("changes", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("restored_from", "integer")
      .addColumn("created_at", t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("site_content_drafts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("base_version", "integer", (c) => c.notNull())
      .addColumn("content", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.notNull())
      .addColumn("updated_at", t.timestamp, (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await dropTables(db, ["site_content_drafts", "site_content_versions"]);
  },
});
