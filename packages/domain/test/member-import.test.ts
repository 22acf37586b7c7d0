import { describe, expect, it } from 'vitest';
import {
  barangayFoldKey,
  CSV_BOM,
  checkImportHeader,
  csvCell,
  csvCellText,
  type ExistingMemberKeys,
  editDistance,
  IMPORT_ERROR_COLUMN,
  type ImportCells,
  type ImportFileRow,
  idNumberKey,
  importMessages,
  importRefusalsCsv,
  isBlankRow,
  isCatalogueMessage,
  isFormulaText,
  isReferenceNumber,
  issueReferenceNumbers,
  MEMBER_IMPORT_HEADERS,
  memberDuplicateKey,
  memberImportTemplateCsv,
  parseImportRow,
  reviewImportRows,
  suggestBarangay,
} from '../src/index.ts';

const today = '2026-03-15';

const good: ImportCells = {
  idNumber: 'ID-1001',
  lastName: 'Dela Cruz',
  firstName: 'Juan',
  middleName: 'Santos',
  barangay: 'Balite',
  dob: '1960-05-12',
  registrationDate: '2012-06-01',
};

const none: ExistingMemberKeys = {
  idNumberKeys: new Set(),
  identityKeys: new Set(),
  referenceNumbers: new Set(),
};

function fileRow(row: number, cells: ImportCells): ImportFileRow {
  return { row, cells: Object.values(cells), parsed: parseImportRow(cells, today) };
}

describe('the import template', () => {
  it('has the registration fields under their labels on the form, images left out', () => {
    expect(MEMBER_IMPORT_HEADERS).toEqual([
      'ID Number',
      'Reference Number',
      'Last Name',
      'First Name',
      'Middle Name',
      'Suffix',
      'Maiden Name',
      'House No./Street',
      'Barangay',
      'Gender',
      'Civil Status',
      'Date of Birth',
      'Phone Number',
      'Registration Date',
    ]);
  });

  it('is offered as a CSV with a byte-order mark and the header row only', () => {
    const csv = memberImportTemplateCsv();
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).trimEnd().split(',')).toEqual(MEMBER_IMPORT_HEADERS);
  });
});

describe('the header row', () => {
  it('accepts the template header in any order and case, optional columns left out', () => {
    const check = checkImportHeader([
      'last name',
      ' ID  Number ',
      'First Name',
      'Middle Name',
      'Barangay',
      'Date of Birth',
      'Registration Date',
      '',
    ]);
    expect(check).toEqual({
      ok: true,
      fields: ['lastName', 'idNumber', 'firstName', 'middleName', 'barangay', 'dob', 'registrationDate'],
    });
  });

  it('ignores the Error column of a refused-rows file uploaded again', () => {
    const check = checkImportHeader([...MEMBER_IMPORT_HEADERS, IMPORT_ERROR_COLUMN]);
    expect(check.ok && check.fields.at(-1)).toBeNull();
  });

  it('names the missing required columns', () => {
    const check = checkImportHeader(['ID Number', 'Last Name', 'First Name']);
    expect(check).toEqual({
      ok: false,
      code: 'IMPORT_WRONG_HEADER',
      message: importMessages.importHeaderMissing('Middle Name, Barangay, Date of Birth, Registration Date'),
    });
  });

  it('names the columns the template does not have', () => {
    const check = checkImportHeader([...MEMBER_IMPORT_HEADERS, 'Birthday']);
    expect(check.ok === false && check.message).toBe(importMessages.importHeaderUnknown("'Birthday'"));
  });

  it('refuses a column named twice', () => {
    const check = checkImportHeader([...MEMBER_IMPORT_HEADERS, 'last name']);
    expect(check.ok === false && check.message).toBe(importMessages.importHeaderRepeated('Last Name'));
  });
});

