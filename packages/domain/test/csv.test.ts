import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../src/csv.ts';

describe('CSV cells (DECISIONS 29)', () => {
  it("prefixes a text that a spreadsheet would run as a formula with '", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+639171234567')).toBe("'+639171234567");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('leaves numbers as numbers, even negative ones', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1200.5)).toBe('1200.5');
  });

  it('quotes commas, quotes and line breaks; empty for null', () => {
    expect(csvCell('Dela Cruz, Juan')).toBe('"Dela Cruz, Juan"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null, 'Niño'])).toBe('a,1,,Niño\r\n');
  });
});
