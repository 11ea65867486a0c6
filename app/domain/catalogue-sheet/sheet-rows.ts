import type { CatalogueItem } from "../schemas/records.ts";
import { categoryLabels, type CategoryRef } from "./category-lookup.ts";
import { DETAIL_COLUMNS, headerCells } from "./sheet-columns.ts";

/**
 * The catalogue as the rows of its spreadsheet (docs/decisions/085): one row per item, in
 * catalogue order, in the columns the import reads. The specification columns are every name
 * any item uses, in the order they are first met; a name an item has twice gets two columns.
 */

export interface CategoryWithItems extends CategoryRef {
  items: CatalogueItem[];
}

export interface SheetRows {
  header: string[];
  rows: string[][];
}

export function sheetRows(categories: readonly CategoryWithItems[]): SheetRows {
  const specNames = specColumns(categories.flatMap((category) => category.items));
  const labels = categoryLabels(categories);
  const rows = categories.flatMap((category) =>
    category.items.map((item) => [
      labels.get(category.id) ?? category.id,
      item.name,
      ...DETAIL_COLUMNS.map((column) => item[column]),
      ...specCells(item, specNames),
    ]),
  );
  return { header: headerCells(specNames), rows };
}

/** Each name once, or as often as one item repeats it. */
export function specColumns(items: readonly CatalogueItem[]): string[] {
  const columns: string[] = [];
  const widest = new Map<string, number>();
  for (const item of items) {
    const seen = new Map<string, number>();
    for (const { name } of item.specs) {
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      if (count > (widest.get(name) ?? 0)) {
        widest.set(name, count);
        columns.push(name);
      }
    }
  }
  return columns;
}

/** An item's values under the columns: the n-th column of a name holds its n-th row. */
function specCells(item: CatalogueItem, columns: readonly string[]): string[] {
  const left = [...item.specs];
  return columns.map((name) => {
    const index = left.findIndex((row) => row.name === name);
    return index === -1 ? "" : (left.splice(index, 1)[0]?.value ?? "");
  });
}
