import type { Kysely } from "kysely";
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

const SEEDED_KEY = "catalogue_seeded";

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
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", SEEDED_KEY)
      .executeTakeFirst();
    if (marker) return 0;
    const products = createProductService(trx);
    const { total } = await products.list({ limit: 1 });
    if (total === 0) {
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
    }
    await trx
      .insertInto("app_settings")
      .values({ key: SEEDED_KEY, value: nowIso(), updated_at: nowIso() })
      .execute();
    return total === 0 ? catalogue.length : 0;
  });
}

const PROJECTS_SEEDED_KEY = "projects_seeded";

/**
 * The sample projects, once, like the catalogue: the marker keeps projects the
 * owner deleted from coming back. A database that already holds projects is only marked.
 */
export async function seedProjectList(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom("app_settings")
      .select("value")
      .where("key", "=", PROJECTS_SEEDED_KEY)
      .executeTakeFirst();
    if (marker) return 0;
    const projects = createProjectService(trx);
    const { total } = await projects.list({ limit: 1 });
    if (total === 0)
      for (const entry of seedProjects) await projects.create(projectInput.parse(entry));
    await trx
      .insertInto("app_settings")
      .values({ key: PROJECTS_SEEDED_KEY, value: nowIso(), updated_at: nowIso() })
      .execute();
    return total === 0 ? seedProjects.length : 0;
  });
}
