import { CsvError, parse } from "csv-parse/sync";
import { unguardFormula } from "./formula-guard.ts";
import { SheetFileError } from "./sheet-file-error.ts";
import { SHEET_LIMITS } from "./sheet-rules.ts";
import { isBlank, type SheetRow, type SheetTable } from "./sheet-table.ts";
import { formatCount } from "../../utils/format-number.ts";

/**
 * A CSV file's rows (docs/decisions/085), with csv-parse: RFC 4180 quoting, a quote inside an
 * unquoted cell taken as written (`2" valve`), and no guessing of numbers or dates, so an HSN
 * code such as 0902 stays as typed. The separator is the one the header uses most of comma,
 * semicolon and tab (spreadsheets in some locales save with semicolons).
 */
export function readCsv(text: string): SheetTable {
  let header: string[] | undefined;
  const rows: SheetRow[] = [];
  try {
    parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // Each record is handled here and none is kept by the parser: a file of ten million
      // blank lines costs no memory, and reading stops at the first row past the limit.
      on_record: (record: string[], context) => {
        const cells = record.map(unguardFormula);
        if (context.records === 1) header = cells;
        else if (!isBlank(cells)) {
          if (rows.length === SHEET_LIMITS.rows) throw new TooManyRows();
          rows.push({ line: context.records, cells });
        }
        return null;
      },
    });
  } catch (error) {
    if (error instanceof TooManyRows) throw tooManyRows();
    if (error instanceof CsvError) {
      throw new SheetFileError(400, `The CSV file could not be read: ${error.message}.`);
    }
    throw error;
  }
  if (!header || isBlank(header)) {
    throw new SheetFileError(400, "The file is empty: its first row must name the columns.");
  }
  return { header, rows };
}

class TooManyRows extends Error {}

export function tooManyRows(): SheetFileError {
  return new SheetFileError(
    400,
    `The file has more than ${formatCount(SHEET_LIMITS.rows)} rows; split it into smaller files.`,
  );
}

const SEPARATORS = [",", ";", "\t"] as const;

function delimiterOf(text: string): string {
  const end = text.search(/\r|\n/);
  const first = end === -1 ? text : text.slice(0, end);
  const counts = SEPARATORS.map((sep) => first.split(sep).length - 1);
  const best = Math.max(...counts);
  return best === 0 ? "," : (SEPARATORS[counts.indexOf(best)] ?? ",");
}
