/** What an import answers (docs/decisions/085): shared by the API and the back-office screen. */

export interface ImportError {
  /** The row in the file, the header being row 1. */
  row: number;
  /** The column: category, name, hsn, spec:NAME…, or the header cell as written. */
  field: string;
  message: string;
}

export interface ImportResult {
  /** The item rows read (blank rows not counted). */
  rows: number;
  created: number;
  updated: number;
  /** With any error nothing is written, dry run or not. */
  errors: ImportError[];
  /** Errors beyond the first SHEET_LIMITS.errors, counted but not listed. */
  moreErrors: number;
  dryRun: boolean;
}
