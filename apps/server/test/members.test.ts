import path from 'node:path';
import { addYears, messages, SPOUSE_ORDERS } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { activityLogs, members, membersBeneficiary, notifications } from '../src/db/schema/index.ts';
import type { Json } from './members-support.ts';
import {
  beneficiary,
  filesUnder,
  GIF,
  JPEG,
  multipartBody,
  PNG,
  pngFile,
  pngOfSize,
  postMember,
  registrationData,
  registrationFiles,
  TEXT,
  today,
} from './members-support.ts';
import { backends, type ErrorJson, TEST_PUBLIC_URL, type TestAdmin, useTestApp } from './support.ts';

describe.each(backends)('member registration on $name', (backend) => {
  const t = useTestApp(backend);
  const filesRoot = () => path.join(t.dataDir, 'files');

  async function register(
    admin: TestAdmin,
    data: unknown,
    files: Record<string, ReturnType<typeof pngFile> | null> = {},
    rawData?: string,
  ) {
    return postMember(t.app, admin.cookie, data, { files: { ...registrationFiles(), ...files }, rawData });
  }

  async function counts() {
    const db = t.app.ctx.db;
    const n = async (table: PgTable) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    return {
      members: await n(members),
      beneficiaries: await n(membersBeneficiary),
      notifications: await n(notifications),
      files: filesUnder(filesRoot()).length,
    };
  }

  /** Runs `action` and checks nothing was written by it. */
  async function expectNothingWritten(action: () => Promise<unknown>) {
    const before = await counts();
    await action();
    expect(await counts()).toEqual(before);
  }

  it('issues a fresh reference number in the REF-yyyymmdd-hhmmss-NNNN format', async () => {
    const admin = await t.approvedAdmin();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/members/reference-number',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().referenceNumber).toMatch(/^REF-\d{8}-\d{6}-\d{4}$/);
    expect(res.json().referenceNumber.slice(4, 12)).toBe(today().replaceAll('-', ''));
    expect(res.json().qrPayload).toBe(`${TEST_PUBLIC_URL}/scan?ref=${res.json().referenceNumber}`);
  });

  it('registers a member with images, QR code, beneficiaries, notification and activity log', async () => {
    const admin = await t.approvedAdmin();
    const data = registrationData({
      beneficiaries: [
        beneficiary({ relationship: 'Spouse', dob: '1962-01-01', firstName: 'Maria' }),
        beneficiary({ relationship: 'Child', dob: '2010-06-01' }),
      ],
    });
    const res = await register(admin, data);
    expect(res.statusCode).toBe(201);
    const { message, member } = res.json<Json>();
    expect(message).toBe(messages.memberRegistered);
    expect(member).toMatchObject({
      idNumber: data.idNumber,
      referenceNumber: data.referenceNumber,
      fullName: `Juan ${data.middleName} Dela Cruz`,
      completeAddress: `12 Rizal St., ${data.barangay}, Calapan City`,
      registrationDate: today(),
      expiryDate: addYears(today(), 3),
      status: 'Active',
      isSenior: true,
      gender: 'male',
      archivedAt: null,
    });
    expect(member.images.idPicture).toMatch(
      new RegExp(`^/api/members/${member.id}/images/id-picture\\?v=\\d+$`),
    );
    expect(member.images.qrCode).toContain('/images/qr-code');

    const db = t.app.ctx.db;
    const [row] = await db.select().from(members).where(eq(members.id, member.id));
    expect(row!.idPictureKey).toMatch(/^members\/id_pictures\/\d+_photo\.png$/);
    expect(row!.signatureKey).toMatch(/^members\/signatures\/\d+_signature\.jpg$/);
    expect(row!.qrCodeKey).toBe(
      `members/qr_codes/${row!.qrCodeKey!.split('/')[2]!.split('_')[0]}_${data.referenceNumber}.png`,
    );
    expect(row!.createdBy).toBe(admin.id);
    const bens = await db.select().from(membersBeneficiary).where(eq(membersBeneficiary.memberId, member.id));
    expect(bens.map((b) => b.relationship).sort()).toEqual(['Child', 'Spouse']);
    const [note] = await db.select().from(notifications).where(eq(notifications.memberId, member.id));
    expect(note).toMatchObject({ type: 'new', termExpiry: member.expiryDate });
    const logs = await db.select().from(activityLogs).where(eq(activityLogs.action, 'member.registered'));
    const log = logs.find((l) => l.details.memberRef === data.referenceNumber);
    expect(log).toMatchObject({
      adminId: admin.id,
      details: { memberRef: data.referenceNumber, memberName: member.fullName },
    });
    expect(typeof log!.details.description).toBe('string');

    for (const [kind, bytes, type] of [
      ['id-picture', PNG, 'image/png'],
      ['signature', JPEG, 'image/jpeg'],
    ] as const) {
      const image = await t.app.inject({
        method: 'GET',
        url: `/api/members/${member.id}/images/${kind}`,
        headers: { cookie: admin.cookie },
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.headers['cache-control']).toBe('private, max-age=300');
      expect(Buffer.compare(image.rawPayload, bytes)).toBe(0);
    }
    const qr = await t.app.inject({
      method: 'GET',
      url: member.images.qrCode,
      headers: { cookie: admin.cookie },
    });
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it.each([
    [['idNumber'], 'ID Number is required.'],
    [['idNumber', 'lastName'], 'ID Number and Last Name are required.'],
    [['middleName', 'barangay', 'dob'], 'Middle Name, Barangay and Date of Birth are required.'],
  ])('refuses missing %j with "%s"', async (blank, message) => {
    const admin = await t.approvedAdmin();
    const data: Json = registrationData();
    for (const key of blank) data[key] = key === 'dob' ? undefined : '  ';
    await expectNothingWritten(async () => {
      const res = await register(admin, data);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorJson>().error).toMatchObject({ code: 'REQUIRED_FIELDS', message });
    });
  });

  it('lists missing images in the required-fields message', async () => {
    const admin = await t.approvedAdmin();
    const res = await register(admin, registrationData({ registrationDate: '' }), {
      idPicture: null,
      signature: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error.message).toBe(
      'Registration Date, ID Picture and E-signature are required.',
    );
    const one = await register(admin, registrationData(), { signature: null });
    expect(one.json<ErrorJson>().error.message).toBe('E-signature is required.');
  });

  it('refuses a registration date outside one year back to today', async () => {
    const admin = await t.approvedAdmin();
    for (const date of [addYears(today(), -2), addYears(today(), 1)]) {
      const res = await register(admin, registrationData({ registrationDate: date }));
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorJson>().error.message).toBe(messages.registrationDateOutOfWindow);
    }
  });

  it('refuses duplicates by ID number, reference number and name + birthdate + barangay', async () => {
    const admin = await t.approvedAdmin();
    const first = registrationData();
    expect((await register(admin, first)).statusCode).toBe(201);
    const cases = [
      [{ idNumber: first.idNumber }, 'DUPLICATE_ID_NUMBER', messages.duplicateIdNumber],
      [
        { referenceNumber: first.referenceNumber },
        'DUPLICATE_REFERENCE_NUMBER',
        messages.duplicateReferenceNumber,
      ],
      [
        {
          lastName: ' dela CRUZ ',
          firstName: 'JUAN',
          middleName: first.middleName.toLowerCase(),
          dob: first.dob,
        },
        'DUPLICATE_MEMBER',
        messages.duplicateNameBirthdateAddress,
      ],
    ] as const;
    for (const [overrides, code, message] of cases) {
      await expectNothingWritten(async () => {
        const res = await register(admin, registrationData(overrides));
        expect(res.statusCode).toBe(409);
        expect(res.json<ErrorJson>().error).toMatchObject({ code, message });
      });
    }
  });

  it('counts archived members as duplicates', async () => {
    const admin = await t.approvedAdmin();
    const first = registrationData();
    const created = (await register(admin, first)).json<Json>().member;
    await t.app.inject({
      method: 'POST',
      url: `/api/members/${created.id}/archive`,
      headers: { cookie: admin.cookie },
    });
    const res = await register(admin, registrationData({ idNumber: first.idNumber }));
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorJson>().error.code).toBe('DUPLICATE_ID_NUMBER');
  });

  it('checks images by content and size', async () => {
    const admin = await t.approvedAdmin();
    const cases = [
      [
        { idPicture: { bytes: TEXT, filename: 'photo.png', contentType: 'image/png' } },
        400,
        messages.imageWrongType,
      ],
      [
        { signature: { bytes: GIF, filename: 'sig.gif', contentType: 'image/gif' } },
        400,
        messages.imageWrongType,
      ],
      [
        { idPicture: { bytes: pngOfSize(5 * 1024 * 1024 + 1), filename: 'big.png' } },
        413,
        messages.idPictureTooLarge,
      ],
      [
        { signature: { bytes: pngOfSize(2 * 1024 * 1024 + 1), filename: 'big.png' } },
        413,
        messages.signatureTooLarge,
      ],
    ] as const;
    for (const [files, status, message] of cases) {
      await expectNothingWritten(async () => {
        const res = await register(admin, registrationData(), files);
        expect(res.statusCode).toBe(status);
        expect(res.json<ErrorJson>().error).toMatchObject({
          code: status === 400 ? 'INVALID_IMAGE' : 'FILE_TOO_LARGE',
          message,
        });
      });
    }
  });

  it('accepts images at exactly their limits (5 MB and 2 MB)', async () => {
    const admin = await t.approvedAdmin();
    const res = await register(admin, registrationData(), {
      idPicture: { bytes: pngOfSize(5 * 1024 * 1024), filename: 'max.png' },
      signature: { bytes: pngOfSize(2 * 1024 * 1024), filename: 'max.png' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 for malformed bodies and writes nothing', async () => {
    const admin = await t.approvedAdmin();
    const inject = (payload: string | Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/members',
        payload,
        headers: { 'content-type': contentType, cookie: admin.cookie },
      });
    await expectNothingWritten(async () => {
      expect((await register(admin, undefined, {}, '{not json')).statusCode).toBe(400);
      expect((await register(admin, undefined, {}, '[1,2]')).statusCode).toBe(400);
      expect((await register(admin, undefined)).statusCode).toBe(400);
      const odd = multipartBody(registrationData(), { other: pngFile() });
      expect((await inject(odd.payload, odd.headers['content-type']!)).statusCode).toBe(400);
      expect((await inject('{"idNumber": 5', 'application/json')).statusCode).toBe(400);
      expect((await inject('--x\r\ngarbage', 'multipart/form-data; boundary=x')).statusCode).toBe(400);
      const wrongTypes = await register(admin, registrationData({ dob: 19600501, beneficiaries: 'none' }));
      expect(wrongTypes.statusCode).toBe(400);
      const badBarangay = await register(admin, registrationData({ barangay: 'Atlantis' }));
      expect(badBarangay.statusCode).toBe(400);
    });
  });

  describe('beneficiary rows', () => {
    const cases: [string, Json, Json[], string, string][] = [
      ['missing field', {}, [beneficiary({ dob: '' })], 'INVALID_INPUT', messages.beneficiaryRequiredFields],
      [
        'duplicate row',
        {},
        [beneficiary({ firstName: 'Ana' }), beneficiary({ firstName: ' ana ' })],
        'DUPLICATE_BENEFICIARY',
        messages.beneficiaryAlreadyAdded,
      ],
      ['child over 21', {}, [beneficiary({ dob: '1990-01-01' })], 'AGE_LIMIT', messages.beneficiaryAgeLimit],
      [
        'second spouse of a female member',
        { gender: 'female' },
        [
          beneficiary({ relationship: 'Spouse', dob: '1960-01-01' }),
          beneficiary({ relationship: 'Spouse', dob: '1961-01-01' }),
        ],
        'ONLY_ONE_SPOUSE',
        messages.onlyOneSpouse,
      ],
      [
        'second spouse without order',
        { gender: 'male' },
        [
          beneficiary({ relationship: 'Spouse', dob: '1960-01-01' }),
          beneficiary({ relationship: 'Spouse', dob: '1961-01-01' }),
        ],
        'SPOUSE_ORDER_REQUIRED',
        messages.spouseOrderRequired,
      ],
      [
        'fifth spouse',
        { gender: 'male' },
        [1, 2, 3, 4, 5].map((n) =>
          beneficiary({
            relationship: 'Spouse',
            dob: `196${n}-01-01`,
            spouseOrder: SPOUSE_ORDERS[Math.min(n, 4) - 1],
          }),
        ),
        'MAXIMUM_WIVES',
        messages.maximumWives,
      ],
    ];
    it.each(cases)('refuses a %s', async (_name, member, rows, code, message) => {
      const admin = await t.approvedAdmin();
      await expectNothingWritten(async () => {
        const res = await register(admin, registrationData({ ...member, beneficiaries: rows }));
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorJson>().error).toMatchObject({ code, message });
      });
    });

    it('accepts a PWD child over 21 and a male member’s spouses with their order', async () => {
      const admin = await t.approvedAdmin();
      const res = await register(
        admin,
        registrationData({
          beneficiaries: [
            beneficiary({ dob: '1990-01-01', pwd: true }),
            beneficiary({ relationship: 'Spouse', dob: '1960-01-01', spouseOrder: '1st' }),
            beneficiary({ relationship: 'Spouse', dob: '1961-01-01', spouseOrder: '2nd' }),
          ],
        }),
      );
      expect(res.statusCode).toBe(201);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/members/${res.json<Json>().member.id}`,
        headers: { cookie: admin.cookie },
      });
      const list = detail.json<Json>().beneficiaries as Json[];
      expect(list.map((b) => [b.relationship, b.spouseOrder, b.status])).toEqual([
        ['Child', null, 'eligible'],
        ['Spouse', '1st', 'eligible'],
        ['Spouse', '2nd', 'eligible'],
      ]);
    });
  });

  it('gives exactly one member when two registrations with one ID number race', async () => {
    const admin = await t.approvedAdmin();
    const shared = registrationData();
    const before = await counts();
    const results = await Promise.all([
      register(admin, shared),
      register(admin, registrationData({ idNumber: shared.idNumber })),
      register(admin, registrationData({ idNumber: shared.idNumber })),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json<ErrorJson>().error.code).toBe('DUPLICATE_ID_NUMBER');
    }
    const rows = await t.app.ctx.db.select().from(members).where(eq(members.idNumber, shared.idNumber));
    expect(rows).toHaveLength(1);
    const after = await counts();
    expect(after.members).toBe(before.members + 1);
    expect(after.files).toBe(before.files + 3);
  });

  it('gives exactly one member when two registrations with one reference number race', async () => {
    const admin = await t.approvedAdmin();
    const shared = registrationData();
    const results = await Promise.all([
      register(admin, shared),
      register(admin, registrationData({ referenceNumber: shared.referenceNumber })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.app.ctx.db
      .select()
      .from(members)
      .where(eq(members.referenceNumber, shared.referenceNumber));
    expect(rows).toHaveLength(1);
  });
});
