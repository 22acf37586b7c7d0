/**
 * The report table's sorts (DECISIONS 27) in index order, and keyset paging on them: a page is the rows
 * after (or before) the last one shown, compared on the sort's keys as a row value.
 */
import type { ReportSort } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { memberClaimTotals, members } from '../../db/schema/index.ts';

const m = members;
const t = memberClaimTotals;

type KeyType = 'text' | 'date' | 'bigint';
export type SortSpec = { keys: { expr: SQL; type: KeyType }[]; desc: boolean };

const textKey = (expr: SQL) => ({ expr: sql`${expr} collate "C"`, type: 'text' as const });

/** The sort keys of DECISIONS 27 in index order; the last is always the reference number. */
export function sortSpec(sort: ReportSort): SortSpec {
  const mRef = textKey(sql`${m.referenceNumber}`);
  const tRef = textKey(sql`${t.referenceNumber}`);
  switch (sort) {
    case 'name_asc':
    case 'name_desc':
      return {
        desc: sort === 'name_desc',
        keys: [
          textKey(sql`lower(${m.lastName})`),
          textKey(sql`lower(${m.firstName})`),
          textKey(sql`lower(${m.middleName})`),
          mRef,
        ],
      };
    case 'latest_claim':
      return {
        desc: true,
        keys: [{ expr: sql`coalesce(${t.latestClaimDate}, '0001-01-01'::date)`, type: 'date' }, tRef],
      };
    case 'claims_asc':
    case 'claims_desc':
      return {
        desc: sort === 'claims_desc',
        keys: [
          { expr: sql`${t.totalClaimedCentavos}`, type: 'bigint' },
          { expr: sql`${t.claimsCount}`, type: 'bigint' },
          tRef,
        ],
      };
    case 'expiry_asc':
    case 'expiry_desc':
      return { desc: sort === 'expiry_desc', keys: [{ expr: sql`${m.expiryDate}`, type: 'date' }, mRef] };
    case 'registered_asc':
    case 'registered_desc':
      return {
        desc: sort === 'registered_desc',
        keys: [{ expr: sql`${m.registrationDate}`, type: 'date' }, mRef],
      };
  }
}

/** The sort's keys on member_claim_totals alone (not for the name sorts): its copies of the members' columns. */
export function totalsSortSpec(sort: ReportSort): SortSpec | null {
  const tRef = textKey(sql`${t.referenceNumber}`);
  switch (sort) {
    case 'name_asc':
    case 'name_desc':
      return null;
    case 'expiry_asc':
    case 'expiry_desc':
      return { desc: sort === 'expiry_desc', keys: [{ expr: sql`${t.expiryDate}`, type: 'date' }, tRef] };
    case 'registered_asc':
    case 'registered_desc':
      return {
        desc: sort === 'registered_desc',
        keys: [{ expr: sql`${t.registrationDate}`, type: 'date' }, tRef],
      };
    default:
      return sortSpec(sort);
  }
}

/** A row's sort key values, as SQL gave them (strings and numbers). */
export type KeyValues = (string | number)[];

function param(value: string | number, type: KeyType): SQL {
  if (type === 'date') return sql`${String(value)}::date`;
  if (type === 'bigint') return sql`${Number(value)}::bigint`;
  return sql`${String(value)}::text collate "C"`;
}

/** Rows after (`forward`) or before the given keys, in the sort's order (or its reverse). */
export function keysetCondition(spec: SortSpec, after: KeyValues, forward: boolean): SQL {
  const left = sql.join(
    spec.keys.map((k) => k.expr),
    sql`, `,
  );
  const right = sql.join(
    spec.keys.map((k, i) => param(after[i]!, k.type)),
    sql`, `,
  );
  // Ascending read forward, or descending read backward: the keys that come after are greater.
  const greater = spec.desc !== forward;
  return greater ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}

export function orderBy(spec: SortSpec, forward: boolean): SQL {
  const dir = spec.desc === forward ? sql`desc` : sql`asc`;
  return sql.join(
    spec.keys.map((k) => sql`${k.expr} ${dir}`),
    sql`, `,
  );
}

/** The sort's keys as columns k0, k1, … of a select. */
export const keyColumnsOf = (spec: SortSpec) =>
  sql.join(
    spec.keys.map((k, i) => sql`${k.expr} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );

/** The same keys read back from a subquery `s` (k0, k1, …). */
export const outerSpec = (spec: SortSpec): SortSpec => ({
  desc: spec.desc,
  keys: spec.keys.map((k, i) => ({
    expr: sql.raw(k.type === 'text' ? `s.k${i} collate "C"` : `s.k${i}`),
    type: k.type,
  })),
});

export const dateText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

/** The sort keys of a row read back (columns k0, k1, …), typed as the cursor carries them. */
export const keysOf = (spec: SortSpec, raw: Record<string, unknown>): KeyValues =>
  spec.keys.map((k, i) => {
    const v = raw[`k${i}`] as string | number;
    return k.type === 'date' ? dateText(v)! : k.type === 'bigint' ? Number(v) : String(v);
  });
