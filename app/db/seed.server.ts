import type { Kysely, Transaction } from "kysely";
import { catalogue } from "../content/catalogue.ts";
import { seedItemDraft } from "../content/catalogue-items.ts";
import { seedProjects } from "../content/projects.ts";
import { projectInput } from "../domain/projects/project-input.ts";
import { createProjectService } from "../domain/projects/projects.server.ts";
import { emptyItemForm, toProductPayload } from "../domain/product-form.ts";
import { createProductService } from "../domain/products.server.ts";
import { productInput } from "../domain/schemas/product-input.ts";
import type { Database } from "./schema.ts";
import { seedDatasheets, type DatasheetRenderer } from "./seed-datasheets.server.ts";
import { nowIso } from "./values.ts";

/**
 * Fills a new database with the eleven categories of docs/product.md, once, with the
 * datasheets of some items in the media library (docs/decisions/084).
 * The `catalogue_seeded` setting remembers it, so products the administrator
 * deleted (even all of them) do not come back at the next start. A database
 * that already holds products is only marked. All or nothing: one transaction.
 * `renderDatasheets` is only called when the catalogue is seeded.
 */
export async function seedCatalogue(
  db: Kysely<Database>,
  renderDatasheets: DatasheetRenderer,
): Promise<number> {
  return seedOnce(db, "catalogue_seeded", async (trx) => {
    const products = createProductService(trx);
    const { total } = await products.list({ limit: 1 });
    if (total > 0) return 0;
    const datasheets = await seedDatasheets(trx, renderDatasheets);
    for (const entry of catalogue) {
      const draft = toProductPayload({
        title: entry.title,
        category: entry.category,
        isNew: entry.isNew,
        imageUrl: entry.imageUrl,
        additionalImages: entry.images,
        subproducts: entry.subproducts.map((s) => emptyItemForm(s.name, s.imageUrl ?? "")),
      });
      // Items with their details (docs/decisions/081); the description follows from them.
      const items = entry.subproducts.map((subproduct) => {
        const sheet = datasheets.get(subproduct.name);
        return seedItemDraft(subproduct, sheet ? [sheet] : []);
      });
      await products.create(productInput.parse({ ...draft, items }), { id: entry.id });
    }
    return catalogue.length;
  });
}

/**
 * The sample projects, once, like the catalogue: the marker keeps projects the
 * owner deleted from coming back. A database that already holds projects is only marked.
 */
export async function seedProjectList(db: Kysely<Database>): Promise<number> {
  return seedOnce(db, "projects_seeded", async (trx) => {
    const projects = createProjectService(trx);
    const { total } = await projects.list({ limit: 1 });
    if (total > 0) return 0;
    for (const entry of seedProjects) await projects.create(projectInput.parse(entry));
    return seedProjects.length;
  });
}

/**
 * Runs `fill` unless the `app_settings` row `key` says it already ran, then writes that row,
 * all in one transaction. `fill` answers how many records it added.
 */
async function seedOnce(
  db: Kysely<Database>,
  key: string,
  fill: (trx: Transaction<Database>) => Promise<number>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", key)
      .executeTakeFirst();
    if (marker) return 0;
    const added = await fill(trx);
    await trx
      .insertInto("app_settings")
      .values({ key, value: nowIso(), updated_at: nowIso() })
      .execute();
    return added;
  });
}
