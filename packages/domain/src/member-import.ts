/**
 * Bulk import of existing members (DECISIONS 38): the template's columns, the header check, each
 * row read by the registration rules (images may be missing, the registration date may be any day
 * from 2000-01-01 to today), duplicates within the file and against the members already
 * registered, and the refused rows as a CSV to correct and upload again.
 *
 * The server reads the spreadsheet (CSV or XLSX) into text cells and looks up what the database
 * already holds; everything decided about a row is decided here.
 */
import { CSV_BOM, csvLine } from './csv.ts';
import type { IsoDate } from './dates.ts';
import {
  CIVIL_STATUS_LABELS,
  CIVIL_STATUSES,
  GENDER_LABELS,
  GENDERS,
  idNumberKey,
  memberDuplicateKey,
  missingMemberFields,
  validateMemberImport,
} from './members.ts';
import { userFacingMessage } from './message-catalogue.ts';
import { messages } from './messages.ts';
import { isReferenceNumber } from './reference.ts';
import { requiredFieldsMessage } from './required-fields.ts';
import { memberFieldsSchema, memberRegistrationSchema } from './schemas/members.ts';

/** At most this many member rows in one file (a 50,000-row file is refused with a clear message). */
export const MEMBER_IMPORT_MAX_ROWS = 10_000;
/** The largest file accepted (a full 10,000-row file is about 2 MB as CSV, less as XLSX). */
export const MEMBER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The template's columns: the registration form's fields under their labels on the form, in the
 * form's order. The images are not in the file (DECISIONS 38: added later with Update Profile).
 */
export const MEMBER_IMPORT_COLUMNS = [
  { key: 'idNumber', header: 'ID Number', required: true },
  { key: 'referenceNumber', header: 'Reference Number', required: false },
  { key: 'lastName', header: 'Last Name', required: true },
  { key: 'firstName', header: 'First Name', required: true },
  { key: 'middleName', header: 'Middle Name', required: true },
  { key: 'suffix', header: 'Suffix', required: false },
  { key: 'maidenName', header: 'Maiden Name', required: false },
  { key: 'houseStreet', header: 'House No./Street', required: false },
  { key: 'barangay', header: 'Barangay', required: true },
  { key: 'gender', header: 'Gender', required: false },
  { key: 'civilStatus', header: 'Civil Status', required: false },
  { key: 'dob', header: 'Date of Birth', required: true },
  { key: 'phoneNumber', header: 'Phone Number', required: false },
  { key: 'registrationDate', header: 'Registration Date', required: true },
] as const;
export type MemberImportField = (typeof MEMBER_IMPORT_COLUMNS)[number]['key'];

/** The column the refused-rows CSV adds; a header check ignores it, so that file can be uploaded again. */
export const IMPORT_ERROR_COLUMN = 'Error';

export const MEMBER_IMPORT_HEADERS: readonly string[] = MEMBER_IMPORT_COLUMNS.map((c) => c.header);

