import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { lockWithinTransaction } from "../../db/transaction-lock.server.ts";
import type { CatalogueItem } from "../schemas/records.ts";
import type { ServicesContent } from "../site/page-schemas.ts";
import {
  categoryDocuments,
  productOwner,
  projectDocuments,
  projectOwner,
  SERVICES_OWNER,
  serviceDocuments,
  type CategorySource,
  type ProjectSource,
  type SearchDocument,
} from "./search-documents.ts";

/**
 * Keeping the search index in step (docs/decisions/082). Every write of a category, a project
 * or the published site content calls one of these inside its own transaction, so a search
 * that runs after the commit, in any process, finds what was saved and nothing that was
 * removed. The databases' own indexes follow the `search_documents` rows: SQLite's FTS5 table
 * through triggers, PostgreSQL's tsvector as a generated column.
 */

type Executor = Transaction<Database>;

/** Rows per insert: well under SQLite's limit on bound values for the widest category. */
const BATCH = 400;
const LOCK_KEY = "search-index";

/** Replaces the documents of `owner` with `documents`. */
export async function writeDocuments(
  trx: Executor,
  owner: string,
  documents: SearchDocument[],
): Promise<void> {
  // PostgreSQL: writers of the index take turns, so two saves adding the same new word to the
  // word list never wait on each other in a cycle. SQLite's write lock already does this.
  await lockWithinTransaction(trx, LOCK_KEY);
  await trx.deleteFrom("search_documents").where("owner", "=", owner).execute();
  for (let start = 0; start < documents.length; start += BATCH) {
    const rows = documents.slice(start, start + BATCH).map((document) => ({
      doc_key: document.docKey,
      owner: document.owner,
      type: document.type,
      title: document.title,
      url: document.url,
      context: document.context,
      details: document.details,
      body: document.body,
      name_terms: document.nameTerms,
      details_terms: document.detailsTerms,
      body_terms: document.bodyTerms,
    }));
    await trx.insertInto("search_documents").values(rows).execute();
  }
}

/** A category and its items as just saved. */
export function indexCategory(trx: Executor, product: CategorySource, items: CatalogueItem[]) {
  return writeDocuments(trx, productOwner(product.id), categoryDocuments(product, items));
}

export function unindexCategory(trx: Executor, productId: string) {
  return writeDocuments(trx, productOwner(productId), []);
}

/** A project as just saved: found while published, not once hidden. */
export function indexProject(trx: Executor, project: ProjectSource) {
  return writeDocuments(trx, projectOwner(project.id), projectDocuments(project));
}

export function unindexProject(trx: Executor, projectId: string) {
  return writeDocuments(trx, projectOwner(projectId), []);
}

/** The service pages of a newly published version of the site content. */
export function indexServices(trx: Executor, services: ServicesContent) {
  return writeDocuments(trx, SERVICES_OWNER, serviceDocuments(services));
}
