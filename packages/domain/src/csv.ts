/** CSV for spreadsheets (DECISIONS 29): quoted when needed, and never a formula. */

/** Characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text starting with = + - @ or a tab is prefixed with ' so no spreadsheet runs it;
 * quotes are doubled and the cell quoted when it holds a comma, quote or line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ending in CRLF. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** UTF-8 byte-order mark: spreadsheets then read ñ and ₱ correctly. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell of a CSV read back: the ' that csvCell put before = + - @ or a tab is removed, so a file
 * the portal wrote (the refused rows of an import) reads as the values it was made from.
 */
export function csvCellText(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
