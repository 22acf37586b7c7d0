import { cappedTotal, listCountLimit } from '@portal/domain';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './members.ts';

/** The paging part of every list answer: this page, its size, the total and how many pages (at least 1). */
export function paging<S extends number>(page: number, pageSize: S, total: number) {
  return { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * The total of a list whose count is not kept, counted only so far (the domain's listCountLimit and
 * cappedTotal, issue 29): the rows of `table` matching `where`, up to one past the limit for `page`.
 */
export async function cappedCount(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const limit = listCountLimit(page, pageSize);
  const rows = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('counted');
  const [row] = await db.select({ n: count() }).from(rows);
  return cappedTotal(Number(row?.n ?? 0), limit);
}
