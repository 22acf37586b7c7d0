import { addDays, addYears, idNumberKey, place } from '@portal/domain';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/index.ts';
import type { Json } from './members-support.ts';
import { today } from './members-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

const [B1, B2] = [place.barangays[0]!, place.barangays[1]!];

describe.each(backends)('members list on $name', (backend) => {
  const t = useTestApp(backend);
  let admin: TestAdmin;
  const list = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/members${query}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json<Json>();
  };

  /** 40 members: 0–19 in B1 registered on consecutive days back from today, 20–39 in B2 a year earlier. */
  beforeAll(async () => {
    admin = await t.approvedAdmin();
    const rows = Array.from({ length: 40 }, (_, i) => {
      const registrationDate = i < 20 ? addDays(today(), -i) : addDays(addYears(today(), -1), -(i - 20));
      return {
        idNumber: `LIST-${String(i).padStart(3, '0')}`,
        idNumberKey: idNumberKey(`LIST-${String(i).padStart(3, '0')}`),
        referenceNumber: `REF-20240101-000000-${String(i).padStart(4, '0')}`,
        firstName: i === 7 ? 'Josefina' : 'Juan',
        lastName: i === 7 ? 'Magbanua' : `Santos${i}`,
        middleName: 'Cruz',
        barangay: i < 20 ? B1 : B2,
        completeAddress: 'x',
        dob: '1970-01-01',
        registrationDate,
        expiryDate: addYears(registrationDate, 3),
        idPictureKey: i === 0 ? 'members/id_pictures/123_p.png' : null,
      };
    });
    await t.app.ctx.db.insert(members).values(rows);
  });

  it('pages 15 at a time, newest registration first, with the total', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 1, pageSize: 15, total: 40, totalPages: 3 });
    expect(first.members).toHaveLength(15);
    expect(first.members[0]).toMatchObject({
      idNumber: 'LIST-000',
      fullName: 'Juan Cruz Santos0',
      status: 'Active',
      barangay: B1,
    });
    expect(first.members[0].photoUrl).toMatch(/^\/api\/members\/.+\/images\/id-picture\?v=123$/);
    expect(first.members[1].photoUrl).toBeNull();
    const dates = first.members.map((m: Json) => m.registrationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const third = await list('?page=3');
    expect(third.members).toHaveLength(10);
    expect(third.members.at(-1).idNumber).toBe('LIST-039');
    expect((await list('?page=9')).members).toHaveLength(0);
  });

  it('searches by name words and ID number, case-insensitively', async () => {
    expect((await list('?search=magbanua')).members.map((m: Json) => m.idNumber)).toEqual(['LIST-007']);
    expect((await list('?search=JOSEFINA%20magb')).total).toBe(1);
    expect((await list('?search=list-03')).total).toBe(10);
    expect((await list('?search=santos1')).total).toBe(11);
    expect((await list('?search=nobody')).total).toBe(0);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('filters by barangay, registration year and month', async () => {
    expect((await list(`?barangay=${encodeURIComponent(B2)}`)).total).toBe(20);
    const lastYear = Number(addYears(today(), -1).slice(0, 4));
    const byYear = await list(`?year=${lastYear}`);
    expect(byYear.members.every((m: Json) => m.registrationDate.startsWith(String(lastYear)))).toBe(true);
    const month = Number(today().slice(5, 7));
    const byMonth = await list(
      `?year=${today().slice(0, 4)}&month=${month}&barangay=${encodeURIComponent(B1)}`,
    );
    expect(byMonth.total).toBeGreaterThan(0);
    expect(byMonth.members.every((m: Json) => m.registrationDate.slice(0, 7) === today().slice(0, 7))).toBe(
      true,
    );
    const years = await t.app.inject({
      method: 'GET',
      url: '/api/members/registration-years',
      headers: { cookie: admin.cookie },
    });
    const expected = [
      ...new Set(
        [today(), addYears(today(), -1), addDays(addYears(today(), -1), -19)].map((d) =>
          Number(d.slice(0, 4)),
        ),
      ),
    ]
      .sort()
      .reverse();
    expect(years.json()).toEqual({ years: expected });
  });

  it('filters by registration month alone: that month of every year, list and total alike', async () => {
    const month = Number(today().slice(5, 7));
    const dates = Array.from({ length: 40 }, (_, i) =>
      i < 20 ? addDays(today(), -i) : addDays(addYears(today(), -1), -(i - 20)),
    );
    const expected = dates.filter((d) => Number(d.slice(5, 7)) === month).length;
    const byMonth = await list(`?month=${month}`);
    expect(byMonth.total).toBe(expected);
    expect(byMonth.total).toBeGreaterThan(0);
    expect(byMonth.members.every((m: Json) => Number(m.registrationDate.slice(5, 7)) === month)).toBe(true);
    // The same through the counted path with a barangay, and the searched path.
    // Members of last year are in it too (today's month a year ago, all in B2).
    const inB2 = dates.filter((d, i) => i >= 20 && Number(d.slice(5, 7)) === month).length;
    expect(inB2).toBeGreaterThan(0);
    expect((await list(`?month=${month}&barangay=${encodeURIComponent(B2)}`)).total).toBe(inB2);
    expect((await list(`?month=${month}&search=juan`)).total).toBe(
      dates.filter((d, i) => i !== 7 && Number(d.slice(5, 7)) === month).length,
    );
    const other = (month % 12) + 1;
    expect((await list(`?month=${other}`)).total).toBe(
      dates.filter((d) => Number(d.slice(5, 7)) === other).length,
    );
  });

  it('keeps the totals right through archive, restore, a barangay change and deletion', async () => {
    const db = t.app.ctx.db;
    const totals = async () => [
      (await list()).total,
      (await list(`?barangay=${encodeURIComponent(B1)}`)).total,
    ];
    expect(await totals()).toEqual([40, 20]);
    await db.update(members).set({ archivedAt: new Date() }).where(eq(members.idNumber, 'LIST-001'));
    expect(await totals()).toEqual([39, 19]);
    await db.update(members).set({ archivedAt: null }).where(eq(members.idNumber, 'LIST-001'));
    expect(await totals()).toEqual([40, 20]);
    await db.update(members).set({ barangay: B2 }).where(eq(members.idNumber, 'LIST-002'));
    expect(await totals()).toEqual([40, 19]);
    await db.delete(members).where(eq(members.idNumber, 'LIST-002'));
    expect(await totals()).toEqual([39, 19]);
    const searched = await list(`?search=list-0&barangay=${encodeURIComponent(B1)}`);
    expect(searched.total).toBe(19);
  });

  it('lists only registration years that still have members in the list', async () => {
    const years = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/members/registration-years',
          headers: { cookie: admin.cookie },
        })
      ).json<{ years: number[] }>().years;
    await t.app.ctx.db.insert(members).values({
      idNumber: 'LIST-2001',
      idNumberKey: idNumberKey('LIST-2001'),
      referenceNumber: 'REF-20010505-000000-0001',
      firstName: 'Old',
      lastName: 'Timer',
      middleName: 'Cruz',
      barangay: B1,
      completeAddress: 'x',
      dob: '1950-01-01',
      registrationDate: '2001-05-05',
      expiryDate: '2004-05-05',
    });
    expect(await years()).toContain(2001);
    await t.app.ctx.db
      .update(members)
      .set({ archivedAt: new Date() })
      .where(eq(members.idNumber, 'LIST-2001'));
    expect(await years()).not.toContain(2001);
    await t.app.ctx.db.delete(members).where(eq(members.idNumber, 'LIST-2001'));
  });

  it('answers 400 for bad query values', async () => {
    for (const query of ['?page=0', '?page=abc', '?month=13', '?year=abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/members${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorJson>().error.code).toBe('INVALID_INPUT');
    }
  });

  it('counts a search up to 1,000 matches, and past it pages on while there are more (issue 29)', async () => {
    const before = (await list()).total;
    const registrationDate = addDays(today(), -400);
    const rows = Array.from({ length: 1010 }, (_, i) => ({
      idNumber: `CAP-${String(i).padStart(4, '0')}`,
      idNumberKey: idNumberKey(`CAP-${String(i).padStart(4, '0')}`),
      referenceNumber: `REF-20230101-000000-${String(i).padStart(4, '0')}`,
      firstName: 'Capped',
      lastName: `Broad${i}`,
      middleName: 'Search',
      barangay: B2,
      completeAddress: 'x',
      dob: '1970-01-01',
      registrationDate,
      expiryDate: addYears(registrationDate, 3),
    }));
    await t.app.ctx.db.insert(members).values(rows);
    try {
      const first = await list('?search=capped');
      expect(first).toMatchObject({ page: 1, total: 1000, totalPages: 67, totalCapped: true });
      expect(first.members).toHaveLength(15);
      // The count goes on to the end of a page past the limit, so Next is known there too.
      expect(await list('?search=capped&page=67')).toMatchObject({
        total: 1005,
        totalPages: 67,
        totalCapped: true,
      });
      const last = await list('?search=capped&page=68');
      expect(last).toMatchObject({ total: 1010, totalPages: 68, totalCapped: false });
      expect(last.members).toHaveLength(5);
      expect((await list('?search=capped&page=69')).members).toHaveLength(0);
      // Narrower searches and lists without a search count exactly.
      expect(await list('?search=capped%20broad10')).toMatchObject({ total: 21, totalCapped: false });
      expect(await list('?search=cap-100')).toMatchObject({ total: 10, totalCapped: false });
      expect(await list()).toMatchObject({ total: before + 1010, totalCapped: false });
    } finally {
      await t.app.ctx.db.delete(members).where(like(members.idNumber, 'CAP-%'));
    }
  });
});
