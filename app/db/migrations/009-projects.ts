import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";
import { timestamps } from "./timestamps.ts";

/**
 * Projects (case studies, docs/decisions/064): what the company built for whom,
 * shown at /projects. `slug` is the public address and unique; `images` is a JSON array of
 * image URLs (media library paths or http(s) links), as for products.
 */
export const projectsMigration = defineMigration({
  async up(db, t) {
    await db.schema
      .createTable("projects")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("client_industry", "text", (c) => c.notNull())
      .addColumn("location", "text", (c) => c.notNull())
      .addColumn("year", "integer", (c) => c.notNull())
      .addColumn("summary", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("images", "text", (c) => c.notNull())
      .addColumn("published", t.flag, (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .$call(timestamps(t.timestamp))
      .execute();
    // The public list: published ones in the owner's order.
    await createIndex(db, "projects_order_idx", "projects", ["published", "sort_order"]);
  },
  async down(db) {
    await db.schema.dropTable("projects").ifExists().execute();
  },
});
