import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPesos } from '../src/money.ts';
import { formatReceiptNumber, numberInWords, pesosInWords, receiptWindowLabel } from '../src/receipts.ts';

/*
 * A reader of amounts in words written independently of receipts.ts, strict about the form: it
 * refuses what a person would not write on a voucher ("ten hundred", "thirty four", "and" inside
 * the number, a scale out of order), so reading an amount back proves both its value and its form.
 */
const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };

/** 'five hundred sixty-seven' → 567 (1–999); throws on anything else. */
function readGroup(words: string[]): number {
  let value = 0;
  let rest = words;
  if (rest.length >= 2 && rest[1] === 'hundred') {
    const hundreds = UNITS[rest[0]!];
    if (!hundreds) throw new Error(`bad hundreds: ${rest.join(' ')}`);
    value = hundreds * 100;
    rest = rest.slice(2);
  }
  if (rest.length > 1) throw new Error(`too many words in a group: ${words.join(' ')}`);
  const [last] = rest;
  if (last !== undefined) {
    const [tens, unit, extra] = last.split('-');
    if (extra !== undefined) throw new Error(`two hyphens: ${last}`);
    if (unit !== undefined) {
      if (!TENS[tens!] || !UNITS[unit]) throw new Error(`bad hyphenated tens: ${last}`);
      value += TENS[tens!]! + UNITS[unit]!;
    } else {
      const plain = UNITS[last] ?? TEENS[last] ?? TENS[last];
      if (!plain) throw new Error(`unknown word: ${last}`);
      value += plain;
    }
  }
  if (value === 0) throw new Error(`empty group: ${words.join(' ')}`);
  return value;
}

/** 'One million two hundred thirty-four thousand …' → the whole number; 'zero' alone is 0. */
function readNumber(text: string): number {
  const words = text.split(' ');
  if (words.length === 1 && words[0] === 'zero') return 0;
  let total = 0;
  let group: string[] = [];
  let lastScale = Number.POSITIVE_INFINITY;
  for (const word of words) {
    const scale = SCALES[word];
    if (scale === undefined) {
      group.push(word);
      continue;
    }
    if (scale >= lastScale) throw new Error(`scale out of order: ${text}`);
    total += readGroup(group) * scale;
    lastScale = scale;
    group = [];
  }
  if (group.length > 0) total += readGroup(group);
  return total;
}

const FORM = /^([A-Z][a-z-]*(?: [a-z-]+)*) (pesos?) and (\d{2})\/100$/;

/** An amount in words → centavos, checking the form of every part. */
function readAmount(text: string): number {
  const match = FORM.exec(text);
  if (!match) throw new Error(`not an amount in words: ${text}`);
  const [, number, unit, fraction] = match;
  const whole = readNumber(number!.charAt(0).toLowerCase() + number!.slice(1));
  if (unit !== (whole === 1 ? 'peso' : 'pesos')) throw new Error(`peso or pesos: ${text}`);
  if (/\band\b/.test(number!)) throw new Error(`"and" inside the number: ${text}`);
  return whole * 100 + Number(fraction);
}

