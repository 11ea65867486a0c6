import { readCsv } from "./read-csv.server.ts";
import { readXlsx } from "./read-xlsx.server.ts";
import { SheetFileError } from "./sheet-file-error.ts";
import { SHEET_LIMITS, type SheetFormat } from "./sheet-rules.ts";
import type { SheetTable } from "./sheet-table.ts";

/**
 * What an uploaded file is, by its bytes, never its name or declared type (docs/decisions/085):
 * a zip is an XLSX workbook; text that decodes as UTF-8 (with or without a byte-order mark)
 * is CSV; anything else is refused with 415.
 */
export function sheetFormatOf(bytes: Buffer): SheetFormat {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "xlsx";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    throw new SheetFileError(
      415,
      "This is an Excel 97–2003 workbook (.xls). Save it as .xlsx or as CSV UTF-8 and try again.",
    );
  }
  return "csv";
}

export async function readSheet(bytes: Buffer): Promise<SheetTable> {
  const table =
    sheetFormatOf(bytes) === "xlsx" ? await readXlsx(bytes) : readCsv(decodeText(bytes));
  if (table.header.length > SHEET_LIMITS.columns) {
    throw new SheetFileError(400, `The file has more than ${SHEET_LIMITS.columns} columns.`);
  }
  return table;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw notText();
  }
  // A NUL does not occur in a spreadsheet's text; it does in every binary format.
  if (text.includes("\u0000")) throw notText();
  return text;
}

function notText(): SheetFileError {
  return new SheetFileError(
    415,
    "Upload an XLSX workbook or a CSV file saved as UTF-8 (in Excel: Save As, CSV UTF-8).",
  );
}

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}
