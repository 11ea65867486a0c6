import { randomUUID } from "node:crypto";
import { withinTransaction } from "../db/within-transaction.ts";
import type { Kysely, Selectable, Transaction } from "kysely";
import { countMatches, onePage, searchedFor } from "./list-page.server.ts";
import type { Database, ProductsTable } from "../db/schema.ts";
import { nowIso, toBoolean, toIsoString } from "../db/values.ts";
import { libraryDatasheets } from "./catalogue-items/datasheet-check.server.ts";
import { planFromDescription, planFromItems } from "./catalogue-items/plan-items.ts";
import {
  descriptionOf,
  findItem,
  itemAddresses,
  readAllItems,
  readItems,
  replaceItems,
  subproductImagesOf,
} from "./catalogue-items/item-store.server.ts";
import type { ProductInput } from "./schemas/product-input.ts";
import type { CatalogueItem, CatalogueItemWithProduct, Page, Product } from "./schemas/records.ts";
import { record, type Actor } from "./audit/audit.server.ts";
import { slugify } from "./slug.ts";
import { bumpContentGeneration } from "./content-generation.server.ts";
import { indexCategory, unindexCategory } from "./search/search-index.server.ts";
import { rowById } from "./row-by-id.server.ts";
import type { SearchPageQuery } from "./schemas/list-query.ts";

export interface ProductListOptions extends SearchPageQuery {
  /** The admin search also matches the category. */
  searchCategory?: boolean;
}