describe('the amount in words on a receipt (DECISIONS 52)', () => {
  it.each([
    [120_000, 'One thousand two hundred pesos and 00/100'],
    [100, 'One peso and 00/100'],
    [1, 'Zero pesos and 01/100'],
    [0, 'Zero pesos and 00/100'],
    [100_000_000, 'One million pesos and 00/100'],
    [123_456_789, 'One million two hundred thirty-four thousand five hundred sixty-seven pesos and 89/100'],
    [50_050, 'Five hundred pesos and 50/100'],
    [150_050, 'One thousand five hundred pesos and 50/100'],
    [1_100, 'Eleven pesos and 00/100'],
    [2_000, 'Twenty pesos and 00/100'],
    [9_999, 'Ninety-nine pesos and 99/100'],
    [1_001_500, 'Ten thousand fifteen pesos and 00/100'],
    [80_000_000, 'Eight hundred thousand pesos and 00/100'],
    [99_999_999, 'Nine hundred ninety-nine thousand nine hundred ninety-nine pesos and 99/100'],
  ])('writes %i centavos as "%s"', (centavos, words) => {
    expect(pesosInWords(centavos)).toBe(words);
  });

  it('says what ₱1,200.00 is in figures and in words', () => {
    expect(formatPesos(120_000)).toBe('₱1,200.00');
    expect(pesosInWords(120_000)).toBe('One thousand two hundred pesos and 00/100');
  });

  it('writes amounts beyond a million with their scales, largest first', () => {
    expect(pesosInWords(200_000_000_000)).toBe('Two billion pesos and 00/100');
    expect(numberInWords(1_000_001)).toBe('one million one');
    expect(numberInWords(1_002_003_004)).toBe('one billion two million three thousand four');
  });

  it('refuses what is not whole, non-negative centavos', () => {
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => pesosInWords(bad)).toThrow(RangeError);
    }
  });

  it('(the test’s reader refuses what a voucher would not say)', () => {
    expect(readAmount('One thousand two hundred pesos and 00/100')).toBe(120_000);
    for (const wrong of [
      'Ten hundred pesos and 00/100',
      'Thirty four pesos and 00/100',
      'One thousand and two pesos and 00/100',
      'One pesos and 00/100',
      'Two peso and 00/100',
      'one peso and 00/100',
      'Thousand one million pesos and 00/100',
      'Twenty-ten pesos and 00/100',
      'Zero pesos and 1/100',
    ]) {
      expect(() => readAmount(wrong), wrong).toThrow();
    }
  });

  it('reads back to its amount, in the voucher form, for amounts from ₱0.01 to ₱1,000,000.00', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 1, max: 100_000_000 }),
          // Round figures and the edges of each scale, where words are most often wrong.
          fc.integer({ min: 0, max: 1_000 }).map((pesos) => pesos * 100_000),
          fc.constantFrom(1, 99, 100, 101, 1_999, 2_000, 99_999, 100_000, 99_999_999, 100_000_000),
        ),
        (centavos) => {
          const words = pesosInWords(centavos);
          return (
            readAmount(words) === centavos &&
            words.endsWith(`and ${String(centavos % 100).padStart(2, '0')}/100`) &&
            !/ {2}|^ | $/.test(words)
          );
        },
      ),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('reads back for every whole peso from ₱0 to ₱1,000,000 and every centavo fraction', () => {
    // The words of the pesos and the fraction of the centavos are written apart, so these two sweeps
    // together cover each of the 100,000,000 amounts from ₱0.01 to ₱1,000,000.00.
    for (let pesos = 0; pesos <= 1_000_000; pesos += 1) {
      const centavos = pesos * 100 + (pesos % 100);
      if (readAmount(pesosInWords(centavos)) !== centavos) {
        throw new Error(`${centavos} centavos read back as ${readAmount(pesosInWords(centavos))}`);
      }
    }
    for (let fraction = 0; fraction < 100; fraction += 1) {
      expect(pesosInWords(4_200 + fraction)).toBe(
        `Forty-two pesos and ${String(fraction).padStart(2, '0')}/100`,
      );
    }
  }, 120_000);
});

describe('the receipt number (DECISIONS 52)', () => {
  it('is the year of issue and the place in that year, in six digits', () => {
    expect(formatReceiptNumber(2026, 123)).toBe('2026-000123');
    expect(formatReceiptNumber(2026, 1)).toBe('2026-000001');
    expect(formatReceiptNumber(2027, 999_999)).toBe('2027-999999');
  });

  it('keeps counting past six digits rather than wrapping', () => {
    expect(formatReceiptNumber(2026, 1_000_000)).toBe('2026-1000000');
  });
});

describe('the window a receipt’s remaining figure is for', () => {
  it('names the calendar month of the monthly services', () => {
    expect(receiptWindowLabel({ kind: 'month', start: '2026-11-01', end: '2026-11-30' })).toBe(
      'November 2026',
    );
  });

  it('names the membership year of every other service', () => {
    expect(receiptWindowLabel({ kind: 'membershipYear', start: '2026-06-01', end: '2027-05-31' })).toBe(
      'membership year 2026 - 2027',
    );
  });
});
