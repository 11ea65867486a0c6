import type { Row } from "exceljs";
import { loadExcelJs } from "./load-exceljs.server.ts";
import { tooManyRows } from "./read-csv.server.ts";
import { SheetFileError } from "./sheet-file-error.ts";
import { SHEET_LIMITS } from "./sheet-rules.ts";
import { isBlank, type SheetRow, type SheetTable } from "./sheet-table.ts";
import { checkZipBudget } from "./zip-budget.server.ts";

/**
 * The first worksheet of an XLSX workbook (docs/decisions/085), read with exceljs after its
 * zip has been checked (zip-budget.server.ts). Every cell becomes text: a number as written
 * without grouping, a date as YYYY-MM-DD, a formula as its last computed value.
 */
export async function readXlsx(bytes: Buffer): Promise<SheetTable> {
  checkZipBudget(bytes, {
    unpackedBytes: SHEET_LIMITS.unpackedBytes,
    entries: SHEET_LIMITS.zipEntries,
  });
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs takes an ArrayBuffer of the file alone: a copy, of at most 10 MB.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw new SheetFileError(400, "The XLSX file is damaged and could not be read.");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) {
    throw new SheetFileError(400, "The file is empty: its first row must name the columns.");
  }
  // The header and every item row; blank rows in between are not counted by actualRowCount.
  if (sheet.actualRowCount > SHEET_LIMITS.rows + 1) throw tooManyRows();
  const width = Math.min(sheet.columnCount, SHEET_LIMITS.columns + 1);
  const cellsOf = (row: Row) =>
    Array.from({ length: width }, (_, i) => textOf(row.getCell(i + 1).value));
  const header = cellsOf(sheet.getRow(1));
  if (isBlank(header)) {
    throw new SheetFileError(400, "The first row of the first worksheet must name the columns.");
  }
  const rows: SheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const cells = cellsOf(row);
    if (!isBlank(cells)) rows.push({ line, cells });
  });
  return { header, rows };
}

/** A cell's value as text, whatever exceljs made of it. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return dateText(value);
  if (typeof value !== "object") return "";
  if ("richText" in value && Array.isArray(value.richText)) {
    return value.richText.map((run: unknown) => textOf(runText(run))).join("");
  }
  if ("formula" in value || "sharedFormula" in value) {
    return "result" in value ? textOf(value.result) : "";
  }
  if ("text" in value) return textOf(value.text);
  if ("error" in value) return textOf(value.error);
  return "";
}

function runText(run: unknown): unknown {
  return typeof run === "object" && run !== null && "text" in run ? run.text : "";
}

/** A date cell: the day, or the instant when it has a time of day. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
}
