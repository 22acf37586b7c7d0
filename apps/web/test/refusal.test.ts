import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api.ts';
import { fieldProblems, focusField, focusFirstProblem, serverFieldErrors } from '../src/lib/forms/refusal.ts';

describe('a refused submit lists the wrong fields in the form’s order', () => {
  const order = ['lastName', 'firstName', 'dob', 'barangay'];
  const labels = { lastName: 'Last Name', firstName: 'First Name', dob: 'Date of Birth' };

  it('in the order the form shows them, with their labels, leaving out fields without a message', () => {
    const problems = fieldProblems(
      { dob: 'Date of Birth is not a valid date.', lastName: 'Last Name is required.', firstName: '' },
      order,
      labels,
    );
    expect(problems).toEqual([
      { path: 'lastName', label: 'Last Name', message: 'Last Name is required.' },
      { path: 'dob', label: 'Date of Birth', message: 'Date of Birth is not a valid date.' },
    ]);
  });

  it('a field without a label is named by its path', () => {
    expect(fieldProblems({ barangay: 'Pick a barangay.' }, order, labels)).toEqual([
      { path: 'barangay', label: 'barangay', message: 'Pick a barangay.' },
    ]);
  });
});

describe('a server refusal’s field errors', () => {
  it('keep the fields this form has and drop the others', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION_ERROR',
      message: 'Please check the highlighted fields.',
      fields: { lastName: 'Last Name is required.', unknownField: 'x' },
    });
    expect(serverFieldErrors(error, ['lastName', 'firstName'])).toEqual({
      lastName: 'Last Name is required.',
    });
  });

  it('a refusal without fields points at the field its code names, with its own message', () => {
    const error = new ApiError(409, { code: 'DUPLICATE_ID_NUMBER', message: 'ID Number already exists.' });
    expect(serverFieldErrors(error, ['idNumber'], { DUPLICATE_ID_NUMBER: 'idNumber' })).toEqual({
      idNumber: 'ID Number already exists.',
    });
  });

  it('anything that is not a server refusal gives no field errors', () => {
    expect(serverFieldErrors(new Error('offline'), ['lastName'])).toEqual({});
    expect(serverFieldErrors(undefined, ['lastName'])).toEqual({});
  });
});

describe('the first wrong field is focused', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('skips fields the form does not show and focuses the first it does', () => {
    document.body.innerHTML = `
      <form id="f"><input name="firstName"><input name="dob"></form>
      <input name="lastName" id="outside">`;
    const form = document.getElementById('f')!;
    focusFirstProblem(form, [
      { path: 'lastName', label: 'Last Name', message: 'm' },
      { path: 'dob', label: 'Date of Birth', message: 'm' },
    ]);
    // lastName exists, but outside the form: the form's own dob is focused.
    expect(document.activeElement?.getAttribute('name')).toBe('dob');
  });

  it('finds names that need escaping (consents.terms) and says false for a missing field', () => {
    document.body.innerHTML = '<input type="checkbox" name="consents.terms">';
    expect(focusField(document, 'consents.terms')).toBe(true);
    expect(document.activeElement?.getAttribute('name')).toBe('consents.terms');
    expect(focusField(document, 'nothing')).toBe(false);
  });
});