export function createProductService(db: Kysely<Database>) {
  return {
    async list(options: ProductListOptions = {}): Promise<Page<Product>> {
      const query = searchedFor(
        db.selectFrom("products"),
        options.q,
        options.searchCategory !== false
          ? ["title", "description", "category"]
          : ["title", "description"],
      );
      const total = await countMatches(query);
      const rows = onePage(
        query.selectAll().orderBy("created_at", "asc").orderBy("id", "asc"),
        options,
      );
      return { items: (await rows.execute()).map((row) => toProduct(row)), total };
    },

    /** One category with its items in order (docs/decisions/081). */
    async get(id: string): Promise<Product | null> {
      const row = await rowById(db.selectFrom("products"), id);
      return row ? toProduct(row, await readItems(db, id)) : null;
    },

    /** Every category in catalogue order with its items: what the catalogue PDF prints. */
    async catalogue(): Promise<Array<Product & { items: CatalogueItem[] }>> {
      const [{ items: products }, items] = await Promise.all([this.list(), readAllItems(db)]);
      return products.map((product) => ({ ...product, items: items.get(product.id) ?? [] }));
    },

    /** One item of a category by its address, with the category's id and title. */
    async item(productId: string, slug: string): Promise<CatalogueItemWithProduct | null> {
      return findItem(db, productId, slug);
    },

    /** Every item's page, for the sitemap. */
    async itemAddresses() {
      return itemAddresses(db);
    },

    /**
     * `actor`: the change is written to the audit log in the same transaction. Datasheets sent
     * that the media library does not hold: UnknownDatasheetError, nothing stored.
     */
    async create(
      input: ProductInput,
      options: { id?: string; actor?: Actor } = {},
    ): Promise<Product> {
      const now = nowIso();
      // Two saves of the same title at once (a double click) can both pick the
      // same free id; the one that loses the insert takes the next free id.
      for (let attempt = 0; attempt < 5; attempt++) {
        const id = options.id ?? (await uniqueId(db, slugify(input.title)));
        const product = await withinTransaction(db, async (trx) => {
          const items = await planItems(trx, input, []);
          const row = await trx
            .insertInto("products")
            .values({ id, ...toColumns(input, items), created_at: now, updated_at: now })
            .onConflict((oc) => oc.column("id").doNothing())
            .returningAll()
            .executeTakeFirst();
          if (!row) return null;
          await replaceItems(trx, id, items);
          // The search finds it from this commit on (docs/decisions/082).
          await indexCategory(trx, row, items);
          await bumpContentGeneration(trx);
          const created = toProduct(row, items);
          if (options.actor)
            await record(trx, {
              actor: options.actor,
              action: "product.create",
              target: `product:${created.id}`,
              after: created,
            });
          return created;
        });
        if (product) return product;
        if (options.id) break;
      }
      throw new Error("Could not store the product: its id is already taken");
    },

    /** As `create`: UnknownDatasheetError for a datasheet the library does not hold. */
    async update(id: string, input: ProductInput, actor?: Actor): Promise<Product | null> {
      return withinTransaction(db, async (trx) => {
        const before = await rowById(trx.selectFrom("products"), id);
        if (!before) return null;
        const stored = await readItems(trx, id);
        const items = await planItems(trx, input, stored);
        const row = await writeProduct(trx, id, input, items);
        if (!row) return null;
        await indexCategory(trx, row, items);
        await bumpContentGeneration(trx);
        const after = toProduct(row, items);
        if (actor)
          await record(trx, {
            actor,
            action: "product.update",
            target: `product:${id}`,
            before: toProduct(before, stored),
            after,
          });
        return after;
      });
    },

    async remove(id: string, actor?: Actor): Promise<boolean> {
      return withinTransaction(db, async (trx) => {
        // Read before the cascade removes them, for the audit entry.
        const items = actor ? await readItems(trx, id) : undefined;
        const row = await trx
          .deleteFrom("products")
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirst();
        if (row) {
          await unindexCategory(trx, id);
          await bumpContentGeneration(trx);
        }
        if (row && actor)
          await record(trx, {
            actor,
            action: "product.delete",
            target: `product:${id}`,
            before: toProduct(row, items),
          });
        return row !== undefined;
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;

/**
 * `items` sent are the list, their datasheets documents of the media library (docs/decisions/081,
 * 084); else the description's names are.
 */
async function planItems(
  trx: Transaction<Database>,
  input: ProductInput,
  stored: CatalogueItem[],
): Promise<CatalogueItem[]> {
  if (!input.items)
    return planFromDescription(input.description, input.subproductImages, stored, randomUUID);
  const documents = await libraryDatasheets(trx, input.items);
  return planFromItems(input.items, stored, randomUUID, (url) => documents.get(url)?.fileName);
}

async function writeProduct(
  trx: Transaction<Database>,
  id: string,
  input: ProductInput,
  items: CatalogueItem[],
) {
  const row = await trx
    .updateTable("products")
    .set({ ...toColumns(input, items), updated_at: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (row) await replaceItems(trx, id, items);
  return row;
}

/**
 * The description and the sub-product picture map are kept as copies derived from the items,
 * so the list, its search and the brochure read one row per category.
 */
function toColumns(input: ProductInput, items: CatalogueItem[]) {
  const subproductImages = subproductImagesOf(items);
  return {
    title: input.title,
    category: input.category,
    description: descriptionOf(items),
    image_url: input.imageUrl,
    is_new: input.isNew,
    // "images always has at least the main image".
    images: JSON.stringify(input.images.length > 0 ? input.images : [input.imageUrl]),
    subproduct_images: subproductImages ? JSON.stringify(subproductImages) : null,
  };
}

function toProduct(row: Selectable<ProductsTable>, items?: CatalogueItem[]): Product {
  const subproductImages = row.subproduct_images
    ? (JSON.parse(row.subproduct_images) as Record<string, string>)
    : undefined;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    category: row.category,
    isNew: toBoolean(row.is_new),
    images: JSON.parse(row.images) as string[],
    ...(subproductImages ? { subproductImages } : {}),
    ...(items ? { items } : {}),
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

const RESERVED_IDS = ["new", "edit", "import"];

async function uniqueId(db: Kysely<Database>, base: string): Promise<string> {
  const taken = await db
    .selectFrom("products")
    .select("id")
    .where((eb) => eb.or([eb("id", "=", base), eb("id", "like", `${base}-%`)]))
    .execute();
  // /admin/products/new, /admin/products/edit/… and /admin/products/import are screens, so
  // these ids would be unreachable.
  const ids = new Set([...RESERVED_IDS, ...taken.map((row) => row.id)]);
  if (!ids.has(base)) return base;
  for (let n = 2; ; n++) if (!ids.has(`${base}-${n}`)) return `${base}-${n}`;
}
