/**
 * The bytes of a binary COPY of the export's tuples (PostgreSQL) become INSERT batches: every row
 * exactly once, in order, joined by ',\n', at most STATEMENT_ROWS rows a batch, however the
 * connection cuts the stream into chunks.
 */
import { describe, expect, it } from 'vitest';
import { STATEMENT_BYTES, STATEMENT_ROWS, tuplesOfBinaryCopy } from '../src/features/export/sql-export.ts';

/** A binary COPY of one text column: header, a row per value, trailer. */
function binaryCopy(values: string[]): Buffer {
  const parts = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const value of values) {
    const bytes = Buffer.from(value, 'utf8');
    const head = Buffer.alloc(6);
    head.writeInt16BE(1, 0);
    head.writeInt32BE(bytes.length, 2);
    parts.push(head, bytes);
  }
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1, 0);
  parts.push(trailer);
  return Buffer.concat(parts);
}

async function* inChunks(bytes: Buffer, sizes: number[]): AsyncGenerator<Buffer> {
  for (let i = 0, n = 0; i < bytes.length; n += 1) {
    const size = sizes[n % sizes.length]!;
    yield bytes.subarray(i, i + size);
    i += size;
  }
}

async function batchesOf(bytes: Buffer, sizes: number[]) {
  const out: { n: number; text: string }[] = [];
  for await (const batch of tuplesOfBinaryCopy(inChunks(bytes, sizes))) {
    out.push({ n: batch.n, text: Buffer.concat(batch.values as Buffer[]).toString('utf8') });
  }
  return out;
}

describe('binary COPY to INSERT batches', () => {
  const values = Array.from({ length: STATEMENT_ROWS * 2 + 17 }, (_, i) =>
    i === 3
      ? `('${'x'.repeat(200_000)}')` // longer than a buffer
      : `('${i}', E'O''Brien \\\\ ñ 😀\nline', NULL)`,
  );
  const bytes = binaryCopy(values);

  it.each([[[1]], [[7, 3, 65_536]], [[65_536]], [[bytes.length]]])(
    'chunks of %j bytes give every row once, in order, in bounded batches',
    async (sizes) => {
      const batches = await batchesOf(bytes, sizes);
      expect(batches.reduce((sum, b) => sum + b.n, 0)).toBe(values.length);
      expect(batches.map((b) => b.text).join(',\n')).toBe(values.join(',\n'));
      for (const batch of batches) {
        expect(batch.n).toBeLessThanOrEqual(STATEMENT_ROWS);
        expect(batch.text.split(',\n(').length).toBe(batch.n);
        // A batch closes once it reaches the byte bound: at most one row over it.
        expect(Buffer.byteLength(batch.text)).toBeLessThan(STATEMENT_BYTES + 200_010);
      }
    },
  );

  it('no rows, no batch', async () => {
    expect(await batchesOf(binaryCopy([]), [5])).toEqual([]);
  });

  it('a NULL tuple or a stream without its trailer is an error, never a silent gap', async () => {
    const bad = binaryCopy(['(1)']);
    bad.writeInt32BE(-1, 21); // the first row's length
    await expect(batchesOf(bad, [bad.length])).rejects.toThrow(/unexpected row/);
    const cut = binaryCopy(['(1)', '(2)']);
    await expect(batchesOf(cut.subarray(0, cut.length - 2), [4])).rejects.toThrow(/without its trailer/);
  });
});
