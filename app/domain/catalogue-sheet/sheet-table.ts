/** A spreadsheet as the import reads it: every cell as text, rows numbered as a spreadsheet does. */
export interface SheetRow {
  /** The row's number in the file, the header being row 1. */
  line: number;
  cells: string[];
}

export interface SheetTable {
  header: string[];
  /** The rows under the header that have any text; blank rows are left out (their numbers too). */
  rows: SheetRow[];
}

export function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}
