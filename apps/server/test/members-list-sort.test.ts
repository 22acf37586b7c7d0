/** Registered Members' table view (issue 23 item 6): GET /api/members?sort=, sorted by the server. */
import {
  addDays,
  addYears,
  compareMemberListRows,
  idNumberKey,
  MEMBER_LIST_SORTS,
  type MemberListSort,
  place,
} from '@portal/domain';
import { isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/index.ts';
import type { Json } from './members-support.ts';
import { today } from './members-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

const [B1, B2] = [place.barangays[0]!, place.barangays[1]!];

describe.each(backends)('members list sorts on $name', (backend) => {
  const t = useTestApp(backend);
  let admin: TestAdmin;
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/members${query}`, headers: { cookie: admin.cookie } });
  const list = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return res.json<Json>();
  };
  /** Every page of a query, in order: the reference numbers. */
  const allPages = async (query: string) => {
    const refs: string[] = [];
    for (let page = 1; ; page++) {
      const body = await list(`${query}&page=${page}`);
      refs.push(...body.members.map((m: Json) => m.referenceNumber as string));
      if (page >= body.totalPages) return refs;
    }
  };

  /**
   * 34 members: 30 on distinct dates and names (some lower-cased), 4 alike in name (but for case)
   * and in both dates whose reference numbers were inserted out of order, and 1 archived.
   */
  beforeAll(async () => {
    admin = await t.approvedAdmin();
    const base = addDays(today(), -200);
    const row = (i: number, over: Partial<typeof members.$inferInsert> = {}) => {
      const registrationDate = addDays(base, (i * 7) % 30);
      return {
        idNumber: `SORT-${i}`,
        idNumberKey: idNumberKey(`SORT-${i}`),
        referenceNumber: `REF-20250101-000000-${String((i * 13) % 100).padStart(4, '0')}`,
        firstName: ['Ana', 'juan', 'Pedro'][i % 3]!,
        lastName: `${i % 2 ? 'dela' : 'Dela'} Cruz ${String.fromCharCode(65 + ((i * 11) % 26))}`,
        middleName: 'Reyes',
        barangay: i % 2 ? B1 : B2,
        completeAddress: 'x',
        dob: addDays('1970-01-01', i),
        registrationDate,
        expiryDate: addYears(registrationDate, 3),
        ...over,
      };
    };
    const alike = (i: number, ref: string, lastName: string) =>
      row(i, {
        referenceNumber: ref,
        lastName,
        firstName: 'Tie',
        middleName: 'Same',
        registrationDate: base,
        expiryDate: addYears(base, 3),
      });
    await t.app.ctx.db
      .insert(members)
      .values([
        ...Array.from({ length: 30 }, (_, i) => row(i)),
        alike(40, 'REF-20250101-000000-9003', 'Tie'),
        alike(41, 'REF-20250101-000000-9001', 'TIE'),
        alike(42, 'REF-20250101-000000-9004', 'tie'),
        alike(43, 'REF-20250101-000000-9002', 'Tie'),
        row(50, { referenceNumber: 'REF-20250101-000000-5000', archivedAt: new Date() }),
      ]);
  });

  /** The order the domain gives the non-archived members: what every page of a sort must follow. */
  const expected = async (sort: MemberListSort, barangay?: string) => {
    const rows = await t.app.ctx.db.select().from(members).where(isNull(members.archivedAt));
    return rows
      .filter((r) => !barangay || r.barangay === barangay)
      .sort((a, b) => compareMemberListRows(sort, a, b))
      .map((r) => r.referenceNumber);
  };

  it('sorts every page by each sort as the domain orders them, the archived left out', async () => {
    for (const sort of MEMBER_LIST_SORTS) {
      const refs = await allPages(`?sort=${sort}`);
      expect(refs, sort).toHaveLength(34);
      expect(refs, sort).toEqual(await expected(sort));
    }
  });

  it('breaks ties on the reference number in the sort’s direction', async () => {
    const tied = [
      'REF-20250101-000000-9001',
      'REF-20250101-000000-9002',
      'REF-20250101-000000-9003',
      'REF-20250101-000000-9004',
    ];
    const only = (refs: string[]) => refs.filter((ref) => tied.includes(ref));
    for (const sort of ['name_asc', 'registered_asc', 'expiry_asc'] as const) {
      expect(only(await allPages(`?sort=${sort}`)), sort).toEqual(tied);
    }
    for (const sort of ['name_desc', 'registered_desc', 'expiry_desc'] as const) {
      expect(only(await allPages(`?sort=${sort}`)), sort).toEqual([...tied].reverse());
    }
    // The four share a name but for its case: together in the name sort, one after the other.
    const byName = await allPages('?sort=name_desc');
    const at = byName.indexOf('REF-20250101-000000-9004');
    expect(byName.slice(at, at + 4)).toEqual([...tied].reverse());
  });

  it('keeps the sort with the filters and the search', async () => {
    expect(await allPages(`?sort=name_asc&barangay=${encodeURIComponent(B1)}`)).toEqual(
      await expected('name_asc', B1),
    );
    expect(await allPages(`?sort=expiry_desc&barangay=${encodeURIComponent(B2)}`)).toEqual(
      await expected('expiry_desc', B2),
    );
    const ties = await list('?sort=reference_desc&search=tie%20same');
    expect(ties.members.map((m: Json) => m.referenceNumber)).toEqual([
      'REF-20250101-000000-9004',
      'REF-20250101-000000-9003',
      'REF-20250101-000000-9002',
      'REF-20250101-000000-9001',
    ]);
    // The table shows the name last name first, as the name sort reads it.
    expect(ties.members[0]).toMatchObject({ nameLastFirst: 'tie, Tie Same', fullName: 'Tie Same tie' });
  });

  it('keeps the newest registration first without a sort', async () => {
    const dates = (await list('?page=1')).members.map((m: Json) => m.registrationDate as string);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers 400 for a sort it does not know', async () => {
    for (const sort of ['latest_claim', 'name', 'NAME_ASC', 'name_asc,expiry_desc', '']) {
      const res = await get(`?sort=${encodeURIComponent(sort)}`);
      expect(res.statusCode, sort).toBe(400);
      expect(res.json<ErrorJson>().error.code).toBe('INVALID_INPUT');
    }
  });
});
