import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Where each media item is used: a product's main image, gallery or sub-product
 * images, an item's pictures and datasheets, a project's photographs, and the site content
 * (published or draft). `keys` are content addresses
 * (`/media/{hash}-`), which every variant URL of one upload starts with. The catalogue is a
 * few dozen rows, so reading it whole is cheaper than one LIKE query per item.
 */
export async function usageOf(db: Db, keys: string[]): Promise<Map<string, string[]>> {
  const usage = new Map<string, string[]>(keys.map((key) => [key, []]));
  if (keys.length === 0) return usage;
  const note = (text: string, where: string) => {
    for (const key of keys) if (text.includes(key)) usage.get(key)?.push(where);
  };
  const products = await db
    .selectFrom("products")
    .select(["title", "image_url", "images", "subproduct_images"])
    .orderBy("title")
    .execute();
  for (const product of products) {
    note(product.image_url, `main image of “${product.title}”`);
    note(product.images, `gallery of “${product.title}”`);
    if (product.subproduct_images)
      note(product.subproduct_images, `sub-product images of “${product.title}”`);
  }
  // Items' pictures and datasheets (docs/decisions/081).
  const items = await db
    .selectFrom("items")
    .innerJoin("products", "products.id", "items.product_id")
    .select(["items.name", "items.images", "items.datasheets", "products.title"])
    .orderBy("products.title")
    .orderBy("items.position")
    .execute();
  for (const item of items) {
    note(item.images, `item “${item.name}” of “${item.title}”`);
    note(item.datasheets, `datasheet of item “${item.name}” of “${item.title}”`);
  }
  // Case studies; the trust blocks' logos are in the site content below.
  const projects = await db
    .selectFrom("projects")
    .select(["title", "images"])
    .orderBy("title")
    .execute();
  for (const project of projects) note(project.images, `photographs of project “${project.title}”`);
  const published = await db
    .selectFrom("site_content_versions")
    .select("content")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (published) note(published.content, "the published site content");
  const drafts = await db.selectFrom("site_content_drafts").select("content").execute();
  for (const draft of drafts) note(draft.content, "the site content draft");
  // The gallery repeats the main image by rule: say each place once.
  for (const [key, places] of usage) usage.set(key, [...new Set(places)]);
  return usage;
}
