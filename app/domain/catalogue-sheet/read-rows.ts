import type { z } from "zod";
import { catalogueItemInput, type CatalogueItemInput } from "../schemas/catalogue-item-input.ts";
import { categoryLookup, titleKey, type CategoryRef } from "./category-lookup.ts";
import { DETAIL_COLUMNS, readHeader, type DetailColumn, type Header } from "./sheet-columns.ts";
import type { ImportError } from "./import-result.ts";
import type { SheetTable } from "./sheet-table.ts";

/**
 * The rows of a sheet checked one by one (docs/decisions/085): the category found, the item's
 * fields checked with the items' own schema (the messages the API and the form give), a row
 * repeating an earlier one's category and name refused. A row is either an error list or a
 * valid row; the plan (plan-import.ts) decides what each valid row does.
 */

export interface ValidRow {
  line: number;
  categoryId: string;
  item: CatalogueItemInput;
}

export interface CheckedRows {
  header: Header;
  /** The detail columns the file has: the others are left as stored. */
  details: DetailColumn[];
  valid: ValidRow[];
  errors: ImportError[];
}

/** Rows checked between two turns of the event loop, so pages are answered meanwhile. */
const ROWS_PER_TURN = 250;

export async function checkRows(
  table: SheetTable,
  categories: readonly CategoryRef[],
): Promise<CheckedRows> {
  const header = readHeader(table.header, (index) =>
    table.rows.some((row) => (row.cells[index] ?? "").trim() !== ""),
  );
  const details = DETAIL_COLUMNS.filter((column) => header.fixed[column] !== undefined);
  if (header.problems.length > 0) {
    const errors = header.problems.map((problem) => ({ row: 1, ...problem }));
    return { header, details, valid: [], errors };
  }
  const lookup = categoryLookup(categories);
  const columnOf = new Map<string, number>([
    ...Object.entries(header.fixed),
    ...header.specs.map((spec): [string, number] => [`spec:${spec.name}`, spec.index]),
  ]);
  const at = (error: ImportError) => columnOf.get(error.field) ?? Number.MAX_SAFE_INTEGER;
  const firstLine = new Map<string, number>();
  const valid: ValidRow[] = [];
  const errors: ImportError[] = [];
  for (const [index, { line, cells }] of table.rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const cell = (index: number | undefined) => (index === undefined ? "" : (cells[index] ?? ""));
    const rowErrors: ImportError[] = [];
    const match = lookup(cell(header.fixed.category));
    if ("error" in match) rowErrors.push({ row: line, field: "category", message: match.error });
    const specs = header.specs
      .map((spec) => ({ column: `spec:${spec.name}`, name: spec.name, value: cell(spec.index) }))
      .filter((spec) => spec.value.trim() !== "");
    const parsed = catalogueItemInput.safeParse({
      name: cell(header.fixed.name),
      ...Object.fromEntries(details.map((column) => [column, cell(header.fixed[column])])),
      specs: specs.map(({ name, value }) => ({ name, value })),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        rowErrors.push({ row: line, field: fieldOf(issue, specs), message: issue.message });
      }
    }
    if ("category" in match && parsed.success) {
      const key = `${match.category.id}\u0000${titleKey(parsed.data.name)}`;
      const first = firstLine.get(key);
      if (first !== undefined) {
        rowErrors.push({
          row: line,
          field: "name",
          message: `Row ${first} already has this item of this category`,
        });
      } else firstLine.set(key, line);
    }
    // In the order of the file's columns, as a person reads the row.
    if (rowErrors.length > 0) errors.push(...rowErrors.sort((a, b) => at(a) - at(b)));
    else if ("category" in match && parsed.success) {
      valid.push({ line, categoryId: match.category.id, item: parsed.data });
    }
  }
  return { header, details, valid, errors };
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The column an issue of the item schema is about. */
function fieldOf(issue: z.core.$ZodIssue, specs: Array<{ column: string }>): string {
  const [first, index] = issue.path;
  if (first === "specs") {
    return typeof index === "number" ? (specs[index]?.column ?? "specs") : "specs";
  }
  return typeof first === "string" ? first : "name";
}
