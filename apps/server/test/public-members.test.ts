import { idNumberKey, messages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/index.ts';
import { PUBLIC_LOOKUP_LIMIT } from '../src/features/public-members/service.ts';
import {
  beneficiary,
  freshReference,
  type Json,
  registeredMember,
  registrationData,
  today,
} from './members-support.ts';
import { backends, type ErrorJson, freshAddress, useTestApp } from './support.ts';

const CARD_KEYS = ['expiryDate', 'fullName', 'referenceNumber', 'registrationDate', 'status'];

describe.each(backends)('public member card on $name', (backend) => {
  const t = useTestApp(backend);

  const lookUp = (ref: string, ip = freshAddress()) =>
    t.app.inject({ method: 'GET', url: `/api/public/members/${encodeURIComponent(ref)}`, remoteAddress: ip });

  /** A member registered through the API, with a beneficiary, images and a phone number. */
  async function registered(overrides: Record<string, unknown> = {}) {
    const admin = await t.headAdmin();
    const data = registrationData({
      firstName: 'Rosa',
      lastName: 'Villanueva',
      beneficiaries: [beneficiary({ firstName: 'Pedro' })],
      ...overrides,
    });
    return { admin, data, member: await registeredMember(t.app, admin.cookie, data) };
  }

  it('shows only full name, reference number, status, registration and expiry dates', async () => {
    const { data, member } = await registered();
    const res = await lookUp(member.referenceNumber);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Json>();
    expect(Object.keys(body)).toEqual(['member']);
    expect(Object.keys(body.member).sort()).toEqual(CARD_KEYS);
    expect(body.member).toEqual({
      fullName: member.fullName,
      referenceNumber: data.referenceNumber,
      status: 'Active',
      registrationDate: today(),
      expiryDate: member.expiryDate,
    });
    // Nothing private anywhere in the answer: ID number, address, phone, beneficiaries, claims, images.
    for (const secret of [data.idNumber, data.houseStreet, data.phoneNumber, 'Pedro', member.id, data.dob]) {
      expect(res.body).not.toContain(secret);
    }
    for (const key of [
      'idNumber',
      'address',
      'phone',
      'beneficiar',
      'claim',
      'image',
      'photo',
      'Url',
      'dob',
    ]) {
      expect(res.body.toLowerCase()).not.toContain(key.toLowerCase());
    }
  });

  it('needs no session and ignores one', async () => {
    const { admin, member } = await registered();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/members/${member.referenceNumber}`,
      headers: { cookie: admin.cookie },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<Json>().member).sort()).toEqual(CARD_KEYS);
  });

  it('says Expired once the expiry date has come (today in Manila)', async () => {
    const ref = freshReference();
    await t.app.ctx.db.insert(members).values({
      idNumber: `ID-EXPIRED-${ref}`,
      idNumberKey: idNumberKey(`ID-EXPIRED-${ref}`),
      referenceNumber: ref,
      firstName: 'Old',
      middleName: 'Timer',
      lastName: 'Member',
      suffix: 'Jr.',
      barangay: 'Lalud',
      completeAddress: 'Lalud, Calapan City',
      dob: '1950-01-01',
      registrationDate: '2020-01-15',
      expiryDate: '2023-01-15',
    });
    const res = await lookUp(ref);
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>().member).toEqual({
      fullName: 'Old Timer Member Jr.',
      referenceNumber: ref,
      status: 'Expired',
      registrationDate: '2020-01-15',
      expiryDate: '2023-01-15',
    });
  });

  it('answers the same neutral 404 for unknown, malformed and archived references', async () => {
    const { admin, member } = await registered();
    const archive = await t.app.inject({
      method: 'POST',
      url: `/api/members/${member.id}/archive`,
      headers: { cookie: admin.cookie },
    });
    expect(archive.statusCode).toBe(200);
    for (const ref of [
      member.referenceNumber,
      freshReference(),
      'REF-2024',
      'not a reference',
      member.id,
      "REF-20240101-000000-0000' or '1'='1",
    ]) {
      const res = await lookUp(ref);
      expect(res.statusCode, ref).toBe(404);
      expect(res.json<ErrorJson>()).toEqual({
        error: { code: 'NOT_FOUND', message: messages.publicNoMember },
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 429 with Retry-After once an address passes the limit, other addresses unaffected', async () => {
    const { member } = await registered();
    const ip = freshAddress();
    for (let i = 0; i < PUBLIC_LOOKUP_LIMIT.perAddress; i += 1) {
      const res = await lookUp(i % 2 === 0 ? member.referenceNumber : freshReference(), ip);
      expect(res.statusCode).toBe(i % 2 === 0 ? 200 : 404);
    }
    const limited = await lookUp(member.referenceNumber, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorJson>()).toEqual({
      error: { code: 'RATE_LIMITED', message: messages.rateLimited },
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PUBLIC_LOOKUP_LIMIT.windowMs / 1000);
    expect((await lookUp(member.referenceNumber)).statusCode).toBe(200);
  });
});
