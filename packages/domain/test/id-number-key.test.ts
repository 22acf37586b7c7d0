import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idNumberKey } from '../src/members.ts';

describe('ID numbers are compared on a key (DECISIONS 40)', () => {
  const same = (...forms: string[]) => new Set(forms.map(idNumberKey));

  it('ignores case', () => {
    expect(same('ABC-12345', 'abc-12345', 'Abc-12345')).toEqual(new Set(['abc12345']));
  });

  it('ignores spaces, dashes, dots and slashes wherever they are', () => {
    expect(
      same('1234-5678-9012', '1234 5678 9012', '1234.5678.9012', '1234/5678/9012', ' 123456789012 '),
    ).toEqual(new Set(['123456789012']));
    expect(idNumberKey('A-1 2.3/4\\5')).toBe('a12345');
  });

  it('reads full-width letters and digits as their ASCII forms (NFKC)', () => {
    expect(idNumberKey('ＰＨ－１２３４５')).toBe('ph12345');
    expect(idNumberKey('１２３ ４５６')).toBe('123456');
  });

  it('ignores every kind of dash and space, not only the ASCII ones', () => {
    for (const dash of [
      '\u2010',
      '\u2011',
      '\u2012',
      '\u2013',
      '\u2014',
      '\u2015',
      '\u2212',
      '\uFE63',
      '\uFF0D',
    ]) {
      expect(idNumberKey(`12${dash}34`), `U+${dash.codePointAt(0)!.toString(16)}`).toBe('1234');
    }
    for (const space of ['\u00A0', '\u2002', '\u2009', '\u202F', '\u3000', '\t']) {
      expect(idNumberKey(`12${space}34`), `U+${space.codePointAt(0)!.toString(16)}`).toBe('1234');
    }
  });

  it('ignores zero-width characters (U+200B–200D, U+2060, U+FEFF) and the soft hyphen', () => {
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD']) {
      expect(idNumberKey(`ID${invisible}123`)).toBe('id123');
    }
  });

  it('keeps letters and digits, so different ID numbers keep different keys', () => {
    expect(idNumberKey('ID-123')).not.toBe(idNumberKey('ID-124'));
    expect(idNumberKey('O-123')).not.toBe(idNumberKey('0-123'));
    expect(idNumberKey('Ñ-1')).toBe('ñ1');
  });

  it('folds case fully: ß is ss, a final sigma is σ', () => {
    expect(idNumberKey('STRASSE-1')).toBe(idNumberKey('straße-1'));
    expect(idNumberKey('ΑΣ-1')).toBe(idNumberKey('ασ-1'));
  });

  it('is idempotent and ignores what it removes (property)', () => {
    const separator = fc.constantFrom(' ', '-', '.', '/', '\u200B', '\uFEFF', '\u2013', '\u3000');
    fc.assert(
      fc.property(fc.string(), fc.array(separator), (text, extra) => {
        const key = idNumberKey(text);
        expect(idNumberKey(key)).toBe(key);
        expect(idNumberKey(`${extra.join('')}${text}${extra.join('')}`)).toBe(key);
        expect(idNumberKey(text.toUpperCase())).toBe(idNumberKey(text.toLowerCase()));
      }),
    );
  });
});
