import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { lockWithinTransaction } from "../../db/transaction-lock.server.ts";
import { withinTransaction } from "../../db/within-transaction.ts";
import { record, type Actor } from "../audit/audit.server.ts";
import { bumpContentGeneration } from "../content-generation.server.ts";
import { createHashGate, type GateTicket } from "../hash-gate.server.ts";
import { createProductService } from "../products.server.ts";
import type { CatalogueItem, Product } from "../schemas/records.ts";
import { planImport, type ImportPlan } from "./plan-import.ts";
import { readSheet } from "./read-sheet.server.ts";
import type { ImportResult } from "./import-result.ts";
import { checkRows } from "./read-rows.ts";
import { IMPORT_QUEUE, SHEET_LIMITS } from "./sheet-rules.ts";
import { sheetRows, type CategoryWithItems, type SheetRows } from "./sheet-rows.ts";
import type { SheetTable } from "./sheet-table.ts";

/**
 * The catalogue's spreadsheet import and export (docs/decisions/085).
 *
 * An import reads the file, checks every row and plans the change; a dry run stops there. A
 * real import does it all again inside one transaction that first takes the import lock, so
 * two imports, in one process or several, run one after the other and each plans against
 * what the other wrote. With any error nothing is written. Each changed category is saved
 * through the product service inside that transaction, so the derived description, the
 * content generation and whatever else a catalogue write keeps in step are kept here too; one
 * audit entry records the import's counts.
 */

export interface ImportOptions {
  dryRun: boolean;
  actor: Actor;
  fileName?: string;
}

const IMPORT_LOCK = "catalogue-import";

/** Thrown inside the transaction to roll it back when a row is wrong; carries the answer. */
class RowsRefused extends Error {
  readonly result: ImportResult;
  constructor(result: ImportResult) {
    super("The import has errors");
    this.result = result;
  }
}

export class ImportBusyError extends Error {
  override name = "ImportBusyError";
  constructor() {
    super("Other imports are being processed. Try again in a few seconds.");
  }
}

export function createCatalogueSheetService(db: Kysely<Database>) {
  const gate = createHashGate(IMPORT_QUEUE);

  async function importRows(table: SheetTable, options: ImportOptions): Promise<ImportResult> {
    if (options.dryRun) {
      const plan = await planOn(db, table);
      return resultOf(table, plan, true);
    }
    try {
      return await withinTransaction(db, async (trx) => {
        // A first write takes SQLite's write lock; PostgreSQL takes the advisory one.
        await bumpContentGeneration(trx);
        await lockWithinTransaction(trx, IMPORT_LOCK);
        const plan = await planOn(trx, table);
        const result = resultOf(table, plan, false);
        if (plan.errors.length > 0) throw new RowsRefused({ ...result, created: 0, updated: 0 });
        const changed = await write(trx, plan);
        await record(trx, {
          actor: options.actor,
          action: "product.import",
          target: "catalogue",
          after: {
            fileName: options.fileName ?? "",
            rows: result.rows,
            created: result.created,
            updated: result.updated,
            categories: changed,
          },
        });
        return result;
      });
    } catch (error) {
      if (error instanceof RowsRefused) return error.result;
      throw error;
    }
  }

  return {
    gate,

    /**
     * `ticket`: the place the caller took in `gate` before reading the upload; without one a
     * place is taken here. A full queue throws ImportBusyError; an unreadable file
     * SheetFileError.
     */
    async import(
      bytes: Buffer,
      options: ImportOptions,
      ticket: GateTicket | null = gate.reserve(),
    ): Promise<ImportResult> {
      if (!ticket) throw new ImportBusyError();
      try {
        return await ticket.run(async () => importRows(await readSheet(bytes), options));
      } finally {
        ticket.release();
      }
    },

    /** The whole catalogue, one row per item. */
    async export(): Promise<SheetRows> {
      return sheetRows(await catalogueOf(db));
    },

    /** The columns alone, the catalogue's specification names among them. */
    async template(): Promise<SheetRows> {
      return { header: sheetRows(await catalogueOf(db)).header, rows: [] };
    },
  };
}

async function planOn(db: Kysely<Database>, table: SheetTable): Promise<ImportPlan> {
  const products = createProductService(db);
  const categories = (await products.list()).items;
  const checked = await checkRows(table, categories);
  const touched = [...new Set(checked.valid.map((row) => row.categoryId))];
  const stored = new Map<string, CatalogueItem[]>();
  for (const id of touched) stored.set(id, (await products.get(id))?.items ?? []);
  return planImport(checked, (id) => stored.get(id) ?? [], randomUUID);
}

/** Saves each category whose items changed; returns their ids. */
async function write(trx: Transaction<Database>, plan: ImportPlan): Promise<string[]> {
  const products = createProductService(trx);
  const changed: string[] = [];
  for (const [id, items] of plan.categories) {
    const product = await products.get(id);
    if (!product || JSON.stringify(product.items) === JSON.stringify(items)) continue;
    await products.update(id, inputOf(product, items));
    changed.push(id);
  }
  return changed;
}

/** A category saved as it is, with these items (which keep their ids and addresses). */
function inputOf(product: Product, items: CatalogueItem[]) {
  return {
    title: product.title,
    category: product.category,
    description: product.description,
    imageUrl: product.imageUrl,
    isNew: product.isNew,
    images: product.images,
    subproductImages: undefined,
    items,
  };
}

function resultOf(table: SheetTable, plan: ImportPlan, dryRun: boolean): ImportResult {
  return {
    rows: table.rows.length,
    created: plan.created,
    updated: plan.updated,
    errors: plan.errors.slice(0, SHEET_LIMITS.errors),
    moreErrors: Math.max(0, plan.errors.length - SHEET_LIMITS.errors),
    dryRun,
  };
}

async function catalogueOf(db: Kysely<Database>): Promise<CategoryWithItems[]> {
  const products = createProductService(db);
  const categories: CategoryWithItems[] = [];
  for (const { id, title } of (await products.list()).items) {
    categories.push({ id, title, items: (await products.get(id))?.items ?? [] });
  }
  return categories;
}
