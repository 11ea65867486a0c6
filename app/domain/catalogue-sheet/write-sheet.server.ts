import { guardFormula } from "./formula-guard.ts";
import { loadExcelJs } from "./load-exceljs.server.ts";
import { FIXED_COLUMNS } from "./sheet-columns.ts";
import type { SheetRows } from "./sheet-rows.ts";

/**
 * The catalogue's spreadsheet as a file (docs/decisions/085).
 *
 * CSV: UTF-8 with a byte-order mark (so Excel reads ₹ and ° correctly), CRLF lines, RFC 4180
 * quoting, and every cell guarded against running as a formula (formula-guard.ts).
 * XLSX: one worksheet of text cells (a value such as "=1+1" is stored as text, never as a
 * formula, so it needs no guard), the header frozen, columns formatted as text so that a code
 * typed later, such as HSN 0902, keeps its zero.
 */

export function toCsv({ header, rows }: SheetRows): Buffer {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(","));
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

function csvCell(value: string): string {
  const text = guardFormula(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function toXlsx({ header, rows }: SheetRows, notes?: string[][]): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Catalogue export";
  const sheet = workbook.addWorksheet("Catalogue", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = header.map((name, index) => ({
    header: name,
    width: index < FIXED_COLUMNS.length ? widthOf(name, index) : Math.max(14, name.length + 2),
    style: { numFmt: "@" },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  if (notes) {
    const help = workbook.addWorksheet("How to fill");
    help.columns = [{ width: 18 }, { width: 90 }];
    help.addRows(notes);
    help.getRow(1).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Room for what the fixed columns usually hold: a summary is long, an HSN code short. */
function widthOf(name: string, index: number): number {
  if (name === "summary") return 48;
  if (name === "name" || name === "category") return 32;
  return index < 4 ? 20 : 12;
}
