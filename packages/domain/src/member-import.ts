/**
 * Bulk import of existing members (DECISIONS 38): the template's columns, the header check, each
 * row read by the registration rules (images may be missing, the registration date may be any day
 * from 2000-01-01 to today), duplicates within the file and against the members already
 * registered, and the refused rows as a CSV to correct and upload again.
 *
 * The server reads the spreadsheet (CSV or XLSX) into text cells and looks up what the database
 * already holds; everything decided about a row is decided here.
 */
import { suggestBarangay } from './barangay-suggestion.ts';
import { MIN_BIRTH_DATE } from './constants.ts';
import { CSV_BOM, csvLine } from './csv.ts';
import { type IsoDate, isBirthDate, isIsoDate } from './dates.ts';
import { importMessages } from './import-messages.ts';
import {
  CIVIL_STATUS_LABELS,
  CIVIL_STATUSES,
  GENDER_LABELS,
  GENDERS,
  idNumberKey,
  memberDuplicateKey,
  validateMemberImport,
} from './members.ts';
import { IMPORT_EARLIEST_REGISTRATION_DATE, isImportedRegistrationDateAllowed } from './membership.ts';
import { userFacingMessage } from './message-catalogue.ts';
import { isKnownBarangay, place } from './place/index.ts';
import { isReferenceNumber } from './reference.ts';
import { isAllowedText, TEXT_LIMITS, withoutInvisibleCharacters } from './schemas/fields.ts';
import { MEMBER_TEXT_LIMITS, memberFieldsSchema, memberRegistrationSchema } from './schemas/members.ts';

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
        message: importMessages.importHeaderRepeated(HEADER_LABELS[field]),
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
      message: importMessages.importHeaderMissing(missing.join(', ')),
    };
  }
  if (unknown.length > 0) {
    return {
      ok: false,
      code: 'IMPORT_WRONG_HEADER',
      message: importMessages.importHeaderUnknown(unknown.join(', ')),
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

/** One problem of a refused row: the field's label as in the template's header, the value as typed, the rule. */
export type ImportProblem = { field: string; value: string; message: string };

export type ParsedImportRow =
  | { ok: true; input: MemberImportInput; referenceNumber: string | null }
  | { ok: false; problems: ImportProblem[] };

/** A value as a message quotes it: control characters left out, at most 40 characters. */
function quoted(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: leaving control characters out is the point
  const visible = value.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '');
  return visible.length > 40 ? `${visible.slice(0, 39)}…` : visible;
}

/** The most characters each column takes (DECISIONS 39), as registration's schema has them. */
const IMPORT_TEXT_LIMITS: Partial<Record<MemberImportField, number>> = {
  ...MEMBER_TEXT_LIMITS,
  barangay: TEXT_LIMITS.name,
  referenceNumber: TEXT_LIMITS.referenceNumber,
};

const listed = (labels: readonly string[]) =>
  `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;

/**
 * Every problem of a row's cells, one per field, in the template's column order: an empty required
 * cell, characters the portal refuses, a value too long, a barangay not on the list (with the
 * nearest name), a gender or civil status the form does not offer, a date that is not a real
 * YYYY-MM-DD or is out of its range. Registration's rules, said with the value and the rule.
 */
export function importRowProblems(cells: ImportCells, today: IsoDate): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const column of MEMBER_IMPORT_COLUMNS) {
    if (column.key === 'referenceNumber') continue; // a blank or malformed one is issued anew
    const label = column.header;
    const value = withoutInvisibleCharacters(cells[column.key] ?? '').trim();
    const problem = (message: string) => problems.push({ field: label, value, message });
    if (value === '') {
      if (column.required) problem(importMessages.cellRequired(label));
      continue;
    }
    if (!isAllowedText(value)) {
      problem(importMessages.cellTextNotAllowed(quoted(value)));
      continue;
    }
    const max = IMPORT_TEXT_LIMITS[column.key];
    if (max !== undefined && value.length > max) {
      const length = value.length.toLocaleString('en-US');
      problem(
        column.key === 'phoneNumber'
          ? importMessages.phoneTooLong(quoted(value), length, String(max))
          : importMessages.cellTooLong(quoted(value), length, label, String(max)),
      );
      continue;
    }
    switch (column.key) {
      case 'barangay': {
        if (isKnownBarangay(value)) break;
        const suggestion = suggestBarangay(value);
        problem(
          suggestion
            ? importMessages.barangaySuggestion(quoted(value), place.city, suggestion)
            : importMessages.barangayUnknown(quoted(value), place.city),
        );
        break;
      }
      case 'gender':
        if (!GENDERS.includes(choice(value, GENDERS, GENDER_LABELS) as never))
          problem(importMessages.genderUnknown(quoted(value), listed(Object.values(GENDER_LABELS))));
        break;
      case 'civilStatus':
        if (!CIVIL_STATUSES.includes(choice(value, CIVIL_STATUSES, CIVIL_STATUS_LABELS) as never))
          problem(
            importMessages.civilStatusUnknown(quoted(value), listed(Object.values(CIVIL_STATUS_LABELS))),
          );
        break;
      case 'dob':
        if (!isIsoDate(value)) problem(importMessages.dateNotReal(quoted(value)));
        else if (!isBirthDate(value, today))
          problem(importMessages.birthDateOutOfRange(value, MIN_BIRTH_DATE));
        break;
      case 'registrationDate':
        if (!isIsoDate(value)) problem(importMessages.dateNotReal(quoted(value)));
        else if (!isImportedRegistrationDateAllowed(value, today))
          problem(importMessages.registrationDateOutOfRange(value, IMPORT_EARLIEST_REGISTRATION_DATE));
        break;
    }
  }
  return problems;
}

/**
 * One row by the registration rules: every problem of its cells (importRowProblems), each naming
 * the field, the value and the rule; a row without any then goes through registration's schema and
 * validateMemberImport all the same (the last word stays theirs). A valid reference number is kept
 * (if unique, see reviewImportRows); a blank or malformed one is issued anew.
 */
export function parseImportRow(cells: ImportCells, today: IsoDate): ParsedImportRow {
  const problems = importRowProblems(cells, today);
  if (problems.length > 0) return { ok: false, problems };
  const text = (field: MemberImportField) => cells[field] ?? '';
  const values: Record<string, string> = {};
  for (const column of MEMBER_IMPORT_COLUMNS) values[column.key] = text(column.key);
  values.gender = choice(text('gender'), GENDERS, GENDER_LABELS);
  values.civilStatus = choice(text('civilStatus'), CIVIL_STATUSES, CIVIL_STATUS_LABELS);
  const { referenceNumber, ...fields } = values;
  const refuse = (key: string, message: string): ParsedImportRow => {
    const field = key as MemberImportField;
    return {
      ok: false,
      problems: [{ field: HEADER_LABELS[field] ?? '', value: (cells[field] ?? '').trim(), message }],
    };
  };
  const parsed = memberImportRowSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refuse(String(issue.path[0] ?? ''), userFacingMessage(issue.message));
  }
  const check = validateMemberImport(parsed.data, today);
  if (!check.ok) return refuse(check.field ?? '', check.message);
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

export type RefusedImportRow = {
  row: number;
  cells: string[];
  /** The fields of its problems, joined by ', '. */
  field: string;
  /** Its problems' messages, joined by a space. */
  message: string;
  /** One per problem. */
  problems: ImportProblem[];
};

/** A refused row from its problems (field and message summarise them). */
function refusedRow(row: number, cells: string[], problems: ImportProblem[]): RefusedImportRow {
  return {
    row,
    cells,
    field: [...new Set(problems.map((p) => p.field).filter((f) => f !== ''))].join(', '),
    message: problems.map((p) => p.message).join(' '),
    problems,
  };
}

const IDENTITY_FIELDS = 'Last Name, First Name, Middle Name, Date of Birth, Barangay';

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
      refused.push(refusedRow(row, cells, parsed.problems));
      continue;
    }
    const input = parsed.input;
    const idKey = idNumberKey(input.idNumber);
    const identity = memberDuplicateKey(input);
    const who = `${input.lastName}, ${input.firstName} ${input.middleName}, ${input.dob}, ${input.barangay}`;
    const refuse = (field: string, value: string, message: string) =>
      refused.push(refusedRow(row, cells, [{ field, value, message }]));
    if (existing.idNumberKeys.has(idKey))
      refuse('ID Number', input.idNumber, importMessages.idNumberRegistered(quoted(input.idNumber)));
    else if (idRows.has(idKey)) {
      refuse(
        'ID Number',
        input.idNumber,
        importMessages.idNumberInFile(quoted(input.idNumber), String(idRows.get(idKey))),
      );
    } else if (existing.identityKeys.has(identity)) {
      refuse(IDENTITY_FIELDS, who, importMessages.memberRegistered(who));
    } else if (identityRows.has(identity)) {
      refuse(IDENTITY_FIELDS, who, importMessages.memberInFile(who, String(identityRows.get(identity))));
    } else {
      const ref = parsed.referenceNumber;
      const kept = ref !== null && !existing.referenceNumbers.has(ref) && !refs.has(ref) ? ref : null;
      if (kept) refs.add(kept);
      idRows.set(idKey, row);
      identityRows.set(identity, row);
      accepted.push({ row, input, referenceNumber: kept });
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
    // One line per problem in the Error cell: 'Row 7 — Barangay: 'Bayanan 1' is not a barangay …'.
    const lines = (r.problems.length > 0 ? r.problems : [{ field: r.field, message: r.message }]).map(
      (p) => `Row ${r.row} — ${p.field ? `${p.field}: ` : ''}${p.message}`,
    );
    csv += csvLine([...columns.map((c) => r.cells[c.i] ?? ''), lines.join('\n')]);
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
