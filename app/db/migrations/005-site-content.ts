import { createTable, nullable, primaryKey } from "./columns.ts";
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
    await createTable(db, "site_content_versions", {
      version: primaryKey("integer"),
      content: "text",
      summary: "text",
      changes: "text",
      created_by: "text",
      restored_from: nullable("integer"),
      created_at: t.timestamp,
    }).execute();
    await createTable(db, "site_content_drafts", {
      id: primaryKey("text"),
      base_version: "integer",
      content: "text",
      updated_by: "text",
      updated_at: t.timestamp,
    }).execute();
  },
  async down(db) {
    await dropTables(db, ["site_content_drafts", "site_content_versions"]);
  },
});
