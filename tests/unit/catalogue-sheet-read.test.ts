import ExcelJS from "exceljs";
import { describe, expect, test } from "vitest";
import { readSheet, sheetFormatOf } from "../../app/domain/catalogue-sheet/read-sheet.server.ts";
import { textOf } from "../../app/domain/catalogue-sheet/read-xlsx.server.ts";
import { SheetFileError } from "../../app/domain/catalogue-sheet/sheet-file-error.ts";
import { checkZipBudget } from "../../app/domain/catalogue-sheet/zip-budget.server.ts";

/** docs/decisions/085: what the import reads from a file's bytes. */

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet("Items"));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("CSV", () => {
  test("reads Excel's UTF-8 with a byte-order mark, quoted cells and rows numbered as a spreadsheet does", async () => {
    const text =
      '\uFEFFcategory,name,summary\r\nValves,"Butterfly Valves, wafer type","Two\nlines"\r\n\r\n' +
      "Valves,2\" Ball Valve,'-20 °C\r\n";
    const table = await readSheet(Buffer.from(text, "utf8"));
    expect(table.header).toEqual(["category", "name", "summary"]);
    expect(table.rows).toEqual([
      { line: 2, cells: ["Valves", "Butterfly Valves, wafer type", "Two\nlines"] },
      // The blank row 3 is left out, and keeps its number.
      { line: 4, cells: ["Valves", '2" Ball Valve', "-20 °C"] },
    ]);
  });

  test("takes the separator the header uses: semicolons and tabs too", async () => {
    for (const sep of [";", "\t"]) {
      const table = await readSheet(Buffer.from(`category${sep}name\nValves${sep}Gate, DN50\n`));
      expect(table.rows[0]?.cells).toEqual(["Valves", "Gate, DN50"]);
    }
  });

  test("refuses text that is not UTF-8, binary files and old .xls workbooks with 415, a broken quote with 400", async () => {
    const refusals: Array<[Buffer, number]> = [
      [Buffer.from("category,name\nPumps,30\u00b0C\n", "latin1"), 415],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 415],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 415],
      [Buffer.from('category,name\nPumps,"unclosed\n'), 400],
      [Buffer.from("\r\n\r\n"), 400],
    ];
    for (const [bytes, status] of refusals) {
      await expect(readSheet(bytes)).rejects.toMatchObject({ status });
    }
  });
});

describe("XLSX", () => {
  test("is told from CSV by its bytes", async () => {
    expect(sheetFormatOf(await workbook(() => undefined))).toBe("xlsx");
    expect(sheetFormatOf(Buffer.from("category,name"))).toBe("csv");
  });

  test("reads the first worksheet's cells as text: numbers as typed, dates as days, formulas as their values", async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(["category", "name", "hsn", "moq", "leadTime"]);
      sheet.addRow([
        "Pumps",
        { richText: [{ text: "End-suction " }, { text: "Pump" }] },
        84137010,
        2.5,
        new Date(Date.UTC(2026, 0, 15)),
      ]);
      sheet.addRow([]);
      sheet.addRow([
        "Pumps",
        { formula: 'CONCAT("Dosing"," Pump")', result: "Dosing Pump" },
        "0902",
        null,
        "2–3 weeks",
      ]);
    });
    const table = await readSheet(bytes);
    expect(table.rows).toEqual([
      { line: 2, cells: ["Pumps", "End-suction Pump", "84137010", "2.5", "2026-01-15"] },
      { line: 4, cells: ["Pumps", "Dosing Pump", "0902", "", "2–3 weeks"] },
    ]);
  });

  test("textOf reads links, errors and booleans", () => {
    expect(textOf({ text: "Datasheet", hyperlink: "https://example.com" })).toBe("Datasheet");
    expect(textOf({ error: "#N/A" })).toBe("#N/A");
    expect(textOf(true)).toBe("true");
    expect(textOf(undefined)).toBe("");
  });

  test("a workbook that unpacks to more than the budget is refused before it is parsed", async () => {
    const bomb = await workbook((sheet) => {
      sheet.addRow(["category", "name"]);
      sheet.addRow(["Pumps", "a".repeat(2 * 1024 * 1024)]);
    });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => checkZipBudget(bomb, { unpackedBytes: 1024 * 1024, entries: 100 })).toThrow(
      SheetFileError,
    );
    expect(() =>
      checkZipBudget(bomb, { unpackedBytes: 4 * 1024 * 1024, entries: 100 }),
    ).not.toThrow();
    expect(() => checkZipBudget(bomb, { unpackedBytes: 4 * 1024 * 1024, entries: 3 })).toThrow(
      /unpacks to more/,
    );
    const cut = bomb.subarray(0, bomb.length - 30);
    expect(() => checkZipBudget(cut, { unpackedBytes: 4 * 1024 * 1024, entries: 100 })).toThrow(
      /damaged/,
    );
  });
});
