import type * as ExcelJs from "exceljs";

/**
 * exceljs takes about a second and 35 MB to load, so it is loaded on the first XLSX file a
 * process reads or writes, not at start-up; a process that never sees one never pays.
 */
let loading: Promise<typeof ExcelJs> | undefined;

export function loadExcelJs(): Promise<typeof ExcelJs> {
  loading ??= import("exceljs").then((module) => module.default);
  return loading;
}
