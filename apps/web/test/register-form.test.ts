import {
  adminTextFil,
  catalogueTextIn,
  messages,
  messagesFil,
  publicTextFil,
  registerTextFil,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  fieldProblem,
  initialRegisterValues,
  REQUIRED_FIELDS,
  type RegisterValues,
  registerErrors,
  registerFieldErrors,
  registerFieldLabels,
  registerRefusal,
  toRegisterInput,
} from '../src/features/auth/register-form.ts';
import { firstError, refusalMessage } from '../src/lib/forms/domain-resolver.ts';

const TODAY = '2026-11-26';

const filled: RegisterValues = {
  ...initialRegisterValues,
  firstName: ' Maria ',
  lastName: 'Santos',
  dob: '1990-04-12',
  gender: 'female',
  civilStatus: 'single',
  contactNumber: '09171234567',
  username: 'msantos',
  email: 'maria@example.ph',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  role: 'admin_assistant',
  consents: { terms: true, privacy: true, processing: true, professional: true, security: true },
};

describe('admin registration (spec 5) as the form checks it', () => {
  it('a complete form has no errors and no refusal', () => {
    const errors = registerErrors(filled, TODAY);
    expect(errors).toEqual({});
    expect(registerRefusal(errors)).toBeNull();
  });

  it('an empty form names every missing field and consent in one sentence, listed by name only', () => {
    const refusal = registerRefusal(registerErrors(initialRegisterValues, TODAY));
    expect(refusal?.message).toBe(
      'First name, Last name, Date of birth, Gender, Civil status, Contact number, Username, Email, ' +
        'Password, Confirm password, Role, Terms and Conditions consent, Data Privacy Policy consent, ' +
        'Personal data processing consent, Professional responsibility consent and Security obligations ' +
        'consent are required.',
    );
    expect(refusal?.named).toBe(true);
    expect(refusal?.problems.map((p) => p.path).slice(0, 3)).toEqual(['firstName', 'lastName', 'dob']);
  });

  it('passwords that do not match are told as soon as the confirmation is left', () => {
    const errors = registerErrors({ ...filled, confirmPassword: 'Other!pass1' }, TODAY);
    expect(fieldProblem(errors, 'confirmPassword')).toBe(messages.passwordsDoNotMatch);
    expect(registerRefusal(errors)?.message).toBe(messages.passwordsDoNotMatch);
  });

  it('a birth date after today is refused though the schema reads no clock', () => {
    const errors = registerErrors({ ...filled, dob: '2026-11-27' }, TODAY);
    expect(errors.dob).toBe(messages.adminDobInvalid);
    expect(registerErrors({ ...filled, dob: TODAY }, TODAY).dob).toBeUndefined();
  });

  it('emptiness is not told inline, only when Register is pressed', () => {
    const errors = registerErrors({ ...filled, firstName: '' }, TODAY);
    expect(errors.firstName).toBe('First name is required.');
    expect(fieldProblem(errors, 'firstName')).toBeNull();
  });

  it('only consents missing: the consents sentence', () => {
    const errors = registerErrors({ ...filled, consents: { ...filled.consents, privacy: false } }, TODAY);
    const refusal = registerRefusal(errors);
    expect(refusal?.problems).toEqual([
      {
        path: 'consents.privacy',
        label: 'Data Privacy Policy consent',
        message: 'Data Privacy Policy consent is required.',
      },
    ]);
  });

  it('the request trims names, leaves empty optional fields out and sends every consent', () => {
    const input = toRegisterInput(filled);
    expect(input.firstName).toBe('Maria');
    expect(input.middleName).toBeUndefined();
    expect(input.roleOther).toBeUndefined();
    expect(input.consents).toEqual({
      terms: true,
      privacy: true,
      processing: true,
      professional: true,
      security: true,
    });
  });
});

describe('admin registration in Filipino (issue 26)', () => {
  const labels = registerFieldLabels({
    adminFields: adminTextFil.adminFields,
    account: publicTextFil.register,
    consentNames: registerTextFil.consents.names,
  });
  const tr = (text: string) => catalogueTextIn(text, 'fil');

  it("the required fields keep the English labels the schema names them by (the spec's words)", () => {
    expect(REQUIRED_FIELDS.map(({ label }) => label)).toEqual([
      'First name',
      'Last name',
      'Date of birth',
      'Gender',
      'Civil status',
      'Contact number',
      'Username',
      'Email',
      'Password',
      'Confirm password',
      'Role',
    ]);
  });

  it('an empty form names every missing field and consent by its Filipino label, in one sentence', () => {
    const refusal = registerRefusal(registerErrors(initialRegisterValues, TODAY), labels, tr);
    expect(refusal?.message).toBe(
      'Kailangan ang Pangalan, Apelyido, Petsa ng kapanganakan, Kasarian, Katayuang sibil, Numero ng telepono, ' +
        'Username, Email, Password, Kumpirmahin ang password, Tungkulin, Pahintulot sa Mga Tuntunin at Kundisyon, ' +
        'Pahintulot sa Patakaran sa Privacy ng Datos, Pahintulot sa pagproseso ng personal na datos, ' +
        'Pahintulot sa propesyonal na pananagutan at Pahintulot sa mga obligasyon sa seguridad.',
    );
    expect(refusal?.named).toBe(true);
    expect(refusal?.problems[0]).toEqual({
      path: 'firstName',
      label: 'Pangalan',
      message: 'Kailangan ang Pangalan.',
    });
  });

  it('each field tells its own problem in Filipino under it', () => {
    const errors = registerErrors(
      {
        ...filled,
        lastName: '',
        confirmPassword: 'Other!pass1',
        consents: { ...filled.consents, security: false },
      },
      TODAY,
    );
    expect(registerFieldErrors(errors, labels, tr)).toEqual({
      lastName: 'Kailangan ang Apelyido.',
      confirmPassword: messagesFil.passwordsDoNotMatch,
      'consents.security': 'Kailangan ang Pahintulot sa mga obligasyon sa seguridad.',
    });
    expect(registerRefusal(errors, labels, tr)?.message).toBe(messagesFil.invalidInput);
  });

  it("a single problem is the summary's message, listed once", () => {
    const refusal = registerRefusal(registerErrors({ ...filled, firstName: '' }, TODAY), labels, tr);
    expect(refusal).toEqual({
      message: 'Kailangan ang Pangalan.',
      problems: [{ path: 'firstName', label: 'Pangalan', message: 'Kailangan ang Pangalan.' }],
      named: false,
    });
  });
});

describe('the form helpers of the domain resolver', () => {
  it('the first error in the form’s order, else in the errors’ own', () => {
    const errors = { b: 'B is wrong.', a: 'A is wrong.' };
    expect(firstError(errors, ['a', 'b'])).toEqual({ path: 'a', message: 'A is wrong.' });
    expect(firstError(errors)).toEqual({ path: 'b', message: 'B is wrong.' });
    expect(firstError({})).toBeNull();
  });

  it('one shared message is the refusal’s; different ones give the general message', () => {
    expect(refusalMessage({ a: 'A and B are required.', b: 'A and B are required.' })).toBe(
      'A and B are required.',
    );
    expect(refusalMessage({ a: 'x', b: 'y' })).toBe(messages.invalidInput);
  });
});
