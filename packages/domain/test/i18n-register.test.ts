import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_LABELS } from '../src/admins.ts';
import { legalText } from '../src/i18n/legal-text.ts';
import { legalTextFil } from '../src/i18n/legal-text-fil.ts';
import { registerText } from '../src/i18n/register-text.ts';
import { registerTextFil } from '../src/i18n/register-text-fil.ts';

/** Every text of a legal document, in order. */
const textsOf = (
  document: (typeof legalText)['terms' | 'privacy'] | (typeof legalTextFil)['terms' | 'privacy'],
) =>
  document.blocks.flatMap((block) =>
    'heading' in block ? [block.heading] : 'paragraph' in block ? [block.paragraph] : block.list,
  );

/** A text's marks: bold and italic parts, line breaks and placeholders, in order. */
const marksOf = (text: string) => [...text.matchAll(/\*\*|\*|\n|\{\{\w+\}\}/g)].map(([mark]) => mark);

describe('the registration page in Filipino (issue 26)', () => {
  it('offers the roles by the words the spec names them in English', () => {
    expect(registerText.roles).toEqual(ADMIN_ROLE_LABELS);
    expect(registerTextFil.roles.head_admin).toBe('Punong Administrator');
  });

  it.each(['terms', 'privacy'] as const)(
    'the %s document in Filipino has the same blocks, with the same bold, italics, line breaks and values',
    (name) => {
      const english = textsOf(legalText[name]);
      const filipino = textsOf(legalTextFil[name]);
      expect(filipino).toHaveLength(english.length);
      filipino.forEach((text, index) => {
        expect(marksOf(text), text).toEqual(marksOf(english[index]!));
      });
    },
  );

  it('translates every paragraph and list item of both documents (headings naming a legal role may stay)', () => {
    for (const name of ['terms', 'privacy'] as const) {
      const english = legalText[name].blocks;
      legalTextFil[name].blocks.forEach((block, index) => {
        if ('heading' in block) return;
        expect(block, JSON.stringify(block)).not.toEqual(english[index]);
      });
    }
  });
});
