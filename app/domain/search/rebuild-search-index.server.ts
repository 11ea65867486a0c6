import { sql, type Kysely } from "kysely";
import type { Dialect } from "../../db/connection.server.ts";
import type { Database } from "../../db/schema.ts";
import { withinTransaction } from "../../db/within-transaction.ts";
import { readItems } from "../catalogue-items/item-store.server.ts";
import { toProject } from "../projects/project-row.ts";
import { siteContentSchema } from "../site/site-content-schema.ts";
import { indexCategory, indexProject, indexServices } from "./search-index.server.ts";

/**
 * Indexes everything again from the records: every category with its items, every published
 * project, the service pages of the newest site content (docs/decisions/082). The index is
 * derived data, so this is how it is first filled (migration 012) and how a later change of
 * what it holds would refill it. PostgreSQL's word list is emptied too: a word that no
 * record holds any more is no longer offered as a correction.
 */
export async function rebuildSearchIndex(db: Kysely<Database>, dialect: Dialect): Promise<number> {
  return withinTransaction(db, async (trx) => {
    await trx.deleteFrom("search_documents").execute();
    if (dialect === "postgres") await sql`delete from search_words`.execute(trx);
    const products = await trx.selectFrom("products").select(["id", "title", "category"]).execute();
    for (const product of products)
      await indexCategory(trx, product, await readItems(trx, product.id));
    const projects = await trx.selectFrom("projects").selectAll().execute();
    for (const row of projects) {
      await indexProject(trx, toProject(row));
    }
    const content = await trx
      .selectFrom("site_content_versions")
      .select("content")
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst();
    if (content)
      await indexServices(trx, siteContentSchema.parse(JSON.parse(content.content)).services);
    const { count } = await trx
      .selectFrom("search_documents")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  });
}
