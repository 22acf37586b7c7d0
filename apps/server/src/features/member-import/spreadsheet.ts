/**
 * An uploaded spreadsheet (CSV or XLSX) read into text cells: the header row and the member rows
 * with their row numbers as a spreadsheet shows them. Anything that is not a readable spreadsheet,
 * holds a formula or holds too many rows is a 400 with a message that says what to do — never a 500.
 */
import { inflateRawSync } from 'node:zlib';
import {
  csvCellText,
  importMessages,
  isBlankRow,
  isFormulaText,
  MEMBER_IMPORT_MAX_ROWS,
} from '@portal/domain';
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

/**
 * The most an XLSX may hold once unzipped: a full 10,000-row template sheet is about 6.5 MB, so
 * 32 MB leaves room for any real spreadsheet and keeps a small file that unzips to gigabytes
 * (a "zip bomb") from filling the server's memory.
 */
const XLSX_MAX_UNZIPPED_BYTES = 32 * 1024 * 1024;

/**
 * Whether every entry of the zip inflates ('ok' or 'too large') and all of them together stay within
 * `limit` bytes ('ok'); 'broken' when it is no zip one can read.
 * The sizes a zip declares can lie, so each entry is really inflated, with zlib stopping at what is
 * left of the limit. Reads the central directory (the zip's index at its end): 46-byte entries
 * after an end record of 22 bytes and a comment of at most 65,535.
 */
function unzipsWithin(b: Buffer, limit: number): 'ok' | 'too large' | 'broken' {
  const u32 = (at: number) => (at >= 0 && at + 4 <= b.length ? b.readUInt32LE(at) : -1);
  const u16 = (at: number) => (at >= 0 && at + 2 <= b.length ? b.readUInt16LE(at) : -1);
  let end = b.length - 22;
  while (end >= Math.max(0, b.length - 22 - 0xffff) && u32(end) !== 0x06054b50) end -= 1;
  if (end < 0 || u32(end) !== 0x06054b50) return 'broken';
  let left = limit;
  let at = u32(end + 16);
  for (let count = u16(end + 10); count > 0; count -= 1) {
    if (u32(at) !== 0x02014b50) return 'broken';
    const method = u16(at + 10);
    const packed = u32(at + 20);
    const local = u32(at + 42);
    if (u32(local) !== 0x04034b50) return 'broken';
    const from = local + 30 + u16(local + 26) + u16(local + 28);
    if (from + packed > b.length) return 'broken';
    const data = b.subarray(from, from + packed);
    if (method === 0) left -= data.length;
    else if (method === 8) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too large' : 'broken';
      }
    } else return 'broken';
    if (left < 0) return 'too large';
    at += 46 + u16(at + 28) + u16(at + 30) + u16(at + 32);
  }
  return 'ok';
}

/**
 * Reads the whole workbook from memory (the upload is in memory already). exceljs's streaming
 * reader was used here before: its unzip sometimes ended early, about once in 1,000 reads of the
 * same file, leaving the workbook unread or the sheet cut short.
 */
async function readXlsx(bytes: Buffer): Promise<Spreadsheet> {
  const unzipped = unzipsWithin(bytes, XLSX_MAX_UNZIPPED_BYTES);
  if (unzipped === 'broken') throw notSpreadsheet();
  // A workbook that inflates past the limit holds far more than the maximum of member rows.
  if (unzipped === 'too large') throw tooManyRows();
  // exceljs takes half a second to load: on the first XLSX, not at start-up.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw notSpreadsheet();
  }
  // Only the first worksheet holds members (the template's second one holds the instructions).
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw notSpreadsheet();
  const collector = new RowCollector();
  // Rows as the sheet holds them: a row with no cell in the file is not a row of the sheet.
  for (let number = 1; number <= worksheet.rowCount; number += 1) {
    const row = worksheet.findRow(number);
    if (!row) continue;
    const values = row.values as unknown[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i], number, i - 1));
    collector.add(number, cells);
  }
  return collector.done();
}
