/**
 * An uploaded spreadsheet (CSV or XLSX) read into text cells: the header row and the member rows
 * with their row numbers as a spreadsheet shows them. Anything that is not a readable spreadsheet,
 * holds a formula or holds too many rows is a 400 with a message that says what to do — never a 500.
 */
import { Readable } from 'node:stream';
import {
  csvCellText,
  importMessages,
  isBlankRow,
  isFormulaText,
  MEMBER_IMPORT_MAX_ROWS,
} from '@portal/domain';
import type ExcelJS from 'exceljs';
import { HttpError } from '../../http/errors.ts';

export type SpreadsheetRow = { row: number; cells: string[] };
export type Spreadsheet = {
  headers: string[];
  rows: SpreadsheetRow[];
  /** Row numbers of rows whose cells are all blank (skipped). */
  blankRows: number[];
};

const notSpreadsheet = () =>
  new HttpError(400, 'IMPORT_NOT_A_SPREADSHEET', importMessages.importNotSpreadsheet);
const tooManyRows = () =>
  new HttpError(
    400,
    'IMPORT_TOO_MANY_ROWS',
    importMessages.importTooManyRows(MEMBER_IMPORT_MAX_ROWS.toLocaleString('en-US')),
  );
const formula = (row: number, column: number) =>
  new HttpError(400, 'IMPORT_FORMULA', importMessages.importFormula(`${columnLetters(column)}${row}`));

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(65 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** CSV or XLSX by the file's first bytes (names lie); anything binary that is not a zip is neither. */
export async function readSpreadsheet(bytes: Buffer): Promise<Spreadsheet> {
  if (bytes.length === 0) throw notSpreadsheet();
  if (isZip(bytes)) return readXlsx(bytes);
  return readCsv(bytes, (await import('csv-parse/sync')).parse);
}

/** Collects rows in order: blank ones noted, the count capped at the maximum. */
class RowCollector {
  headers: string[] | null = null;
  readonly rows: SpreadsheetRow[] = [];
  readonly blankRows: number[] = [];

  add(row: number, cells: string[]): void {
    if (this.headers === null) {
      if (isBlankRow(cells)) return; // blank lines above the header
      this.headers = cells.map((c) => c.trim());
      return;
    }
    if (isBlankRow(cells)) {
      this.blankRows.push(row);
      return;
    }
    if (this.rows.length >= MEMBER_IMPORT_MAX_ROWS) throw tooManyRows();
    this.rows.push({ row, cells });
  }

  done(): Spreadsheet {
    if (this.headers === null) throw new HttpError(400, 'IMPORT_NO_ROWS', importMessages.importNoRows);
    // Blank rows after the last member are the end of the sheet, not skipped rows.
    const last = this.rows.at(-1)?.row ?? 0;
    return { headers: this.headers, rows: this.rows, blankRows: this.blankRows.filter((r) => r < last) };
  }
}

function decodeText(bytes: Buffer): string {
  // Binary files (images, PDFs, old .xls) hold NUL bytes; text never does.
  if (bytes.subarray(0, 8192).includes(0)) throw notSpreadsheet();
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Excel's plain "CSV (Comma delimited)" on Windows saves Windows-1252 (ñ as one byte).
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The header line's separator: a comma, or the semicolon / tab some spreadsheets save with. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

/** `parse` is csv-parse's, loaded on the first import rather than at start-up. */
function readCsv(bytes: Buffer, parse: typeof import('csv-parse/sync').parse): Spreadsheet {
  const text = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    throw notSpreadsheet();
  }
  const collector = new RowCollector();
  records.forEach((record, i) => {
    const row = i + 1;
    const cells = record.map(csvCellText);
    const at = cells.findIndex(isFormulaText);
    if (at >= 0) throw formula(row, at);
    collector.add(row, cells);
  });
  return collector.done();
}

/** An XLSX cell's value as text: dates as YYYY-MM-DD, rich text joined; a formula refuses the file. */
function cellText(value: unknown, row: number, column: number): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    // Spreadsheet dates have no time zone: exceljs gives them as UTC midnight.
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) throw formula(row, column);
    if (Array.isArray(v.richText))
      return v.richText.map((part: { text?: unknown }) => String(part.text ?? '')).join('');
    if (typeof v.text === 'string') return v.text; // a hyperlink cell
    if ('error' in v) return '';
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<Spreadsheet> {
  const collector = new RowCollector();
  // exceljs takes half a second to load: on the first XLSX, not at start-up.
  const { default: Excel } = await import('exceljs');
  try {
    const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from(bytes), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'emit',
    });
    // Only the first worksheet holds members (the template's second one holds the instructions).
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row as ExcelJS.Row).values as unknown[];
        const number = (row as ExcelJS.Row).number;
        const cells: string[] = [];
        for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i], number, i - 1));
        collector.add(number, cells);
      }
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notSpreadsheet();
  }
  return collector.done();
}
