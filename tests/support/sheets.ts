import ExcelJS from "exceljs";

/**
 * Spreadsheets as an office suite writes them, for the catalogue import's tests
 * (docs/decisions/085): CSV with Excel's byte-order mark and CRLF lines, XLSX with exceljs.
 */

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function csvOf(rows: readonly (readonly string[])[]): Buffer {
  const cell = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  const text = rows.map((row) => row.map(cell).join(",")).join("\r\n");
  return Buffer.from(`\uFEFF${text}\r\n`, "utf8");
}

/** Cells that look like numbers are written as numbers, as a person typing them would get. */
export async function xlsxOf(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Items");
  for (const row of rows) sheet.addRow(row.map((v) => (/^[1-9]\d{0,14}$/.test(v) ? Number(v) : v)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of an XLSX file's first worksheet, every cell as text. */
export async function rowsOfXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    // Array.from, not map: exceljs leaves holes for empty cells.
    rows.push(
      Array.from(values, (value) => (value === null || value === undefined ? "" : String(value))),
    );
  });
  return rows;
}

export function sheetForm(bytes: Buffer | string, fileName = "items.csv", type = "text/csv") {
  const form = new FormData();
  form.set(
    "file",
    new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }),
    fileName,
  );
  return form;
}
