import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, ItemsTable } from "../../db/schema.ts";
import { nowIso, toIsoString } from "../../db/values.ts";
import type { CatalogueItem, CatalogueItemWithProduct } from "../schemas/records.ts";

/** The rows of the `items` table (migration 011, docs/decisions/081) and their records. */

export async function readItems(db: Kysely<Database>, productId: string): Promise<CatalogueItem[]> {
  const rows = await db
    .selectFrom("items")
    .selectAll()
    .where("product_id", "=", productId)
    .orderBy("position", "asc")
    .execute();
  return rows.map(toItem);
}

/** Every category's items in order, by category: one query, for the catalogue PDF. */
export async function readAllItems(db: Kysely<Database>): Promise<Map<string, CatalogueItem[]>> {
  const rows = await db
    .selectFrom("items")
    .selectAll()
    .orderBy("product_id")
    .orderBy("position", "asc")
    .execute();
  const byProduct = new Map<string, CatalogueItem[]>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(toItem(row));
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

export async function findItem(
  db: Kysely<Database>,
  productId: string,
  slug: string,
): Promise<CatalogueItemWithProduct | null> {
  const row = await db
    .selectFrom("items")
    .innerJoin("products", "products.id", "items.product_id")
    .selectAll("items")
    .select("products.title as product_title")
    .where("items.product_id", "=", productId)
    .where("items.slug", "=", slug)
    .executeTakeFirst();
  if (!row) return null;
  return { ...toItem(row), productId: row.product_id, productTitle: row.product_title };
}

/** Every item's address and last change, for the sitemap: one narrow query. */
export async function itemAddresses(
  db: Kysely<Database>,
): Promise<Array<{ productId: string; slug: string; updatedAt: string }>> {
  const rows = await db
    .selectFrom("items")
    .select(["product_id", "slug", "updated_at"])
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    slug: row.slug,
    updatedAt: toIsoString(row.updated_at),
  }));
}

/**
 * Replaces a category's items with `items`, in that order, inside the caller's transaction.
 * Rows are deleted and written again, so swapping two addresses never meets the unique index;
 * an item that keeps its id keeps its creation time.
 */
export async function replaceItems(
  trx: Transaction<Database>,
  productId: string,
  items: CatalogueItem[],
): Promise<void> {
  const before = await trx
    .deleteFrom("items")
    .where("product_id", "=", productId)
    .returning(["id", "created_at"])
    .execute();
  if (items.length === 0) return;
  const created = new Map(before.map((row) => [row.id, toIsoString(row.created_at)]));
  const now = nowIso();
  await trx
    .insertInto("items")
    .values(
      items.map((item, position) => ({
        id: item.id,
        product_id: productId,
        position,
        slug: item.slug,
        name: item.name,
        make: item.make,
        model: item.model,
        summary: item.summary,
        specs: JSON.stringify(item.specs),
        images: JSON.stringify(item.images),
        datasheets: JSON.stringify(item.datasheets),
        unit: item.unit,
        moq: item.moq,
        lead_time: item.leadTime,
        hsn: item.hsn,
        created_at: created.get(item.id) ?? now,
        updated_at: now,
      })),
    )
    .execute();
}

/** The first contract's view of the items: their names joined with ", ". */
export function descriptionOf(items: CatalogueItem[]): string {
  return items.map((item) => item.name).join(", ");
}

/** …and each item's first picture by name, or nothing when no item has one. */
export function subproductImagesOf(items: CatalogueItem[]): Record<string, string> | undefined {
  const pairs = items.flatMap((item) => (item.images[0] ? [[item.name, item.images[0]]] : []));
  return pairs.length > 0 ? Object.fromEntries(pairs) : undefined;
}

function toItem(row: Selectable<ItemsTable>): CatalogueItem {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    make: row.make,
    model: row.model,
    summary: row.summary,
    specs: JSON.parse(row.specs) as CatalogueItem["specs"],
    images: JSON.parse(row.images) as string[],
    datasheets: JSON.parse(row.datasheets) as CatalogueItem["datasheets"],
    unit: row.unit,
    moq: row.moq,
    leadTime: row.lead_time,
    hsn: row.hsn,
  };
}