describe('a row, by the registration rules', () => {
  it('accepts a complete row; Male/Single labels read as the values', () => {
    const parsed = parseImportRow({ ...good, gender: 'Male', civilStatus: 'SINGLE' }, today);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.input).toMatchObject({ idNumber: 'ID-1001', gender: 'male', civilStatus: 'single' });
      expect(parsed.referenceNumber).toBeNull();
    }
  });

  it("lists the missing required fields as registration does: 'a, b and c are required.'", () => {
    const parsed = parseImportRow({ ...good, lastName: ' ', barangay: '', dob: '' }, today);
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { field: 'Last Name', value: '', message: importMessages.cellRequired('Last Name') },
        { field: 'Barangay', value: '', message: importMessages.cellRequired('Barangay') },
        { field: 'Date of Birth', value: '', message: importMessages.cellRequired('Date of Birth') },
      ],
    });
  });

  it('does not ask for the ID picture and e-signature', () => {
    expect(parseImportRow(good, today).ok).toBe(true);
  });

  it('refuses a date that is not a real YYYY-MM-DD with the form message, naming the field', () => {
    expect(parseImportRow({ ...good, dob: '12/05/1960' }, today)).toEqual({
      ok: false,
      problems: [
        { field: 'Date of Birth', value: '12/05/1960', message: importMessages.dateNotReal('12/05/1960') },
      ],
    });
    expect(parseImportRow({ ...good, dob: '1960-02-30' }, today)).toMatchObject({
      problems: [{ field: 'Date of Birth', message: importMessages.dateNotReal('1960-02-30') }],
    });
    expect(parseImportRow({ ...good, dob: '1899-12-31' }, today)).toMatchObject({
      problems: [
        { field: 'Date of Birth', message: importMessages.birthDateOutOfRange('1899-12-31', '1900-01-01') },
      ],
    });
  });

  it('refuses a barangay that is not on the list', () => {
    expect(parseImportRow({ ...good, barangay: 'Atlantis' }, today)).toEqual({
      ok: false,
      problems: [
        {
          field: 'Barangay',
          value: 'Atlantis',
          message: importMessages.barangayUnknown('Atlantis', 'Calapan City'),
        },
      ],
    });
  });

  it('takes a registration date from 2000-01-01 to today, older than registration allows', () => {
    expect(parseImportRow({ ...good, registrationDate: '2000-01-01' }, today).ok).toBe(true);
    expect(parseImportRow({ ...good, registrationDate: today }, today).ok).toBe(true);
    for (const date of ['1999-12-31', '2026-03-16']) {
      expect(parseImportRow({ ...good, registrationDate: date }, today)).toEqual({
        ok: false,
        problems: [
          {
            field: 'Registration Date',
            value: date,
            message: importMessages.registrationDateOutOfRange(date, '2000-01-01'),
          },
        ],
      });
    }
  });

  it('refuses a name longer than registration allows, with its message', () => {
    expect(parseImportRow({ ...good, firstName: 'x'.repeat(101) }, today)).toEqual({
      ok: false,
      problems: [
        {
          field: 'First Name',
          value: 'x'.repeat(101),
          message: importMessages.cellTooLong(`${'x'.repeat(39)}…`, '101', 'First Name', '100'),
        },
      ],
    });
  });

  it('refuses an unknown gender', () => {
    expect(parseImportRow({ ...good, gender: 'M' }, today)).toEqual({
      ok: false,
      problems: [
        { field: 'Gender', value: 'M', message: importMessages.genderUnknown('M', 'Male, Female or Other') },
      ],
    });
    expect(parseImportRow({ ...good, civilStatus: 'Wed' }, today)).toMatchObject({
      problems: [
        {
          field: 'Civil Status',
          message: importMessages.civilStatusUnknown(
            'Wed',
            'Single, Married, Widowed, Separated or Divorced',
          ),
        },
      ],
    });
  });

  it('keeps a valid reference number and leaves a malformed one to be issued', () => {
    const kept = parseImportRow({ ...good, referenceNumber: 'REF-20120601-093000-1234' }, today);
    expect(kept.ok && kept.referenceNumber).toBe('REF-20120601-093000-1234');
    const bad = parseImportRow({ ...good, referenceNumber: 'R-17' }, today);
    expect(bad.ok && bad.referenceNumber).toBeNull();
  });
});

