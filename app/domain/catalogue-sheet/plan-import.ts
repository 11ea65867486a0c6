import type { CatalogueItemInput } from "../schemas/catalogue-item-input.ts";
import { ITEM_LIMITS } from "../schemas/catalogue-item-limits.ts";
import type { CatalogueItem } from "../schemas/records.ts";
import { blankItem } from "../catalogue-items/blank-item.ts";
import type { NewId } from "../catalogue-items/plan-items.ts";
import { titleKey } from "./category-lookup.ts";
import type { DetailColumn } from "./sheet-columns.ts";
import type { ImportError } from "./import-result.ts";
import type { CheckedRows } from "./read-rows.ts";

/**
 * What an import does to the catalogue (docs/decisions/085), as a pure function of the checked
 * rows and the stored items: an item is matched by its category and its name (without case);
 * a matched one is updated in place, keeping its id, address, pictures, datasheets and place,
 * and only the columns the file has are written; any other row is a new item at the end of its
 * category. A category may not pass the items' limit.
 */

export interface ImportPlan {
  created: number;
  updated: number;
  errors: ImportError[];
  /** Each touched category's items as they will be, in order. */
  categories: Map<string, CatalogueItem[]>;
}

export function planImport(
  checked: CheckedRows,
  storedOf: (categoryId: string) => CatalogueItem[],
  newId: NewId,
): ImportPlan {
  const plan: ImportPlan = {
    created: 0,
    updated: 0,
    errors: [...checked.errors],
    categories: new Map(),
  };
  const withSpecs = checked.header.specs.length > 0;
  const positions = new Map<string, Map<string, number>>();
  for (const row of checked.valid) {
    let items = plan.categories.get(row.categoryId);
    let byName = positions.get(row.categoryId);
    if (!items || !byName) {
      items = [...storedOf(row.categoryId)];
      byName = new Map();
      // The first of two stored items with one name is the one a row matches.
      for (const [at, item] of [...items.entries()].reverse()) byName.set(titleKey(item.name), at);
      plan.categories.set(row.categoryId, items);
      positions.set(row.categoryId, byName);
    }
    const at = byName.get(titleKey(row.item.name));
    const stored = at === undefined ? undefined : items[at];
    if (at !== undefined && stored) {
      items[at] = updated(stored, row.item, checked.details, withSpecs);
      plan.updated += 1;
    } else if (items.length >= ITEM_LIMITS.items) {
      plan.errors.push({
        row: row.line,
        field: "category",
        message: `This category would have more than ${ITEM_LIMITS.items} items`,
      });
    } else {
      items.push({ ...blankItem(row.item.name, newId()), ...fields(row.item, checked.details) });
      plan.created += 1;
    }
  }
  plan.errors.sort((a, b) => a.row - b.row);
  return plan;
}

function updated(
  stored: CatalogueItem,
  sent: CatalogueItemInput,
  details: readonly DetailColumn[],
  withSpecs: boolean,
): CatalogueItem {
  return {
    ...stored,
    ...fields(sent, details),
    specs: withSpecs ? mergeSpecs(stored.specs, sent.specs) : stored.specs,
  };
}

/** The name, the specifications and the detail columns the file has. */
function fields(
  sent: CatalogueItemInput,
  details: readonly DetailColumn[],
): Partial<CatalogueItem> {
  const picked: Partial<CatalogueItem> = { name: sent.name, specs: sent.specs };
  for (const column of details) picked[column] = sent[column];
  return picked;
}

/**
 * The file's specifications, in the stored order where a name stays, then the new ones in
 * the file's column order: an export lists the catalogue's names once for all items, so
 * reading it back must not reorder an item's table.
 */
function mergeSpecs(
  stored: CatalogueItem["specs"],
  sent: CatalogueItem["specs"],
): CatalogueItem["specs"] {
  const left = [...sent];
  const kept = stored.flatMap((row) => {
    const index = left.findIndex((candidate) => candidate.name === row.name);
    return index === -1 ? [] : left.splice(index, 1);
  });
  return [...kept, ...left];
}
