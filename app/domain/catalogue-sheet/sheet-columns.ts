/**
 * The columns of the catalogue's spreadsheet (docs/decisions/085): nine fixed ones, then one
 * `spec:NAME` column per specification. A header is read case-insensitively and without
 * spaces, hyphens or underscores ("Lead time", "lead_time" and "leadTime" are one column).
 */

/** The item fields a row may set besides its name (and its specifications). */
export const DETAIL_COLUMNS = [
  "make",
  "model",
  "summary",
  "unit",
  "moq",
  "leadTime",
  "hsn",
] as const;

export const FIXED_COLUMNS = ["category", "name", ...DETAIL_COLUMNS] as const;
export type FixedColumn = (typeof FIXED_COLUMNS)[number];
export type DetailColumn = (typeof DETAIL_COLUMNS)[number];

export const SPEC_PREFIX = "spec:";

export interface HeaderProblem {
  /** The header cell as written, or `column N` for one without a name. */
  field: string;
  message: string;
}

export interface Header {
  fixed: Partial<Record<FixedColumn, number>>;
  /** In the file's order; the same name twice gives an item two rows of that name. */
  specs: Array<{ name: string; index: number }>;
  problems: HeaderProblem[];
}

const FIXED_BY_KEY = new Map(FIXED_COLUMNS.map((name) => [keyOf(name), name]));
const SPEC_HEADER = /^spec\s*:\s*(.*)$/i;
const SPEC_NAME_MAX = 80;

function keyOf(header: string): string {
  return header.toLowerCase().replace(/[\s_-]+/g, "");
}

/**
 * Reads the header row. `hasData(index)` says whether any row fills a column, so an unnamed
 * column is a problem only when something would be lost in it.
 */
export function readHeader(cells: string[], hasData: (index: number) => boolean): Header {
  const header: Header = { fixed: {}, specs: [], problems: [] };
  cells.forEach((raw, index) => {
    const text = raw.trim();
    if (text === "") {
      if (hasData(index))
        header.problems.push({
          field: `column ${index + 1}`,
          message: "This column has values but no name in the first row",
        });
      return;
    }
    const spec = SPEC_HEADER.exec(text);
    if (spec) {
      const name = (spec[1] ?? "").trim();
      if (name === "" || name.length > SPEC_NAME_MAX)
        header.problems.push({
          field: text,
          message: `Name the specification after "spec:" (1 to ${SPEC_NAME_MAX} characters)`,
        });
      else header.specs.push({ name, index });
      return;
    }
    const fixed = FIXED_BY_KEY.get(keyOf(text));
    if (!fixed) {
      header.problems.push({
        field: text,
        message: `Unknown column. Use ${FIXED_COLUMNS.join(", ")}, or spec:NAME for a specification`,
      });
    } else if (header.fixed[fixed] !== undefined) {
      header.problems.push({ field: text, message: `Two columns are called ${fixed}` });
    } else header.fixed[fixed] = index;
  });
  for (const required of ["category", "name"] as const) {
    if (header.fixed[required] === undefined)
      header.problems.push({ field: required, message: `The file needs a ${required} column` });
  }
  return header;
}

/** The header an export writes: the fixed columns, then the specifications' names. */
export function headerCells(specNames: string[]): string[] {
  return [...FIXED_COLUMNS, ...specNames.map((name) => `${SPEC_PREFIX}${name}`)];
}
