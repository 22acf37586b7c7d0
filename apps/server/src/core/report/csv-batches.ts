/** The report's CSV (DECISIONS 29) reads its rows here: every row of the set, a batch at a time. */
import type { ReportRow } from '@portal/domain';
import type { Queryable } from '../members.ts';
import type { KeyValues } from './ordering.ts';
import { type RowsRequest, reportRows } from './rows.ts';

/** Every row of the filtered, sorted set, read in keyset batches (the CSV: never all in memory). */
export async function* reportRowBatches(
  db: Queryable,
  req: Omit<RowsRequest, 'limit' | 'after' | 'offset' | 'backward'>,
  size = 1000,
): AsyncGenerator<ReportRow[]> {
  let after: KeyValues | undefined;
  for (;;) {
    const batch = await reportRows(db, { ...req, limit: size, after });
    if (batch.length === 0) return;
    yield batch.map((b) => b.row);
    after = batch[batch.length - 1]!.keys;
    if (batch.length < size) return;
  }
}
