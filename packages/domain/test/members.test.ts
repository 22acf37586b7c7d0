import { describe, expect, it } from 'vitest';
import { EXPORT_TABLES, isExportYear } from '../src/export-filter.ts';
import {
  CIVIL_STATUSES,
  detectImageType,
  GENDERS,
  isSeniorCitizen,
  MEMBER_REQUIRED_FIELDS,
  memberDuplicateKey,
  memberDuplicateKeyParts,
  memberFullName,
  memberImageProblem,
  memberNameLastFirst,
  memberRequiredFieldsMessage,
  missingMemberFields,
  missingQrFields,
  parseScannedReference,
  qrPayloadJson,
  qrPayloadUrl,
  validateMemberRegistration,
  validateMemberUpdate,
} from '../src/members.ts';
import { messages } from '../src/messages.ts';

const complete = {
  idNumber: 'ID-001',
  lastName: 'Dela Cruz',
  firstName: 'Juan',
  middleName: 'Santos',
  barangay: 'Balite',
  dob: '1960-01-01',
  registrationDate: '2025-03-01',
  idPicture: { name: 'id.png' },
  signature: { name: 'sig.png' },
};

describe('member registration required fields (spec 5)', () => {
  it('lists the required fields with their labels in order', () => {
    expect(MEMBER_REQUIRED_FIELDS.map((f) => f.label)).toEqual([
      'ID Number',
      'Last Name',
      'First Name',
      'Middle Name',
      'Barangay',
      'Date of Birth',
      'Registration Date',
      'ID Picture',
      'E-signature',
    ]);
  });

  it('says "{field} is required." for one missing field', () => {
    expect(memberRequiredFieldsMessage({ ...complete, idNumber: ' ' })).toBe('ID Number is required.');
  });

  it('says "{a} and {b} are required." for two', () => {
    expect(memberRequiredFieldsMessage({ ...complete, lastName: '', signature: null })).toBe(
      'Last Name and E-signature are required.',
    );
  });

  it('lists more with commas ending in "and"', () => {
    expect(
      memberRequiredFieldsMessage({ ...complete, firstName: '', middleName: '', barangay: undefined }),
    ).toBe('First Name, Middle Name and Barangay are required.');
  });

  it('needs nothing more when everything is filled in', () => {
    expect(memberRequiredFieldsMessage(complete)).toBeNull();
  });

  it('does not require the images on the update form', () => {
    expect(missingMemberFields({ ...complete, idPicture: null, signature: null }, { images: false })).toEqual(
      [],
    );
  });

  it('lists what Generate QR Code still needs', () => {
    expect(missingQrFields({ ...complete, referenceNumber: '' })).toEqual(['Reference Number']);
    expect(missingQrFields({})).toHaveLength(8);
  });
});

describe('member registration form checks (spec 5; DECISIONS 6)', () => {
  const today = '2025-03-10';

  it('accepts a complete form', () => {
    expect(validateMemberRegistration(complete, today)).toEqual({ ok: true });
  });

  it('refuses a registration date more than one year back or in the future', () => {
    expect(validateMemberRegistration({ ...complete, registrationDate: '2024-03-09' }, today)).toMatchObject({
      ok: false,
      message: messages.registrationDateOutOfWindow,
    });
    expect(validateMemberRegistration({ ...complete, registrationDate: '2024-03-10' }, today).ok).toBe(true);
    expect(validateMemberRegistration({ ...complete, registrationDate: '2025-03-11' }, today).ok).toBe(false);
  });

  it('refuses a barangay not in the list', () => {
    expect(validateMemberRegistration({ ...complete, barangay: 'Atlantis' }, today)).toMatchObject({
      ok: false,
      field: 'barangay',
    });
  });

  it('reports missing fields first', () => {
    expect(
      validateMemberRegistration({ ...complete, idNumber: '', barangay: 'Atlantis' }, today),
    ).toMatchObject({
      message: 'ID Number is required.',
    });
  });

  it('refuses a dob before 1900-01-01 or after today', () => {
    for (const dob of ['1899-12-31', '0001-01-01', '2025-03-11', '2025-02-30']) {
      expect(validateMemberRegistration({ ...complete, dob }, today), dob).toMatchObject({
        ok: false,
        code: 'INVALID_FIELD',
        message: messages.invalidInput,
        field: 'dob',
      });
    }
    expect(validateMemberRegistration({ ...complete, dob: '1900-01-01' }, today).ok).toBe(true);
    expect(validateMemberRegistration({ ...complete, dob: today }, today).ok).toBe(true);
  });
});

