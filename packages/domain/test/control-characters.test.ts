import { describe, expect, it } from 'vitest';
import { adminIdParamsSchema } from '../src/api/accounts.ts';
import { isCatalogueMessage, userFacingMessage } from '../src/message-catalogue.ts';
import { messages } from '../src/messages.ts';
import {
  passwordResetConfirmSchema,
  registerRequestSchema,
  signInRequestSchema,
} from '../src/schemas/auth.ts';
import { claimInputSchema } from '../src/schemas/claims.ts';
import { hasControlCharacters } from '../src/schemas/fields.ts';
import { beneficiaryInputSchema, memberRegistrationSchema } from '../src/schemas/members.ts';

/** PostgreSQL refuses a NUL in text (→ 500); the schemas refuse control characters as invalid input. */
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

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

describe('control characters in text fields', () => {
  it('recognises NUL and other control characters but not tab, newline or ordinary text', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\u0007', '\u001b[0m', 'del\u007f']) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['Dela Cruz', 'Niño', 'line\nbreak', 'tab\there', '']) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses them in member fields with messages.textNotAllowed', () => {
    for (const field of [
      'idNumber',
      'lastName',
      'firstName',
      'middleName',
      'suffix',
      'houseStreet',
      'phoneNumber',
    ]) {
      const result = memberRegistrationSchema.safeParse({ ...member, [field]: 'a\u0000b' });
      expect(messagesOf(result), field).toEqual([messages.textNotAllowed]);
    }
  });

  it('refuses them in beneficiary and claim fields', () => {
    const beneficiary = {
      lastName: 'Reyes',
      firstName: 'Ana\u0000',
      gender: 'female',
      dob: '2010-01-01',
      relationship: 'Child',
    };
    expect(messagesOf(beneficiaryInputSchema.safeParse(beneficiary))).toEqual([messages.textNotAllowed]);
    expect(
      messagesOf(
        beneficiaryInputSchema.safeParse({ ...beneficiary, firstName: 'Ana', middleName: '\u0000' }),
      ),
    ).toEqual([messages.textNotAllowed]);
    const claim = {
      category: 'outpatient',
      serviceType: 'MRI',
      institution: 'Hospital\u0000',
      amount: '100',
      date: '2025-03-01',
    };
    expect(messagesOf(claimInputSchema.safeParse(claim))).toContain(messages.textNotAllowed);
  });

  it('refuses them in the sign-in login, the reset token, admin ids and registration text', () => {
    expect(messagesOf(signInRequestSchema.safeParse({ login: 'a\u0000b', password: 'x' }))).toEqual([
      messages.textNotAllowed,
    ]);
    expect(
      messagesOf(
        passwordResetConfirmSchema.safeParse({
          token: 't\u0000',
          password: 'Sup3r-secret',
          confirmPassword: 'Sup3r-secret',
        }),
      ),
    ).toEqual([messages.resetLinkInvalid]);
    expect(adminIdParamsSchema.safeParse({ id: '\u0000' }).success).toBe(false);
    const registration = registerRequestSchema.safeParse({ firstName: 'Ma\u0000ria' });
    expect(registration.error?.issues.find((i) => i.path[0] === 'firstName')?.message).toBe(
      messages.textNotAllowed,
    );
  });
});

describe('catalogue messages (no library text reaches people)', () => {
  it("keeps the catalogue's messages, the required-fields message and message-function outputs", () => {
    expect(isCatalogueMessage(messages.loginIncorrect)).toBe(true);
    expect(isCatalogueMessage('First Name and Date of Birth are required.')).toBe(true);
    expect(isCatalogueMessage(messages.limitOutOfRange('₱10,000.00'))).toBe(true);
    expect(isCatalogueMessage(messages.claimExceedsRemaining('₱1.00'))).toBe(true);
  });

  it("replaces zod's default English with messages.invalidInput", () => {
    for (const text of [
      'Invalid input: expected string, received number',
      'Invalid option: expected one of "male"|"female"',
      'Too small: expected string to have >=1 characters',
      '',
      undefined,
    ]) {
      expect(userFacingMessage(text), String(text)).toBe(messages.invalidInput);
    }
    expect(userFacingMessage(messages.passwordsDoNotMatch)).toBe(messages.passwordsDoNotMatch);
  });
});