describe('one message per problem, naming the field, the value and the rule', () => {
  it('lists every problem of a row in the template order', () => {
    const parsed = parseImportRow(
      { ...good, firstName: '', barangay: 'Bayanan 1', gender: 'M', phoneNumber: '0917 '.repeat(8) },
      today,
    );
    expect(parsed.ok === false && parsed.problems.map((p) => p.field)).toEqual([
      'First Name',
      'Barangay',
      'Gender',
      'Phone Number',
    ]);
  });

  it("suggests the nearest barangay: 'Bayanan 1' → 'Bayanan I'", () => {
    expect(parseImportRow({ ...good, barangay: 'Bayanan 1' }, today)).toEqual({
      ok: false,
      problems: [
        {
          field: 'Barangay',
          value: 'Bayanan 1',
          message: "'Bayanan 1' is not a barangay of Calapan City. Did you mean 'Bayanan I'?",
        },
      ],
    });
  });

  it('says a phone number is too long in its own words', () => {
    const phone = '+63 917 000 0000 / +63 918 000 0000';
    expect(parseImportRow({ ...good, phoneNumber: phone }, today)).toMatchObject({
      problems: [{ field: 'Phone Number', message: importMessages.phoneTooLong(phone, '35', '30') }],
    });
  });

  it('refuses control and direction characters, quoting the value without them', () => {
    expect(parseImportRow({ ...good, lastName: 'Dela\u202eCruz' }, today)).toMatchObject({
      problems: [{ field: 'Last Name', message: importMessages.cellTextNotAllowed('DelaCruz') }],
    });
  });

  it('has catalogue texts only (the API passes them on)', () => {
    const parsed = parseImportRow(
      { ...good, barangay: 'Sto Nino', dob: 'x', gender: 'X', idNumber: '' },
      today,
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) for (const p of parsed.problems) expect(isCatalogueMessage(p.message)).toBe(true);
  });
});

