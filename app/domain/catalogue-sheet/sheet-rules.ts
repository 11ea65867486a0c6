/**
 * The limits of the catalogue's spreadsheet import (docs/decisions/085). Shared by the server,
 * which enforces them, and the back-office screen, which states them before a file is sent.
 */
export const SHEET_LIMITS = {
  /** The largest file accepted: a 10,000-row sheet with specifications is 2–5 MB. */
  bytes: 10 * 1024 * 1024,
  /** Item rows in one file (the header and blank rows not counted). */
  rows: 10_000,
  /** Columns in one file: the nine fixed ones and the specifications of every category. */
  columns: 250,
  /**
   * What an XLSX file may unpack to, in all: its worksheet XML is about five times the size
   * of the same rows as CSV. A zip that unpacks to more is refused before it is parsed.
   */
  unpackedBytes: 150 * 1024 * 1024,
  /** Entries in an XLSX zip: a workbook has about ten. */
  zipEntries: 2_000,
  /** Errors listed in one answer; the rest are counted in `moreErrors`. */
  errors: 1_000,
} as const;

/** Imports run one at a time per process, with a few waiting behind (docs/decisions/085). */
export const IMPORT_QUEUE = { running: 1, waiting: 3 } as const;

export type SheetFormat = "csv" | "xlsx";

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
