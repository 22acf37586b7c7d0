/**
 * The receipt's amount in words and its window in Filipino (issue 26, DECISIONS 52): the voucher's
 * form of receipts.ts in Filipino words, read back by a reader of its own.
 */
import { describe, expect, it } from 'vitest';
import { numberInWordsFil, pesosInWordsFil, receiptWindowLabelFil } from '../src/index.ts';
import { receiptWindowLabel } from '../src/receipts.ts';

const UNITS: Record<string, number> = {
  isa: 1,
  dalawa: 2,
  tatlo: 3,
  apat: 4,
  lima: 5,
  anim: 6,
  pito: 7,
  walo: 8,
  siyam: 9,
  sampu: 10,
  'labing-isa': 11,
  labindalawa: 12,
  labintatlo: 13,
  'labing-apat': 14,
  labinlima: 15,
  'labing-anim': 16,
  labimpito: 17,
  labingwalo: 18,
  labinsiyam: 19,
  dalawampu: 20,
  tatlumpu: 30,
  apatnapu: 40,
  limampu: 50,
  animnapu: 60,
  pitumpu: 70,
  walumpu: 80,
  siyamnapu: 90,
};
const SCALES: Record<string, number> = { libo: 1e3, milyon: 1e6, bilyon: 1e9, trilyon: 1e12 };

/** A Filipino voucher amount back to centavos; throws on a word it does not know or a wrong linker. */
function readAmount(words: string): number {
  const match = /^(.+) piso at (\d\d)\/100$/.exec(words);
  if (!match) throw new Error(`Not a voucher amount: ${words}`);
  const text = match[1]!.charAt(0).toLowerCase() + match[1]!.slice(1);
  if (text === 'sero') return Number(match[2]);
  let total = 0;
  let current = 0;
  const known = (word: string) =>
    UNITS[word] !== undefined || word in SCALES || word === 'daan' || word === 'raan';
  const tokens = `${text} piso`.split(' ');
  tokens.slice(0, -1).forEach((token, i) => {
    if (token === 'at' || token === 'na') return;
    const next = tokens[i + 1];
    // A number joins what it counts with the linker: -ng after a vowel, -g after n, na after
    // another consonant; none before 'at', nor in "dalawampu't isa".
    let base: string;
    if (token.endsWith("'t")) base = token.slice(0, -2);
    else if (next === 'at') base = token;
    // A thousand, a million… ends its group: the next group is not what it counts.
    else if (token in SCALES && next !== 'piso') base = token;
    else if (next === 'na') {
      base = token;
      if (/[aeiou]$|n$/.test(base)) throw new Error(`'na' after a vowel or n: ${words}`);
    } else if (/ng$/.test(token) && token.slice(0, -1).endsWith('n') && known(token.slice(0, -1))) {
      base = token.slice(0, -1);
    } else if (/[aeiou]ng$/.test(token)) base = token.slice(0, -2);
    else throw new Error(`No linker after '${token}': ${words}`);
    if (base === 'daan' || base === 'raan') {
      if (base !== (tokens[i - 1] === 'na' ? 'raan' : 'daan')) throw new Error(`daan/raan: ${words}`);
      current *= 100;
      return;
    }
    const scale = SCALES[base];
    const unit = UNITS[base];
    if (scale !== undefined) {
      total += current * scale;
      current = 0;
    } else if (unit !== undefined) current += unit;
    else throw new Error(`Unknown word '${base}' in ${words}`);
  });
  return (total + current) * 100 + Number(match[2]);
}

describe('the amount in Filipino words (DECISIONS 52)', () => {
  it('writes amounts as Filipino vouchers do', () => {
    for (const [centavos, words] of [
      [125_000, 'Isang libo dalawang daan at limampung piso at 00/100'],
      [100, 'Isang piso at 00/100'],
      [50, 'Sero piso at 50/100'],
      [1_400, 'Labing-apat na piso at 00/100'],
      [2_175, "Dalawampu't isang piso at 75/100"],
      [40_000, 'Apat na raang piso at 00/100'],
      [100_000, 'Isang libong piso at 00/100'],
      [100_500, 'Isang libo at limang piso at 00/100'],
      [12_500_000, "Isang daan at dalawampu't limang libong piso at 00/100"],
      [200_000_000, 'Dalawang milyong piso at 00/100'],
      [
        123_456_789,
        "Isang milyon dalawang daan at tatlumpu't apat na libo limang daan at animnapu't pitong piso at 89/100",
      ],
    ] as const) {
      expect(pesosInWordsFil(centavos)).toBe(words);
    }
    expect(numberInWordsFil(1_000_001)).toBe('isang milyon at isa');
  });

  it('refuses what is not whole, non-negative centavos', () => {
    for (const bad of [-1, 0.5, Number.NaN, 2 ** 53]) expect(() => pesosInWordsFil(bad)).toThrow(RangeError);
  });

  it('(the reader refuses a wrong linker or word)', () => {
    expect(readAmount('Isang libo dalawang daan at limampung piso at 00/100')).toBe(125_000);
    for (const wrong of [
      'Isa libong piso at 00/100',
      'Apatng piso at 00/100',
      'Apat na daang piso at 00/100',
      'Isang raang piso at 00/100',
      'Sampo piso at 00/100',
      'Isang piso at 1/100',
    ]) {
      expect(() => readAmount(wrong), wrong).toThrow();
    }
  });

  it('reads back for every whole peso from ₱0 to ₱1,000,000 and at each scale', () => {
    for (let pesos = 0; pesos <= 1_000_000; pesos += 1) {
      const centavos = pesos * 100 + (pesos % 100);
      const words = pesosInWordsFil(centavos);
      if (readAmount(words) !== centavos || / {2}/.test(words)) {
        throw new Error(`${centavos} centavos read back as ${readAmount(words)}: ${words}`);
      }
    }
    for (const centavos of [100_000_000_00, 999_999_999_99, 1_000_000_000_000_00, 2 ** 53 - 1]) {
      expect(readAmount(pesosInWordsFil(centavos))).toBe(centavos);
    }
  }, 120_000);
});

describe('the window of a receipt’s remaining figure in Filipino', () => {
  it('names the month through Intl and the membership year from the catalogue', () => {
    expect(receiptWindowLabelFil({ kind: 'month', start: '2026-11-01', end: '2026-11-30' })).toBe(
      'Nobyembre 2026',
    );
    const year = { kind: 'membershipYear', start: '2026-06-01', end: '2027-05-31' } as const;
    expect(receiptWindowLabelFil(year)).toBe('taon ng membership 2026 - 2027');
    expect(receiptWindowLabel(year)).toBe('membership year 2026 - 2027');
  });
});