describe('the nearest barangay', () => {
  it.each([
    ['Bayanan 1', 'Bayanan I'],
    ['bayanan ii', 'Bayanan II'],
    ['BAYANAN-2', 'Bayanan II'],
    ['Canubing 1', 'Canubing I'],
    ['Nag-iba 2', 'Nag-Iba II'],
    ['Nagiba I', 'Nag-Iba I'],
    ['Santo Nino', 'Sto. Niño'],
    ['Sto Niño', 'Sto. Niño'],
    ['Santa Isabel', 'Sta. Isabel'],
    ['Brgy. Balite', 'Balite'],
    ['Calerro', 'Calero'],
    ['Camilmill', 'Camilmil'],
    ['Lumang Bayan', 'Lumangbayan'],
    ['Puting-Tubig', 'Puting Tubig'],
    ['Mahal na Pangalan', 'Mahal Na Pangalan'],
    ['Guinobatn', 'Guinobatan'],
  ])('%s → %s', (typed, listed) => {
    expect(suggestBarangay(typed)).toBe(listed);
  });

  it.each(['Atlantis', 'San Vicente', 'Manila', '', '   ', 'Ibaba Est'])('suggests none for %j', (typed) => {
    expect(suggestBarangay(typed)).toBeNull();
  });

  it('folds case, accents, punctuation, Santa/Santo and numbers as roman numerals', () => {
    expect(barangayFoldKey('Sto. Niño')).toBe('stonino');
    expect(barangayFoldKey('Santo  Nino')).toBe('stonino');
    expect(barangayFoldKey('Bayanan 2')).toBe(barangayFoldKey('Bayanan II'));
    expect(barangayFoldKey('Barangay 14')).toBe('xiv');
  });

  it('counts edits', () => {
    expect(editDistance('calero', 'calerro')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});

describe('duplicates within the file and against the registered members', () => {
  it('refuses a later row with the same ID number key, naming the first row', () => {
    const { accepted, refused } = reviewImportRows(
      [fileRow(2, good), fileRow(3, { ...good, idNumber: 'id 1001', lastName: 'Other' })],
      none,
    );
    expect(accepted.map((r) => r.row)).toEqual([2]);
    expect(refused).toMatchObject([
      { row: 3, field: 'ID Number', message: importMessages.idNumberInFile('id 1001', '2') },
    ]);
  });

  it('refuses a later row with the same trimmed, case-insensitive names, dob and barangay', () => {
    const { refused } = reviewImportRows(
      [fileRow(2, good), fileRow(5, { ...good, idNumber: 'ID-2', lastName: ' DELA CRUZ ' })],
      none,
    );
    expect(refused).toMatchObject([
      { row: 5, message: importMessages.memberInFile('DELA CRUZ, Juan Santos, 1960-05-12, Balite', '2') },
    ]);
  });

  it('refuses rows registered already with registration messages', () => {
    const existing: ExistingMemberKeys = {
      idNumberKeys: new Set([idNumberKey('ID-1001')]),
      identityKeys: new Set([memberDuplicateKey({ ...good, idNumber: 'x', dob: '1950-01-01' } as never)]),
      referenceNumbers: new Set(),
    };
    const { refused } = reviewImportRows(
      [fileRow(2, good), fileRow(3, { ...good, idNumber: 'ID-9', dob: '1950-01-01' })],
      existing,
    );
    expect(refused.map((r) => r.message)).toEqual([
      importMessages.idNumberRegistered('ID-1001'),
      importMessages.memberRegistered('Dela Cruz, Juan Santos, 1950-01-01, Balite'),
    ]);
  });

  it('does not hold a refused row against later rows', () => {
    const { accepted } = reviewImportRows([fileRow(2, { ...good, dob: 'bad' }), fileRow(3, good)], none);
    expect(accepted.map((r) => r.row)).toEqual([3]);
  });

  it('keeps a reference number only when no member nor earlier row has it', () => {
    const ref = 'REF-20120601-093000-1234';
    const { accepted } = reviewImportRows(
      [
        fileRow(2, { ...good, referenceNumber: ref }),
        fileRow(3, { ...good, idNumber: 'ID-2', firstName: 'Ana', referenceNumber: ref }),
      ],
      none,
    );
    expect(accepted.map((r) => r.referenceNumber)).toEqual([ref, null]);
    const taken = reviewImportRows([fileRow(2, { ...good, referenceNumber: ref })], {
      ...none,
      referenceNumbers: new Set([ref]),
    });
    expect(taken.accepted[0]!.referenceNumber).toBeNull();
  });
});

describe('reference numbers issued in bulk', () => {
  it('issues distinct well-formed numbers, at most 1,000 per second, none already taken', () => {
    const now = new Date('2026-03-15T01:00:00Z');
    const taken = new Set(['REF-20260315-090000-0000']);
    const refs = issueReferenceNumbers(2500, now, 'Asia/Manila', Math.random, taken);
    expect(new Set(refs).size).toBe(2500);
    expect(refs.every(isReferenceNumber)).toBe(true);
    expect(refs.some((r) => taken.has(r))).toBe(false);
    const seconds = refs.map((r) => r.slice(13, 19));
    expect(seconds.filter((s) => s === '090000')).toHaveLength(1000);
    expect(seconds.filter((s) => s === '090002')).toHaveLength(500);
  });

  it('moves on to the next second when its source repeats itself', () => {
    const refs = issueReferenceNumbers(3, new Date('2026-03-15T01:00:00Z'), 'Asia/Manila', () => 0);
    expect(refs).toEqual([
      'REF-20260315-090000-0000',
      'REF-20260315-090001-0000',
      'REF-20260315-090002-0000',
    ]);
  });
});

describe('the refused rows as a CSV to correct', () => {
  it("repeats the file's header with an Error column, guards formulas and keeps the BOM", () => {
    const csv = importRefusalsCsv(
      ['ID Number', 'Phone Number', IMPORT_ERROR_COLUMN],
      [
        {
          row: 4,
          cells: ['ID-7', '+63 917 000 0000', 'old error'],
          field: 'Date of Birth',
          message: 'X.',
          problems: [{ field: 'Date of Birth', value: 'x', message: 'X.' }],
        },
      ],
    );
    expect(csv).toBe(
      `${CSV_BOM}ID Number,Phone Number,Error\r\nID-7,'+63 917 000 0000,Row 4 — Date of Birth: X.\r\n`,
    );
  });

  it('writes one line per problem in the Error cell, each naming row, field and message', () => {
    const parsed = parseImportRow({ ...good, barangay: 'Bayanan 1', dob: '1960-13-01' }, today);
    expect(parsed.ok).toBe(false);
    const { refused } = reviewImportRows([{ row: 7, cells: ['ID-1001'], parsed }], none);
    const csv = importRefusalsCsv(['ID Number'], refused);
    expect(csv.split('\r\n')[1]).toBe(
      `ID-1001,"Row 7 — Barangay: 'Bayanan 1' is not a barangay of Calapan City. Did you mean 'Bayanan I'?\n` +
        `Row 7 — Date of Birth: '1960-13-01' is not a date. Write dates as YYYY-MM-DD, for example 1960-05-12."`,
    );
  });

  it('reads back as the values it was made from', () => {
    for (const value of ['+63 917', '=SUM(A1)', '-', '@home', 'plain']) {
      expect(csvCellText(csvCell(value).replace(/^"|"$/g, ''))).toBe(value);
    }
  });
});

describe('cells that cannot be imported as they are', () => {
  it('takes a CSV cell starting with = for a formula', () => {
    expect(isFormulaText('=HYPERLINK("x")')).toBe(true);
    expect(isFormulaText(' =1+1')).toBe(true);
    expect(isFormulaText('+63 917 123 4567')).toBe(false);
  });

  it('knows a blank row', () => {
    expect(isBlankRow(['', '  ', ''])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });
});
