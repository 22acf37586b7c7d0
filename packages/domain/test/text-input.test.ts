import { describe, expect, it } from 'vitest';
import { isCatalogueMessage } from '../src/message-catalogue.ts';
import { messages } from '../src/messages.ts';
import { registerRequestSchema, signInRequestSchema } from '../src/schemas/auth.ts';
import { claimInputSchema } from '../src/schemas/claims.ts';
import {
  isAllowedText,
  plainString,
  TEXT_LIMITS,
  withoutInvisibleCharacters,
} from '../src/schemas/fields.ts';
import { beneficiaryInputSchema, memberRegistrationSchema } from '../src/schemas/members.ts';

const member = {
  idNumber: 'ID-001',
  referenceNumber: 'REF-20250310-101500-0042',
  lastName: 'Dela Cruz',
  firstName: 'Juan',
  middleName: 'Santos',
  barangay: 'Balite',
  dob: '1960-01-01',
  registrationDate: '2025-03-01',
};
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('text as people type it (DECISIONS 39)', () => {
  it('removes zero-width characters before validation', () => {
    expect(withoutInvisibleCharacters('Ju\u200Ban\u200C \u200DDela\u2060Cruz\uFEFF')).toBe('Juan DelaCruz');
    const parsed = memberRegistrationSchema.parse({
      ...member,
      idNumber: '12\u200B34',
      lastName: '\uFEFFReyes',
    });
    expect(parsed.idNumber).toBe('1234');
    expect(parsed.lastName).toBe('Reyes');
  });

  it('refuses bidi controls, so two records cannot look alike and differ', () => {
    for (const mark of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(isAllowedText(`Juan${mark}`), JSON.stringify(mark)).toBe(false);
      expect(issuesOf(memberRegistrationSchema.safeParse({ ...member, lastName: `Cruz${mark}` }))).toEqual({
        lastName: messages.textNotAllowed,
      });
    }
  });

  it('refuses lone surrogates (broken Unicode) but keeps real characters such as ñ and emoji', () => {
    expect(isAllowedText('a\uD800b')).toBe(false);
    expect(isAllowedText('\uDC00')).toBe(false);
    expect(isAllowedText('Niño 😀')).toBe(true);
    expect(issuesOf(memberRegistrationSchema.safeParse({ ...member, idNumber: 'X\uD83D' }))).toEqual({
      idNumber: messages.textNotAllowed,
    });
  });

  it('refuses control characters, tab and line breaks in one-line fields; notes keep line feeds', () => {
    for (const text of ['a\tb', 'a\nb', 'a\rb', 'a\u0085b', 'a\u001bb']) {
      expect(isAllowedText(text), JSON.stringify(text)).toBe(false);
    }
    expect(isAllowedText('line one\nline two', { multiline: true })).toBe(true);
    expect(isAllowedText('tab\there', { multiline: true })).toBe(false);
    expect(plainString(undefined, { multiline: true }).safeParse('a\nb').success).toBe(true);
  });
});

describe('text lengths (DECISIONS 39)', () => {
  const name = (n: number) => 'a'.repeat(n);

  it('takes a name of 100 characters and refuses 101 with a message naming the field and the limit', () => {
    expect(memberRegistrationSchema.safeParse({ ...member, lastName: name(TEXT_LIMITS.name) }).success).toBe(
      true,
    );
    expect(issuesOf(memberRegistrationSchema.safeParse({ ...member, lastName: name(101) }))).toEqual({
      lastName: 'Last Name must be at most 100 characters.',
    });
  });

  it('counts after trimming', () => {
    expect(memberRegistrationSchema.safeParse({ ...member, firstName: `  ${name(100)}  ` }).success).toBe(
      true,
    );
  });

  it('bounds ID numbers to 50, addresses to 300, institutions to 150', () => {
    expect(issuesOf(memberRegistrationSchema.safeParse({ ...member, idNumber: name(51) }))).toEqual({
      idNumber: 'ID Number must be at most 50 characters.',
    });
    expect(memberRegistrationSchema.safeParse({ ...member, houseStreet: name(300) }).success).toBe(true);
    expect(issuesOf(memberRegistrationSchema.safeParse({ ...member, houseStreet: name(301) }))).toEqual({
      houseStreet: 'House No./Street must be at most 300 characters.',
    });
    const claim = { category: 'outpatient', serviceType: 'MRI', amount: '100', date: '2025-03-01' };
    expect(claimInputSchema.safeParse({ ...claim, institution: name(150) }).success).toBe(true);
    expect(issuesOf(claimInputSchema.safeParse({ ...claim, institution: name(151) }))).toEqual({
      institution: 'Institution must be at most 150 characters.',
    });
  });

  it('bounds beneficiary names, the sign-in login (254) and admin names', () => {
    const beneficiary = {
      lastName: 'Reyes',
      firstName: name(101),
      gender: 'female',
      dob: '2010-01-01',
      relationship: 'Child',
    };
    expect(issuesOf(beneficiaryInputSchema.safeParse(beneficiary))).toEqual({
      firstName: 'First Name must be at most 100 characters.',
    });
    expect(signInRequestSchema.safeParse({ login: name(254), password: 'x' }).success).toBe(true);
    expect(issuesOf(signInRequestSchema.safeParse({ login: name(3000), password: 'x' }))).toEqual({
      login: 'Must be at most 254 characters.',
    });
    const admin = issuesOf(registerRequestSchema.safeParse({ firstName: name(101) }));
    expect(admin.firstName).toBe('First name must be at most 100 characters.');
  });

  it('speaks only catalogue messages', () => {
    expect(isCatalogueMessage('Last Name must be at most 100 characters.')).toBe(true);
    expect(isCatalogueMessage('Must be at most 254 characters.')).toBe(true);
    expect(isCatalogueMessage(messages.textNotAllowed)).toBe(true);
  });
});
