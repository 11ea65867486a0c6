import { createTable, primaryKey, unique } from "./columns.ts";
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
    await createTable(db, "projects", {
      id: primaryKey("text"),
      slug: unique("text"),
      title: "text",
      client_industry: "text",
      location: "text",
      year: "integer",
      summary: "text",
      body: "text",
      outcome: "text",
      images: "text",
      published: t.flag,
      sort_order: "integer",
      ...timestamps(t.timestamp),
    }).execute();
    // The public list: published ones in the owner's order.
    await createIndex(db, "projects_order_idx", "projects", ["published", "sort_order"]);
  },
  async down(db) {
    await db.schema.dropTable("projects").ifExists().execute();
  },
});
