/**
 * Find a member in one step (issue 23 item 1): GET /api/members/find, and Registered Members' search
 * finding reference numbers, 'Last, First' and ID numbers by their key.
 */
import { addYears, idNumberKey, place, qrPayloadJson, qrPayloadUrl } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/index.ts';
import { type Json, today } from './members-support.ts';
import { backends, TEST_PUBLIC_URL, type TestAdmin, useTestApp } from './support.ts';

const ref = (n: number) => `REF-20240301-101500-${String(n).padStart(4, '0')}`;

/** A member row as the registration writes it (its key from the domain). */
function row(
  n: number,
  names: { firstName: string; lastName: string; middleName?: string },
  idNumber: string,
) {
  const registrationDate = today();
  return {
    idNumber,
    idNumberKey: idNumberKey(idNumber),
    referenceNumber: ref(n),
    firstName: names.firstName,
    lastName: names.lastName,
    middleName: names.middleName ?? 'Reyes',
    barangay: place.barangays[0]!,
    completeAddress: 'x',
    dob: '1970-01-01',
    registrationDate,
    expiryDate: addYears(registrationDate, 3),
  };
}

describe.each(backends)('finding a member in one step on $name', (backend) => {
  const t = useTestApp(backend);
  let admin: TestAdmin;
  const ids: Record<string, string> = {};

  const find = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/members/find?q=${encodeURIComponent(q)}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Json>();
  };
  const list = async (search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/members?search=${encodeURIComponent(search)}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Json>();
  };
  const names = (members: Json[]) => members.map((m) => m.fullName);

  beforeAll(async () => {
    admin = await t.approvedAdmin();
    const rows = [
      row(1, { firstName: 'Juan', lastName: 'Mendoza', middleName: 'Santos' }, 'ID-12 345'),
      row(2, { firstName: 'Maria', lastName: 'Mendoza' }, 'PH.2020/0002'),
      row(3, { firstName: 'Juan', lastName: 'Dela Cruz' }, 'DC-0003'),
      row(4, { firstName: 'Pedro', lastName: 'Archivado' }, 'ARC-0004'),
      // Ten Bautistas: more than the find box lists.
      ...Array.from({ length: 10 }, (_, i) =>
        row(10 + i, { firstName: `Ana${'abcdefghij'[i]}`, lastName: 'Bautista' }, `BAU-${i}`),
      ),
    ];
    const inserted = await t.app.ctx.db
      .insert(members)
      .values(rows)
      .returning({ id: members.id, ref: members.referenceNumber });
    for (const r of inserted) ids[r.ref] = r.id;
    await t.app.ctx.db
      .update(members)
      .set({ archivedAt: new Date() })
      .where(eq(members.referenceNumber, ref(4)));
  });

  describe('what opens a profile at once (exact)', () => {
    it('is the member of a scanned QR code: its link or its JSON payload, and nothing is listed', async () => {
      for (const payload of [
        qrPayloadUrl(TEST_PUBLIC_URL, ref(1)),
        qrPayloadUrl('http://192.168.1.20:3000', ref(1)),
        qrPayloadJson(ref(1), ids[ref(1)]!),
      ]) {
        const found = await find(payload);
        expect(found.exact).toEqual({
          id: ids[ref(1)],
          fullName: 'Juan Santos Mendoza',
          referenceNumber: ref(1),
          idNumber: 'ID-12 345',
          barangay: place.barangays[0],
          status: 'Active',
          archived: false,
        });
        expect(found.matches).toEqual([]);
        expect(found.more).toBe(false);
      }
    });

    it('is a whole reference number, typed in any letter case', async () => {
      const found = await find(` ${ref(2).toLowerCase()} `);
      expect(found.exact.id).toBe(ids[ref(2)]);
      expect(names(found.matches)).toEqual(['Maria Reyes Mendoza']);
    });

    it('is a whole ID number compared on its key, however it is written (DECISIONS 40)', async () => {
      for (const typed of ['ID-12 345', 'id12345', 'ＩＤ－１２３４５', 'id.12/345']) {
        expect((await find(typed)).exact?.id, typed).toBe(ids[ref(1)]);
      }
      expect((await find('ph20200002')).exact?.id).toBe(ids[ref(2)]);
    });

    it('includes an archived member, marked as archived, who is never listed', async () => {
      const byRef = await find(ref(4));
      expect(byRef.exact).toMatchObject({ id: ids[ref(4)], archived: true });
      expect(byRef.matches).toEqual([]);
      expect((await find('ARC 0004')).exact).toMatchObject({ id: ids[ref(4)], archived: true });
      expect((await find('Archivado')).matches).toEqual([]);
    });

    it('is nobody for a QR code of an unknown member, another QR code, part of a number or a name', async () => {
      expect(await find(qrPayloadUrl(TEST_PUBLIC_URL, 'REF-20200101-000000-0000'))).toEqual({
        exact: null,
        matches: [],
        more: false,
      });
      expect(await find('https://example.com/product/123')).toEqual({
        exact: null,
        matches: [],
        more: false,
      });
      expect((await find('REF-20240301')).exact).toBeNull();
      expect((await find('12 34')).exact).toBeNull();
      expect((await find('Juan Mendoza')).exact).toBeNull();
    });
  });

  describe('what is listed as you type', () => {
    it('finds a name in any word order, "Last, First" too, by last, first and middle name', async () => {
      for (const typed of ['Mendoza, Juan', 'juan mendoza', 'MENDOZA juan', 'mend, ju']) {
        expect(names((await find(typed)).matches), typed).toEqual(['Juan Santos Mendoza']);
      }
      expect(names((await find('mendoza')).matches)).toEqual(['Juan Santos Mendoza', 'Maria Reyes Mendoza']);
      expect(names((await find('juan')).matches)).toEqual(['Juan Reyes Dela Cruz', 'Juan Santos Mendoza']);
      expect(names((await find('Dela Cruz, Juan')).matches)).toEqual(['Juan Reyes Dela Cruz']);
    });

    it('finds part of a reference number and part of an ID number, by its key too', async () => {
      const byRef = await find('REF-20240301-101500-000');
      expect(byRef.matches.map((m: Json) => m.referenceNumber)).toEqual([ref(3), ref(1), ref(2)]);
      expect(names((await find('12 345')).matches)).toEqual(['Juan Santos Mendoza']);
      expect(names((await find('id1234')).matches)).toEqual(['Juan Santos Mendoza']);
      expect(names((await find('PH-2020')).matches)).toEqual(['Maria Reyes Mendoza']);
    });

    it('lists at most 8 members and says when more match', async () => {
      const found = await find('bautista');
      expect(found.matches).toHaveLength(8);
      expect(found.more).toBe(true);
      expect(names(found.matches)).toEqual(Array.from('abcdefgh', (letter) => `Ana${letter} Reyes Bautista`));
      expect((await find('bautista anaj')).more).toBe(false);
    });

    it('lists nothing for an empty text, nobody, or LIKE wildcards', async () => {
      expect(await find('')).toEqual({ exact: null, matches: [], more: false });
      expect(await find(' , ')).toEqual({ exact: null, matches: [], more: false });
      expect((await find('nobody-has-this-name')).matches).toEqual([]);
      expect((await find('%')).matches).toEqual([]);
      expect((await find('_')).matches).toEqual([]);
    });

    it('refuses a text longer than 200 characters', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/members/find?q=${'a'.repeat(201)}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe("Registered Members' search", () => {
    it('finds reference numbers, whole or in part', async () => {
      expect(names((await list(ref(3))).members)).toEqual(['Juan Reyes Dela Cruz']);
      expect(names((await list(ref(3).toLowerCase())).members)).toEqual(['Juan Reyes Dela Cruz']);
      expect((await list('REF-20240301-101500-001')).total).toBe(10);
    });

    it('finds "Last, First" and any word order', async () => {
      expect(names((await list('Mendoza, Juan')).members)).toEqual(['Juan Santos Mendoza']);
      expect(names((await list('Santos Juan Mendoza')).members)).toEqual(['Juan Santos Mendoza']);
    });

    it('finds ID numbers by their key', async () => {
      expect(names((await list('id12345')).members)).toEqual(['Juan Santos Mendoza']);
      expect(names((await list('ID-12-345')).members)).toEqual(['Juan Santos Mendoza']);
    });

    it('finds an archived member only in the archived list', async () => {
      expect((await list(ref(4))).total).toBe(0);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/members/archived?search=${encodeURIComponent(ref(4))}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.json<Json>().total).toBe(1);
    });
  });
});