const HEADER_LABELS = Object.fromEntries(MEMBER_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<
  MemberImportField,
  string
>;

/** How a header cell is compared: trimmed, inner spaces collapsed, case-insensitive. */
const headerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The template's empty CSV: the header row, UTF-8 with BOM. */
export function memberImportTemplateCsv(): string {
  return CSV_BOM + csvLine(MEMBER_IMPORT_HEADERS);
}

export type ImportHeaderCheck =
  | {
      ok: true;
      /** For each column of the file, the field it holds (null: the ignored Error column). */
      fields: (MemberImportField | null)[];
    }
  | { ok: false; code: 'IMPORT_WRONG_HEADER'; message: string };

/**
 * The file's header row against the template: every required column present, no unknown or
 * repeated column (optional columns may be left out; an 'Error' column is ignored).
 */
export function checkImportHeader(headers: readonly string[]): ImportHeaderCheck {
  const byKey = new Map(MEMBER_IMPORT_COLUMNS.map((c) => [headerKey(c.header), c.key]));
  const fields: (MemberImportField | null)[] = [];
  const seen = new Set<string>();
  const unknown: string[] = [];
  // Trailing blank header cells (a spreadsheet's formatted but empty columns) are no columns.
  let width = headers.length;
  while (width > 0 && headers[width - 1]!.trim() === '') width -= 1;
  for (const header of headers.slice(0, width)) {
    const key = headerKey(header);
    if (key === headerKey(IMPORT_ERROR_COLUMN)) {
      fields.push(null);
      continue;
    }
    const field = byKey.get(key);
    if (!field) {
      unknown.push(header.trim() === '' ? '(blank)' : `'${header.trim()}'`);
      fields.push(null);
      continue;
    }
    if (seen.has(field)) {
      return {
        ok: false,
        code: 'IMPORT_WRONG_HEADER',
        message: messages.importHeaderRepeated(HEADER_LABELS[field]),
      };
    }
    seen.add(field);
    fields.push(field);
  }
  const missing = MEMBER_IMPORT_COLUMNS.filter((c) => c.required && !seen.has(c.key)).map((c) => c.header);
  if (missing.length > 0) {
    return {
      ok: false,
      code: 'IMPORT_WRONG_HEADER',
      message: messages.importHeaderMissing(missing.join(', ')),
    };
  }
  if (unknown.length > 0) {
    return {
      ok: false,
      code: 'IMPORT_WRONG_HEADER',
      message: messages.importHeaderUnknown(unknown.join(', ')),
    };
  }
  return { ok: true, fields };
}

/** A row's cells by field (text as read from the file). */
export type ImportCells = Partial<Record<MemberImportField, string>>;

/** The cells of one file row by field, as the header check mapped them. */
export function cellsByField(
  fields: readonly (MemberImportField | null)[],
  cells: readonly string[],
): ImportCells {
  const byField: ImportCells = {};
  fields.forEach((field, i) => {
    if (field) byField[field] = cells[i] ?? '';
  });
  return byField;
}

/** Whether every cell of a row is blank (such rows are skipped and reported, never imported). */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/** The registration form's fields as an import row carries them (no reference number, no beneficiaries). */
const memberImportRowSchema = memberFieldsSchema.extend({
  registrationDate: memberRegistrationSchema.shape.registrationDate,
});
export type MemberImportInput = ReturnType<typeof memberImportRowSchema.parse>;

/** 'Male', 'male', ' FEMALE ' → the domain's value; anything else is kept as typed (and refused). */
function choice<T extends string>(value: string, values: readonly T[], labels: Record<T, string>): string {
  const folded = value.trim().toLowerCase();
  if (folded === '') return '';
  return values.find((v) => v === folded || labels[v].toLowerCase() === folded) ?? value.trim();
}

export type ParsedImportRow =
  | { ok: true; input: MemberImportInput; referenceNumber: string | null }
  | { ok: false; field: string; message: string };

/**
 * One row by the registration rules, in registration's order and with its messages: the required
 * fields ('Last Name and Barangay are required.'), the form's schema (lengths, text, a real date,
 * a listed barangay), then validateMemberImport (dob, the 2000-01-01-to-today registration date).
 * A valid reference number is kept (if unique, see reviewImportRows); a blank or malformed one is
 * issued anew.
 */
export function parseImportRow(cells: ImportCells, today: IsoDate): ParsedImportRow {
  const text = (field: MemberImportField) => cells[field] ?? '';
  const values: Record<string, string> = {};
  for (const column of MEMBER_IMPORT_COLUMNS) values[column.key] = text(column.key);
  values.gender = choice(text('gender'), GENDERS, GENDER_LABELS);
  values.civilStatus = choice(text('civilStatus'), CIVIL_STATUSES, CIVIL_STATUS_LABELS);

  const missing = missingMemberFields(values, { images: false });
  if (missing.length > 0)
    return { ok: false, field: missing.join(', '), message: requiredFieldsMessage(missing)! };

  const { referenceNumber, ...fields } = values;
  const parsed = memberImportRowSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '') as MemberImportField;
    return { ok: false, field: HEADER_LABELS[field] ?? field, message: userFacingMessage(issue.message) };
  }
  const check = validateMemberImport(parsed.data, today);
  if (!check.ok) {
    const field = (check.field ?? '') as MemberImportField;
    return { ok: false, field: HEADER_LABELS[field] ?? '', message: check.message };
  }
  const ref = (referenceNumber ?? '').trim();
  return { ok: true, input: parsed.data, referenceNumber: isReferenceNumber(ref) ? ref : null };
}

