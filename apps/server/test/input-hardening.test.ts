/**
 * Issue 9, items 3, 5 and 6: every text bounded (DECISIONS 39), text that is not what it seems
 * refused, rate-limit keys that no input can overflow, admin registration limited per address,
 * and a partial update that changes only what it names (DECISIONS 41).
 */
import { messages } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/index.ts';
import type { Json } from './members-support.ts';
import {
  jpegFile,
  multipartBody,
  patchMember,
  pngFile,
  postMember,
  registrationData,
} from './members-support.ts';
import { backends, type ErrorJson, registrationBody, type TestAdmin, useTestApp } from './support.ts';

describe.each(backends)('input rules on $name', (backend) => {
  const t = useTestApp(backend);

  const register = (admin: TestAdmin, data: Json, rawData?: string) =>
    postMember(t.app, admin.cookie, data, { rawData });
  const patch = (admin: TestAdmin, id: string, data: Json) => patchMember(t.app, admin.cookie, id, data);
  const memberCount = async () => Number((await t.app.ctx.db.select({ n: count() }).from(members))[0]!.n);

  it('refuses a 101-character last name with a message naming the limit, and stores nothing', async () => {
    const admin = await t.approvedAdmin();
    const before = await memberCount();
    const res = await register(admin, registrationData({ lastName: 'a'.repeat(101) }));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error).toMatchObject({
      message: 'Last Name must be at most 100 characters.',
      fields: { lastName: 'Last Name must be at most 100 characters.' },
    });
    expect(await memberCount()).toBe(before);
    const huge = await register(admin, registrationData({ firstName: 'x'.repeat(400_000) }));
    expect(huge.statusCode).toBe(400);
    const tooLarge = await register(admin, registrationData({ firstName: 'x'.repeat(600_000) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<ErrorJson>().error.message).toBe(messages.requestTooLarge);
    expect(await memberCount()).toBe(before);
  });

  it('refuses bidi controls and lone surrogates in names and ID numbers', async () => {
    const admin = await t.approvedAdmin();
    const before = await memberCount();
    for (const data of [
      registrationData({ lastName: 'Cruz\u202E' }),
      registrationData({ idNumber: 'ID\u2066-7' }),
      registrationData({ firstName: 'Ana\uD800' }),
    ]) {
      const res = await register(admin, data);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorJson>().error.message).toBe(messages.textNotAllowed);
    }
    expect(await memberCount()).toBe(before);
  });

  it('strips zero-width characters before validation, so the stored ID number is what is seen', async () => {
    const admin = await t.approvedAdmin();
    const data = registrationData();
    const res = await register(admin, { ...data, idNumber: `\u200B${data.idNumber}\u200D` });
    expect(res.statusCode).toBe(201);
    expect(res.json<Json>().member.idNumber).toBe(data.idNumber);
  });

  it('refuses bytes that are not UTF-8, in JSON and in the member form', async () => {
    const admin = await t.approvedAdmin();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"login":"ab'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('","password":"x"}'),
      ]),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<ErrorJson>().error.message).toBe(messages.textNotAllowed);
    const before = await memberCount();
    // The member form with an invalid UTF-8 sequence (0xC3 0x28) inside the last name.
    const text = JSON.stringify(registrationData({ lastName: 'San@@tos' }));
    const body = multipartBody(undefined, { idPicture: pngFile(), signature: jpegFile() }, text);
    const at = body.payload.indexOf('@@');
    body.payload[at] = 0xc3;
    body.payload[at + 1] = 0x28;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/members',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin.cookie },
    });
    expect(res.json<ErrorJson>().error.message).toBe(messages.textNotAllowed);
    expect(res.statusCode).toBe(400);
    expect(await memberCount()).toBe(before);
  });

  it('answers a 3,000-character login with 400, never a 500 from the rate-limit key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { login: 'x'.repeat(3000), password: 'whatever' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error.message).toBe('Must be at most 254 characters.');
  });

  it('changes only the fields a partial update names, one field at a time', async () => {
    const admin = await t.approvedAdmin();
    const created = await register(
      admin,
      registrationData({
        gender: 'female',
        civilStatus: 'married',
        phoneNumber: '+63 917 000 0000',
        houseStreet: '12 Rizal St.',
        suffix: 'Jr.',
        maidenName: 'Reyes',
      }),
    );
    const original = created.json<Json>().member;
    const changes: Json = {
      idNumber: `${original.idNumber}-B`,
      lastName: 'Bautista',
      firstName: 'Rosa',
      middleName: 'Lim',
      suffix: 'III',
      maidenName: 'Garcia',
      barangay: 'Lalud',
      houseStreet: '7 Mabini St.',
      gender: 'other',
      civilStatus: 'widowed',
      phoneNumber: '0917 111 2222',
      dob: '1955-05-05',
    };
    let expected = original;
    for (const [field, value] of Object.entries(changes)) {
      const res = await patch(admin, original.id, { [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(200);
      const member = res.json<Json>().member;
      // A mobile number is stored as +639XXXXXXXXX (DECISIONS 43).
      expected = { ...expected, [field]: field === 'phoneNumber' ? '+639171112222' : value };
      for (const key of Object.keys(changes)) expect(member[key], `${field} → ${key}`).toEqual(expected[key]);
    }
    const stored = await t.app.ctx.db.select().from(members).where(eq(members.id, original.id));
    expect(stored[0]!.phoneNumber).toBe('+639171112222');
  });

  it('clears an optional field named with a blank value, and refuses a blanked required one', async () => {
    const admin = await t.approvedAdmin();
    const m = (
      await register(admin, registrationData({ phoneNumber: '0917 123 4567', gender: 'male' }))
    ).json<Json>().member;
    const cleared = await patch(admin, m.id, { phoneNumber: '' });
    expect(cleared.json<Json>().member).toMatchObject({ phoneNumber: null, gender: 'male' });
    const blank = await patch(admin, m.id, { lastName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ErrorJson>().error.message).toBe('Last Name is required.');
    const nothing = await patch(admin, m.id, {});
    expect(nothing.statusCode).toBe(400);
  });
});

describe('admin registration per address', () => {
  const t = useTestApp(backends[0]!, { config: { registrationsPerHour: 3 } });

  it('answers 429 with Retry-After past the hourly limit of one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/register',
        payload: registrationBody(),
        remoteAddress: '198.51.100.7',
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: registrationBody(),
      remoteAddress: '198.51.100.8',
    });
    expect(other.statusCode).toBe(201);
  });
});
