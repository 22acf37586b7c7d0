import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPesos, parsePesos, pesos, pesosToCentavos } from '../src/money.ts';

describe('typing an amount in pesos (DECISIONS 2)', () => {
  it.each([
    ['1500', 150_000],
    ['1,500.5', 150_050],
    ['1,500.50', 150_050],
    ['0.01', 1],
    ['0', 0],
    ['12,345,678.90', 1_234_567_890],
    ['  250.75  ', 25_075],
    ['₱1,234.50', 123_450],
  ])('reads %j as %i centavos', (typed, centavos) => {
    expect(parsePesos(typed)).toEqual({ ok: true, centavos });
  });

  it.each([
    '',
    ' ',
    '-1',
    '-0.01',
    'abc',
    'NaN',
    'Infinity',
    '1e3',
    '1E3',
    '1.005',
    '1.',
    '.5',
    '1,50',
    '1,5000',
    '1 500',
    '0x10',
    '+5',
    '99999999999999999999',
  ])('refuses %j', (typed) => {
    expect(parsePesos(typed)).toEqual({ ok: false });
  });
});

describe('showing an amount', () => {
  it('always shows the peso sign, thousands separators and 2 decimals', () => {
    expect(formatPesos(123_450)).toBe('₱1,234.50');
    expect(formatPesos(0)).toBe('₱0.00');
    expect(formatPesos(1)).toBe('₱0.01');
    expect(formatPesos(100_000_000)).toBe('₱1,000,000.00');
    expect(formatPesos(99_999)).toBe('₱999.99');
    expect(formatPesos(-5_000)).toBe('-₱50.00');
  });

  it('builds centavos from pesos', () => {
    expect(pesos(3000)).toBe(300_000);
    expect(pesosToCentavos(0.29)).toBe(29);
    expect(pesosToCentavos(1500.5)).toBe(150_050);
  });

  it('reads back what it shows, for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (centavos) => {
        expect(parsePesos(formatPesos(centavos))).toEqual({ ok: true, centavos });
      }),
    );
  });

  it('reads a plain decimal of whole pesos and centavos exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const typed = `${whole}.${String(cents).padStart(2, '0')}`;
          expect(parsePesos(typed)).toEqual({ ok: true, centavos: whole * 100 + cents });
        },
      ),
    );
  });
});
