import { requiredFieldsMessage } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { errorsIn, splitAround } from '../src/lib/i18n/text-parts.ts';

describe('pieces of translated texts', () => {
  it('splits a sentence around the place of its one value', () => {
    expect(splitAround((name) => `Approve ${name} as an administrator?`)).toEqual([
      'Approve ',
      ' as an administrator?',
    ]);
    expect(splitAround((name) => `${name} ang aaprubahan?`)).toEqual(['', ' ang aaprubahan?']);
  });

  it('words a required field with the label of the chosen language, other messages through tr', () => {
    const labels = { english: { firstName: 'First name' }, shown: { firstName: 'Pangalan' } };
    const tr = (text: string) => (text === 'Too long.' ? 'Masyadong mahaba.' : text);
    const errors = errorsIn(
      { firstName: requiredFieldsMessage(['First name']), lastName: 'Too long.', flag: true },
      labels,
      tr,
    );
    expect(errors).toEqual({
      firstName: requiredFieldsMessage(['Pangalan']),
      lastName: 'Masyadong mahaba.',
      flag: true,
    });
  });
});
