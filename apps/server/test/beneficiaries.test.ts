import { messages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { Json } from './members-support.ts';
import { beneficiary, registeredMember, registrationData } from './members-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000001';

describe.each(backends)('beneficiaries on $name', (backend) => {
  const t = useTestApp(backend);

  const member = (admin: TestAdmin, overrides: Json = {}) =>
    registeredMember(t.app, admin.cookie, registrationData(overrides));
  const add = (admin: TestAdmin, memberId: string, payload: Json) =>
    t.app.inject({
      method: 'POST',
      url: `/api/members/${memberId}/beneficiaries`,
      payload,
      headers: { cookie: admin.cookie },
    });
  const remove = (admin: TestAdmin, memberId: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/members/${memberId}/beneficiaries/${id}/remove`,
      headers: { cookie: admin.cookie },
    });
  const listOf = async (admin: TestAdmin, memberId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/members/${memberId}`,
        headers: { cookie: admin.cookie },
      })
    ).json<Json>().beneficiaries as Json[];

  it('adds a beneficiary with its computed status', async () => {
    const admin = await t.approvedAdmin();
    const m = await member(admin);
    const res = await add(admin, m.id, beneficiary({ firstName: 'Lito', dob: '2012-02-02', gender: 'male' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Json>()).toMatchObject({
      message: messages.beneficiaryAdded,
      beneficiary: {
        firstName: 'Lito',
        relationship: 'Child',
        status: 'eligible',
        pwd: false,
        spouseOrder: null,
      },
    });
    expect(await listOf(admin, m.id)).toHaveLength(1);
  });

  it('refuses each rule with its message and writes nothing', async () => {
    const admin = await t.approvedAdmin();
    const m = await member(admin, { gender: 'female' });
    const ana = beneficiary({ firstName: 'Ana' });
    expect((await add(admin, m.id, ana)).statusCode).toBe(201);
    expect(
      (await add(admin, m.id, beneficiary({ relationship: 'Spouse', dob: '1960-01-01' }))).statusCode,
    ).toBe(201);
    const cases: [Json, number, string, string][] = [
      [{ ...ana, firstName: ' ANA ' }, 409, 'DUPLICATE_BENEFICIARY', messages.beneficiaryAlreadyRegistered],
      [
        beneficiary({ relationship: 'Sibling', dob: '1990-01-01' }),
        400,
        'AGE_LIMIT',
        messages.beneficiaryAgeLimit,
      ],
      [
        beneficiary({ relationship: 'Other', dob: '1990-01-01' }),
        400,
        'AGE_LIMIT',
        messages.beneficiaryAgeLimit,
      ],
      [
        beneficiary({ relationship: 'Spouse', dob: '1961-01-01' }),
        409,
        'ONLY_ONE_SPOUSE',
        messages.onlyOneSpouse,
      ],
      [beneficiary({ lastName: '' }), 400, 'INVALID_INPUT', messages.beneficiaryRequiredFields],
      [
        { ...beneficiary(), relationship: undefined },
        400,
        'INVALID_INPUT',
        messages.beneficiaryRequiredFields,
      ],
      [beneficiary({ dob: '2999-01-01' }), 400, 'INVALID_FIELD', messages.invalidInput],
    ];
    for (const [payload, status, code, message] of cases) {
      const res = await add(admin, m.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json<ErrorJson>().error).toMatchObject({ code, message });
    }
    expect(await listOf(admin, m.id)).toHaveLength(2);
    const pwd = await add(
      admin,
      m.id,
      beneficiary({ relationship: 'Sibling', dob: '1990-01-01', pwd: true }),
    );
    expect(pwd.statusCode).toBe(201);
    expect((await add(admin, UNKNOWN, beneficiary())).statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/members/${m.id}/beneficiaries`,
      payload: '{"lastName":',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("asks a male member's 2nd–4th spouse for the spouse order and refuses a 5th", async () => {
    const admin = await t.approvedAdmin();
    const m = await member(admin, { gender: 'male' });
    const spouse = (n: number, order?: string) =>
      beneficiary({
        relationship: 'Spouse',
        dob: `197${n}-01-01`,
        firstName: `Wife${n}`,
        spouseOrder: order,
      });
    expect((await add(admin, m.id, spouse(1))).statusCode).toBe(201);
    const ask = await add(admin, m.id, spouse(2));
    expect(ask.statusCode).toBe(409);
    expect(ask.json<ErrorJson>().error).toMatchObject({
      code: 'SPOUSE_ORDER_REQUIRED',
      message: messages.spouseOrderRequired,
    });
    const second = await add(admin, m.id, spouse(2, '2nd'));
    expect(second.statusCode).toBe(201);
    expect(second.json<Json>().beneficiary.spouseOrder).toBe('2nd');
    expect((await add(admin, m.id, spouse(3, '3rd'))).statusCode).toBe(201);
    expect((await add(admin, m.id, spouse(4, '4th'))).statusCode).toBe(201);
    const fifth = await add(admin, m.id, spouse(5, '4th'));
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json<ErrorJson>().error).toMatchObject({
      code: 'MAXIMUM_WIVES',
      message: messages.maximumWives,
    });

    // Removing one frees a place; the removed one shows 'removed'.
    const wife3 = (await listOf(admin, m.id)).find((b) => b.firstName === 'Wife3')!;
    const removed = await remove(admin, m.id, wife3.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Json>().beneficiary).toMatchObject({ id: wife3.id, status: 'removed' });
    expect((await add(admin, m.id, spouse(5, '3rd'))).statusCode).toBe(201);
    const statuses = (await listOf(admin, m.id)).map((b) => `${b.firstName}:${b.status}`);
    expect(statuses).toContain('Wife3:removed');
  });

  it("refuses '1st' as the spouse order of a male member's second spouse", async () => {
    const admin = await t.approvedAdmin();
    const m = await member(admin, { gender: 'male' });
    const wife = (n: number, order?: string) =>
      beneficiary({
        relationship: 'Spouse',
        dob: `198${n}-01-01`,
        firstName: `Asawa${n}`,
        spouseOrder: order,
      });
    expect((await add(admin, m.id, wife(1))).statusCode).toBe(201);
    for (const order of ['1st']) {
      const res = await add(admin, m.id, wife(2, order));
      expect(res.statusCode, String(order)).toBe(409);
      expect(res.json<ErrorJson>().error).toMatchObject({
        code: 'SPOUSE_ORDER_REQUIRED',
        message: messages.spouseOrderRequired,
      });
    }
    expect((await listOf(admin, m.id)).filter((b) => b.relationship === 'Spouse')).toHaveLength(1);
    expect((await add(admin, m.id, wife(2, '2nd'))).statusCode).toBe(201);
  });

  it('refuses a dob before 1900-01-01', async () => {
    const admin = await t.approvedAdmin();
    const m = await member(admin);
    const res = await add(admin, m.id, beneficiary({ relationship: 'Parent', dob: '1899-12-31' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error).toMatchObject({ message: messages.invalidInput });
    expect(await listOf(admin, m.id)).toHaveLength(0);
  });

  it('refuses removing a beneficiary of an archived member (409 MEMBER_ARCHIVED)', async () => {
    const admin = await t.approvedAdmin();
    const m = await member(admin);
    const kid = (await add(admin, m.id, beneficiary())).json<Json>().beneficiary;
    await t.app.inject({
      method: 'POST',
      url: `/api/members/${m.id}/archive`,
      headers: { cookie: admin.cookie },
    });
    const res = await remove(admin, m.id, kid.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'MEMBER_ARCHIVED',
      message: messages.memberAlreadyArchived,
    });
    expect((await listOf(admin, m.id)).map((b) => b.status)).toEqual(['eligible']);
  });

  it('removes softly; a removed beneficiary may be added again', async () => {
    const admin = await t.approvedAdmin();
    const m = await member(admin);
    const kid = beneficiary({ firstName: 'Kiko' });
    const created = (await add(admin, m.id, kid)).json<Json>().beneficiary;
    expect((await remove(admin, m.id, created.id)).statusCode).toBe(200);
    const again = await remove(admin, m.id, created.id);
    expect(again.statusCode).toBe(409);
    expect((await add(admin, m.id, kid)).statusCode).toBe(201);
    expect((await remove(admin, m.id, UNKNOWN)).statusCode).toBe(404);
    expect((await remove(admin, m.id, 'garbage')).json<ErrorJson>().error.message).toBe(
      messages.beneficiaryNotFound,
    );
    const other = await member(admin);
    expect((await remove(admin, other.id, created.id)).statusCode).toBe(404);
  });

  it('lets only one of two parallel spouse additions through for a female member', async () => {
    const admin = await t.approvedAdmin();
    const m = await member(admin, { gender: 'female' });
    const results = await Promise.all([
      add(admin, m.id, beneficiary({ relationship: 'Spouse', dob: '1960-01-01', firstName: 'Pedro' })),
      add(admin, m.id, beneficiary({ relationship: 'Spouse', dob: '1961-01-01', firstName: 'Paulo' })),
      add(admin, m.id, beneficiary({ relationship: 'Spouse', dob: '1962-01-01', firstName: 'Jose' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await listOf(admin, m.id)).filter((b) => b.relationship === 'Spouse')).toHaveLength(1);
  });

  it('refuses new beneficiaries for an archived member', async () => {
    const admin = await t.approvedAdmin();
    const m = await member(admin);
    await t.app.inject({
      method: 'POST',
      url: `/api/members/${m.id}/archive`,
      headers: { cookie: admin.cookie },
    });
    const res = await add(admin, m.id, beneficiary());
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorJson>().error.message).toBe(messages.memberAlreadyArchived);
  });
});
