/**
 * db/literal.ts quotes strings for the multi-statement messages of the claim path without loading the
 * PostgreSQL driver. Its rule must stay node-postgres' `escapeLiteral` exactly, and PostgreSQL must
 * read every quoted string back as it was (quotes, backslashes, NUL-free control characters, emoji).
 */
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literal } from '../src/db/literal.ts';
import { testServerUrl } from './support.ts';

/** Strings heavy in what quoting must handle; PostgreSQL text holds no NUL. */
const awkward = fc
  .array(
    fc.oneof(
      fc.constantFrom("'", '\\', "\\'", "''", '\n', 'ñ', '😀', 'E', ' '),
      fc.string({ unit: 'grapheme' }),
    ),
  )
  .map((parts) => parts.join('').replaceAll('\0', ''));

describe('literal', () => {
  /** One session (its own standard_conforming_strings) on the run's embedded server; no table needed. */
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: testServerUrl() });
    await db.connect();
  });
  afterAll(() => db?.end());

  it("quotes every string as node-postgres' escapeLiteral does", () => {
    fc.assert(
      fc.property(awkward, (value) => {
        expect(literal(value)).toBe(pg.escapeLiteral(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back as the same text in PostgreSQL, whatever standard_conforming_strings says', async () => {
    const values = fc.sample(awkward, 200);
    for (const conforming of ['on', 'off']) {
      await db.query(`set standard_conforming_strings = ${conforming}`);
      const { rows } = await db.query<{ v: string }>(
        `select v from (values ${values.map((v, i) => `(${i}, ${literal(v)})`).join(', ')}) t(i, v) order by i`,
      );
      expect(rows.map((r) => r.v)).toEqual(values);
    }
  });

  it('writes numbers only when finite, and null and booleans as keywords', () => {
    expect(literal(12.5)).toBe('12.5');
    expect(literal(null)).toBe('null');
    expect(literal(true)).toBe('true');
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal(Number.POSITIVE_INFINITY)).toThrow();
  });
});
