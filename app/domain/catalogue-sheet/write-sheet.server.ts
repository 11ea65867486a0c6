import { PassThrough } from "node:stream";
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
 * formula, so it needs no guard; a code such as HSN 0902 keeps its zero), the header frozen.
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
  // The streaming writer, without styles: each row is written out as it is added and zipped
  // by zlib. Building the whole workbook first took twice the time and three times the memory,
  // and styles (a bold header, text-formatted columns) doubled the time again.
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("Catalogue", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = header.map((name, index) => ({
    header: name,
    width: index < FIXED_COLUMNS.length ? widthOf(name, index) : Math.max(14, name.length + 2),
  }));
  for (const [index, row] of rows.entries()) {
    sheet.addRow(row).commit();
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
  }
  sheet.commit();
  if (notes) {
    const help = workbook.addWorksheet("How to fill");
    help.columns = [{ width: 18 }, { width: 90 }];
    for (const row of notes) help.addRow(row).commit();
    help.commit();
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** Rows written between two turns of the event loop, so pages are answered meanwhile. */
const ROWS_PER_TURN = 500;

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Room for what the fixed columns usually hold: a summary is long, an HSN code short. */
function widthOf(name: string, index: number): number {
  if (name === "summary") return 48;
  if (name === "name" || name === "category") return 32;
  return index < 4 ? 20 : 12;
}