/** What the members already registered (archived included, DECISIONS 8) hold of the file's keys. */
export type ExistingMemberKeys = {
  /** idNumberKey of the ID numbers (DECISIONS 40). */
  idNumberKeys: ReadonlySet<string>;
  /** memberDuplicateKey of the names, dob and barangay. */
  identityKeys: ReadonlySet<string>;
  referenceNumbers: ReadonlySet<string>;
};

export type ImportFileRow = {
  /** The row number in the spreadsheet (the header is row 1). */
  row: number;
  cells: string[];
  parsed: ParsedImportRow;
};

export type AcceptedImportRow = {
  row: number;
  input: MemberImportInput;
  /** The file's reference number, kept; null: one is issued at import. */
  referenceNumber: string | null;
};

export type RefusedImportRow = { row: number; cells: string[]; field: string; message: string };

/**
 * The file's rows in order, against the registered members and the rows accepted before them:
 * the same ID number (by its key) or the same name, birthdate and barangay is refused with
 * registration's message (naming the earlier row when the duplicate is in the file). A reference
 * number is kept when valid and used by no member nor earlier row; otherwise one is issued.
 */
export function reviewImportRows(
  rows: readonly ImportFileRow[],
  existing: ExistingMemberKeys,
): { accepted: AcceptedImportRow[]; refused: RefusedImportRow[] } {
  const accepted: AcceptedImportRow[] = [];
  const refused: RefusedImportRow[] = [];
  const idRows = new Map<string, number>();
  const identityRows = new Map<string, number>();
  const refs = new Set<string>();
  for (const { row, cells, parsed } of rows) {
    if (!parsed.ok) {
      refused.push({ row, cells, field: parsed.field, message: parsed.message });
      continue;
    }
    const idKey = idNumberKey(parsed.input.idNumber);
    const identity = memberDuplicateKey(parsed.input);
    const refuse = (field: string, message: string) => refused.push({ row, cells, field, message });
    if (existing.idNumberKeys.has(idKey)) refuse('ID Number', messages.duplicateIdNumber);
    else if (idRows.has(idKey)) {
      refuse('ID Number', messages.importDuplicateIdNumberInFile(String(idRows.get(idKey))));
    } else if (existing.identityKeys.has(identity)) {
      refuse(
        'Last Name, First Name, Middle Name, Date of Birth, Barangay',
        messages.duplicateNameBirthdateAddress,
      );
    } else if (identityRows.has(identity)) {
      refuse(
        'Last Name, First Name, Middle Name, Date of Birth, Barangay',
        messages.importDuplicateMemberInFile(String(identityRows.get(identity))),
      );
    } else {
      const ref = parsed.referenceNumber;
      const kept = ref !== null && !existing.referenceNumbers.has(ref) && !refs.has(ref) ? ref : null;
      if (kept) refs.add(kept);
      idRows.set(idKey, row);
      identityRows.set(identity, row);
      accepted.push({ row, input: parsed.input, referenceNumber: kept });
    }
  }
  return { accepted, refused };
}

/**
 * The refused rows as a CSV to correct and upload again (UTF-8 with BOM, formula-guarded cells):
 * the file's own header and cells, plus an Error column ('Row 7 — Date of Birth: …').
 */
export function importRefusalsCsv(headers: readonly string[], refused: readonly RefusedImportRow[]): string {
  // An Error column of the file itself (a refused-rows file uploaded again) is replaced, not repeated.
  const columns = headers
    .map((header, i) => ({ header, i }))
    .filter((c) => headerKey(c.header) !== headerKey(IMPORT_ERROR_COLUMN));
  let csv = CSV_BOM + csvLine([...columns.map((c) => c.header), IMPORT_ERROR_COLUMN]);
  for (const r of refused) {
    const where = r.field ? `${r.field}: ` : '';
    csv += csvLine([...columns.map((c) => r.cells[c.i] ?? ''), `Row ${r.row} — ${where}${r.message}`]);
  }
  return csv;
}

/**
 * A CSV cell a spreadsheet would run as a formula: text starting with '='. (A CSV holds no
 * formulas of its own; such a cell is one typed or saved as a formula, refused like an XLSX one.)
 */
export function isFormulaText(cell: string): boolean {
  return cell.trimStart().startsWith('=');
}
