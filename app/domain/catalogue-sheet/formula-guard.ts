/**
 * CSV cells a spreadsheet could run as a formula (OWASP "CSV injection"), made safe on export
 * and read back on import, losslessly (docs/decisions/085).
 *
 * A cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage return, which some
 * spreadsheets skip before reading a formula) is written with an apostrophe in front, so
 * "-20 to 120 °C" is exported as "'-20 to 120 °C" and a spreadsheet shows it as text. So that
 * a value that really begins with apostrophes before such a character survives too, those
 * apostrophes count as part of the start: "'=x" is written "''=x". Import removes exactly one
 * apostrophe from a cell of that shape, so export then import gives back every value.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unguardFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value;
}