describe('member update form checks (DECISIONS 25)', () => {
  const today = '2025-03-10';
  const { registrationDate: _r, idPicture: _i, signature: _s, ...profile } = complete;

  it('accepts the profile fields without images or registration date', () => {
    expect(validateMemberUpdate(profile, today)).toEqual({ ok: true });
  });

  it('refuses a dob after today or before 1900-01-01', () => {
    for (const dob of ['2025-03-11', '1899-12-31', 'not a date']) {
      expect(validateMemberUpdate({ ...profile, dob }, today), dob).toEqual({
        ok: false,
        code: 'INVALID_FIELD',
        message: messages.invalidInput,
        field: 'dob',
      });
    }
  });

  it('reports missing required fields and an unlisted barangay', () => {
    expect(validateMemberUpdate({ ...profile, firstName: ' ', dob: '' }, today)).toMatchObject({
      code: 'REQUIRED_FIELDS',
      message: 'First Name and Date of Birth are required.',
    });
    expect(validateMemberUpdate({ ...profile, barangay: 'Atlantis' }, today)).toMatchObject({
      field: 'barangay',
    });
  });
});

describe('member duplicates (spec 5; DECISIONS 8)', () => {
  it('matches the same name, birthdate and address regardless of case and spacing', () => {
    const a = {
      lastName: 'Dela Cruz',
      firstName: 'Juan',
      middleName: 'Santos',
      dob: '1960-01-01',
      barangay: 'Balite',
    };
    const b = {
      lastName: ' dela cruz ',
      firstName: 'JUAN',
      middleName: 'santos',
      dob: '1960-01-01',
      barangay: 'Balite',
    };
    expect(memberDuplicateKey(a)).toBe(memberDuplicateKey(b));
    expect(memberDuplicateKey(a)).not.toBe(memberDuplicateKey({ ...a, dob: '1960-01-02' }));
    expect(memberDuplicateKey(a)).not.toBe(memberDuplicateKey({ ...a, barangay: 'Baruyan' }));
  });

  it('compares the barangay as stored (always a listed name), as the SQL check and unique index do', () => {
    const a = {
      lastName: 'Dela Cruz',
      firstName: 'Juan',
      middleName: null,
      dob: '1960-01-01',
      barangay: 'Balite',
    };
    expect(memberDuplicateKeyParts({ ...a, lastName: ' DELA cruz ' })).toEqual({
      lastName: 'dela cruz',
      firstName: 'juan',
      middleName: '',
      dob: '1960-01-01',
      barangay: 'Balite',
    });
    expect(memberDuplicateKey(a)).not.toBe(memberDuplicateKey({ ...a, barangay: 'balite' }));
  });
});

