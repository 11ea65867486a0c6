import { withinTransaction } from "../db/within-transaction.ts";
import type { Kysely, Selectable } from "kysely";
import { containsIgnoringCase, toCount } from "../db/list-helpers.ts";
import type { Database, ProductsTable } from "../db/schema.ts";
import { nowIso, toBoolean, toIsoString } from "../db/values.ts";
import { splitSubproducts } from "./product-form.ts";
import type { ProductInput } from "./schemas/product-input.ts";
import type { Page, Product } from "./schemas/records.ts";
import { record, type Actor } from "./audit/audit.server.ts";
import { slugify } from "./slug.ts";
import { bumpContentGeneration } from "./content-generation.server.ts";

export interface ProductListOptions {
  q?: string;
  /** The admin search also matches the category (SPEC.md section 5). */
  searchCategory?: boolean;
  limit?: number;
  offset?: number;
}

export function createProductService(db: Kysely<Database>) {
  return {
    async list(options: ProductListOptions = {}): Promise<Page<Product>> {
      let query = db.selectFrom("products");
      const term = options.q?.trim();
      if (term) {
        query = query.where((eb) =>
          eb.or([
            containsIgnoringCase("title", term),
            containsIgnoringCase("description", term),
            ...(options.searchCategory !== false ? [containsIgnoringCase("category", term)] : []),
          ]),
        );
      }
      const { total } = await query
        .select((eb) => eb.fn.countAll<string | number>().as("total"))
        .executeTakeFirstOrThrow();
      let rows = query.selectAll().orderBy("created_at", "asc").orderBy("id", "asc");
      if (options.limit !== undefined) rows = rows.limit(options.limit).offset(options.offset ?? 0);
      else if (options.offset) rows = rows.limit(Number.MAX_SAFE_INTEGER).offset(options.offset);
      return { items: (await rows.execute()).map(toProduct), total: toCount(total) };
    },

    async get(id: string): Promise<Product | null> {
      const row = await db
        .selectFrom("products")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? toProduct(row) : null;
    },

    /** `actor` (issue 13): the change is written to the audit log in the same transaction. */
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
          const row = await trx
            .insertInto("products")
            .values({ id, ...toColumns(input), created_at: now, updated_at: now })
            .onConflict((oc) => oc.column("id").doNothing())
            .returningAll()
            .executeTakeFirst();
          if (!row) return null;
          await bumpContentGeneration(trx);
          const created = toProduct(row);
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

    async update(id: string, input: ProductInput, actor?: Actor): Promise<Product | null> {
      return withinTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom("products")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        if (!before) return null;
        const row = await trx
          .updateTable("products")
          .set({ ...toColumns(input), updated_at: nowIso() })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        await bumpContentGeneration(trx);
        const after = toProduct(row);
        if (actor)
          await record(trx, {
            actor,
            action: "product.update",
            target: `product:${id}`,
            before: toProduct(before),
            after,
          });
        return after;
      });
    },

    async remove(id: string, actor?: Actor): Promise<boolean> {
      return withinTransaction(db, async (trx) => {
        const row = await trx
          .deleteFrom("products")
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirst();
        if (row) await bumpContentGeneration(trx);
        if (row && actor)
          await record(trx, {
            actor,
            action: "product.delete",
            target: `product:${id}`,
            before: toProduct(row),
          });
        return row !== undefined;
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;

function toColumns(input: ProductInput) {
  return {
    title: input.title,
    category: input.category,
    description: splitSubproducts(input.description).join(", "),
    image_url: input.imageUrl,
    is_new: input.isNew,
    // "images always has at least the main image" (DECISIONS.md section 2).
    images: JSON.stringify(input.images.length > 0 ? input.images : [input.imageUrl]),
    subproduct_images: input.subproductImages ? JSON.stringify(input.subproductImages) : null,
  };
}

function toProduct(row: Selectable<ProductsTable>): Product {
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
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

const RESERVED_IDS = ["new", "edit"];

async function uniqueId(db: Kysely<Database>, base: string): Promise<string> {
  const taken = await db
    .selectFrom("products")
    .select("id")
    .where((eb) => eb.or([eb("id", "=", base), eb("id", "like", `${base}-%`)]))
    .execute();
  // /admin/products/new and /admin/products/edit/… are screens, so these ids would be unreachable.
  const ids = new Set([...RESERVED_IDS, ...taken.map((row) => row.id)]);
  if (!ids.has(base)) return base;
  for (let n = 2; ; n++) if (!ids.has(`${base}-${n}`)) return `${base}-${n}`;
}
