import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { column, createTable, primaryKey } from "./columns.ts";
import { createIndex } from "./create-index.ts";
import { defineMigration } from "./define-migration.ts";
import { timestamps } from "./timestamps.ts";

/**
 * Catalogue items as records (docs/decisions/081): each sub-product of a category becomes a
 * row with its own address (`slug`, unique within the category), make, model, specifications,
 * pictures and datasheets. Lists are JSON text, as `products.images` is.
 *
 * Existing categories are converted here: the description split on commas, as the site has
 * always read it (each piece one item, in order), and each picture of `subproduct_images`
 * given to the item of that name. The slug rule is written out, not imported: a migration
 * must do tomorrow what it does today.
 */
export const catalogueItemsMigration = defineMigration({
  async up(db, t) {
    await createTable(db, "items", {
      id: primaryKey("text"),
      product_id: column("text", (c) => c.notNull().references("products.id").onDelete("cascade")),
      position: "integer",
      slug: "text",
      name: "text",
      make: "text",
      model: "text",
      summary: "text",
      specs: "text",
      images: "text",
      datasheets: "text",
      unit: "text",
      moq: "text",
      lead_time: "text",
      hsn: "text",
      ...timestamps(t.timestamp),
    })
      .addUniqueConstraint("items_product_slug_unique", ["product_id", "slug"])
      .execute();
    // A category's items in order; the unique constraint above answers the item page.
    await createIndex(db, "items_product_position_idx", "items", ["product_id", "position"]);
    await fillFromDescriptions(db);
  },
  async down(db) {
    await db.schema.dropTable("items").ifExists().execute();
  },
});

interface LegacyProduct {
  id: string;
  description: string;
  subproduct_images: string | null;
  created_at: string | Date;
}

async function fillFromDescriptions(db: Kysely<unknown>) {
  const anyDb = db as Kysely<Record<string, Record<string, unknown>>>;
  const products = (await anyDb
    .selectFrom("products")
    .select(["id", "description", "subproduct_images", "created_at"])
    .execute()) as unknown as LegacyProduct[];
  for (const product of products) {
    const pictures = parsePictures(product.subproduct_images);
    const names = product.description
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    const taken = new Set<string>();
    const now = new Date().toISOString();
    const rows = names.map((name, position) => {
      const picture = pictures[name];
      return {
        id: randomUUID(),
        product_id: product.id,
        position,
        slug: freeSlug(legacySlug(name), taken),
        name,
        make: "",
        model: "",
        summary: "",
        specs: "[]",
        images: JSON.stringify(typeof picture === "string" && picture ? [picture] : []),
        datasheets: "[]",
        unit: "",
        moq: "",
        lead_time: "",
        hsn: "",
        created_at: now,
        updated_at: now,
      };
    });
    if (rows.length > 0) await anyDb.insertInto("items").values(rows).execute();
  }
}

function parsePictures(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** `slugify` as it was when this migration landed: a migration must give the same slugs forever. */
function legacySlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "item";
}

function freeSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