describe('member details', () => {
  it("writes the full name as 'First Middle Last Suffix'", () => {
    expect(
      memberFullName({ firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz', suffix: 'Jr.' }),
    ).toBe('Juan Santos Dela Cruz Jr.');
    expect(memberFullName({ firstName: 'Juan', middleName: '', lastName: 'Dela Cruz', suffix: null })).toBe(
      'Juan Dela Cruz',
    );
  });

  it('tags a member Senior Citizen from the 60th birthday', () => {
    expect(isSeniorCitizen('1965-03-10', '2025-03-09')).toBe(false);
    expect(isSeniorCitizen('1965-03-10', '2025-03-10')).toBe(true);
  });

  it('offers the genders and civil statuses of the spec', () => {
    expect(GENDERS).toEqual(['male', 'female', 'other']);
    expect(CIVIL_STATUSES).toEqual(['single', 'married', 'widowed', 'separated', 'divorced']);
  });
});

describe('QR codes (spec 3; DECISIONS 21)', () => {
  const ref = 'REF-20250310-101500-0042';

  it('encodes the public scan URL with the reference number', () => {
    expect(qrPayloadUrl('https://portal.example.ph/', ref)).toBe(`https://portal.example.ph/scan?ref=${ref}`);
    expect(qrPayloadUrl('http://localhost:3000', 'a b&c')).toBe('http://localhost:3000/scan?ref=a%20b%26c');
  });

  it('reads the reference number back from the URL', () => {
    expect(parseScannedReference(qrPayloadUrl('https://portal.example.ph', ref))).toBe(ref);
    expect(parseScannedReference('https://x.ph/member-profile?foo=1&ref=REF-1%202#top')).toBe('REF-1 2');
  });

  it('reads the reference number from the JSON payload', () => {
    expect(parseScannedReference(qrPayloadJson(ref, 'm-1'))).toBe(ref);
    expect(parseScannedReference(`{"ref":"${ref}"}`)).toBe(ref);
  });

  it('accepts a bare reference number', () => {
    expect(parseScannedReference(` ${ref} `)).toBe(ref);
  });

  it('finds no reference number in anything else', () => {
    expect(parseScannedReference('')).toBeNull();
    expect(parseScannedReference('hello')).toBeNull();
    expect(parseScannedReference('https://x.ph/scan')).toBeNull();
    expect(parseScannedReference('https://x.ph/scan?ref=')).toBeNull();
    expect(parseScannedReference('https://x.ph/scan?ref=%E0%A4%A')).toBeNull();
    expect(parseScannedReference('{"ref":"x","type":"product"}')).toBeNull();
    expect(parseScannedReference('{"id":"m-1"}')).toBeNull();
    expect(parseScannedReference('{not json')).toBeNull();
  });
});

describe('member images (spec 5)', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38]);
  const MB = 1024 * 1024;

  it('recognizes PNG and JPEG by their first bytes', () => {
    expect(detectImageType(png)).toBe('png');
    expect(detectImageType(jpeg)).toBe('jpeg');
    expect(detectImageType(gif)).toBeNull();
  });

  it('accepts an ID picture of exactly 5MB and refuses one byte more', () => {
    expect(memberImageProblem('idPicture', { size: 5 * MB, head: png })).toBeNull();
    expect(memberImageProblem('idPicture', { size: 5 * MB + 1, head: png })).toBe(messages.idPictureTooLarge);
  });

  it('accepts a signature of exactly 2MB and refuses one byte more', () => {
    expect(memberImageProblem('signature', { size: 2 * MB, head: jpeg })).toBeNull();
    expect(memberImageProblem('signature', { size: 2 * MB + 1, head: jpeg })).toBe(
      messages.signatureTooLarge,
    );
  });

  it('refuses anything but PNG and JPEG', () => {
    expect(memberImageProblem('signature', { size: 10, head: gif })).toBe(messages.imageWrongType);
  });
});

describe('Export Database (spec 5)', () => {
  it('accepts years 2000 to 2100 only', () => {
    expect(isExportYear(2000)).toBe(true);
    expect(isExportYear('2100')).toBe(true);
    expect(isExportYear(1999)).toBe(false);
    expect(isExportYear('2101')).toBe(false);
    expect(isExportYear(2024.5)).toBe(false);
    expect(isExportYear('abcd')).toBe(false);
  });

  it('exports the seven tables', () => {
    expect(EXPORT_TABLES).toHaveLength(7);
  });
});

describe('the name as lists sorted by name show it (issue 23)', () => {
  it('reads last name first, then first, middle and suffix', () => {
    expect(
      memberNameLastFirst({ firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz', suffix: 'Jr.' }),
    ).toBe('Dela Cruz, Juan Santos Jr.');
    expect(memberNameLastFirst({ firstName: 'Ana', middleName: null, lastName: 'Reyes', suffix: null })).toBe(
      'Reyes, Ana',
    );
  });
});
