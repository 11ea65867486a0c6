import { ITEM_LIMITS } from "../schemas/catalogue-item-limits.ts";
import { SHEET_LIMITS } from "./sheet-rules.ts";
import { formatCount } from "../../utils/format-number.ts";

/**
 * The "How to fill" sheet of the XLSX template: what each column takes and how a row is
 * matched (docs/decisions/085). The import reads the first worksheet only, so this one is
 * never imported.
 */
export interface SheetNotes {
  columns: Array<[column: string, text: string]>;
  rules: Array<[title: string, text: string]>;
}

export function sheetNotes(): SheetNotes {
  return {
    columns: [
      [
        "category",
        "Required. The category's id (prod-007) or its title as on the site, in any case.",
      ],
      [
        "name",
        `Required, up to ${ITEM_LIMITS.name} characters; commas are allowed. A row whose category and name (in any case) match an item updates it; any other row adds an item.`,
      ],
      ["make", `The manufacturer, up to ${ITEM_LIMITS.make} characters.`],
      ["model", `Up to ${ITEM_LIMITS.model} characters.`],
      ["summary", `One or two sentences for the item's page, up to ${ITEM_LIMITS.summary}.`],
      ["unit", `What a quantity counts: Nos, Set, Metre… (up to ${ITEM_LIMITS.unit}).`],
      ["moq", `Minimum order quantity, as text (up to ${ITEM_LIMITS.moq}).`],
      ["leadTime", `Such as "2–3 weeks" (up to ${ITEM_LIMITS.leadTime}).`],
      ["hsn", "The HSN code: 4 to 8 digits, or empty."],
      [
        "spec:NAME",
        `One column per specification, such as spec:Flow or spec:MOC; units go in the value ("30 m³/h"). An empty cell gives the item no such row. At most ${ITEM_LIMITS.specs} per item.`,
      ],
    ],
    rules: [
      [
        "Updating",
        "An updated item keeps its address, pictures and datasheets. A column left out of the file leaves that field as it is; with any spec: column present, an item's specifications become the row's.",
      ],
      [
        "Checking",
        `Check the file first: every error is listed by row and column, and nothing is written until the file has none. Up to ${formatCount(SHEET_LIMITS.rows)} rows and ${SHEET_LIMITS.bytes / 1024 / 1024} MB per file; ${ITEM_LIMITS.items} items per category.`,
      ],
    ],
  };
}

/** The notes as the rows of the template's second sheet. */
export function sheetNoteRows(): string[][] {
  const { columns, rules } = sheetNotes();
  return [["Column", "What to write"], ...columns, ["", ""], ...rules];
}
