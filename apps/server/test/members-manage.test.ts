import path from 'node:path';
import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs, members } from '../src/db/schema/index.ts';
import type { FilePart, Json } from './members-support.ts';
import {
  beneficiary,
  filesUnder,
  JPEG,
  patchMember,
  pngFile,
  pngOfSize,
  registeredMember,
  registrationData,
  TEXT,
} from './members-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000001';

describe.each(backends)('member profile, archive and look-up on $name', (backend) => {
  const t = useTestApp(backend);
  const as = (admin: TestAdmin, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie } });

  const registered = (admin: TestAdmin, overrides: Json = {}) =>
    registeredMember(t.app, admin.cookie, registrationData(overrides));

  const patch = (admin: TestAdmin, id: string, data: Json, files: Record<string, FilePart | null> = {}) =>
    patchMember(t.app, admin.cookie, id, data, files);

  const profileOf = (m: Json) => ({
    idNumber: m.idNumber,
    lastName: m.lastName,
    firstName: m.firstName,
    middleName: m.middleName,
    barangay: m.barangay,
    dob: m.dob,
    gender: m.gender ?? '',
    civilStatus: m.civilStatus ?? '',
    houseStreet: m.houseStreet,
    phoneNumber: m.phoneNumber,
  });

  it('shows a member with beneficiaries; 404 for unknown and malformed ids', async () => {
    const admin = await t.approvedAdmin();
    const m = await registered(admin, {
      beneficiaries: [beneficiary({ relationship: 'Grandchild', dob: '2000-01-01', pwd: false })],
    });
    const res = await as(admin, 'GET', `/api/members/${m.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Json>();
    expect(body.member).toEqual(m);
    // Grandchild born 2000: over 21 today, so the status is 'ineligible' (computed on the day shown).
    expect(body.beneficiaries).toHaveLength(1);
    expect(body.beneficiaries[0]).toMatchObject({
      relationship: 'Grandchild',
      status: 'ineligible',
      pwd: false,
    });
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const missing = await as(admin, 'GET', `/api/members/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorJson>().error).toEqual({
        code: 'MEMBER_NOT_FOUND',
        message: messages.memberNotFound,
      });
    }
  });

  it('updates the profile and replaces the ID picture, deleting the old file after the commit', async () => {
    const admin = await t.approvedAdmin();
    const m = await registered(admin);
    const [before] = await t.app.ctx.db.select().from(members).where(eq(members.id, m.id));
    const res = await patch(
      admin,
      m.id,
      { ...profileOf(m), firstName: 'Pedro', houseStreet: '7 Mabini St.' },
      { idPicture: { bytes: JPEG, filename: 'new face.jpeg' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Json>()).toMatchObject({
      message: messages.profileUpdated,
      member: { firstName: 'Pedro', completeAddress: `7 Mabini St., ${m.barangay}, Calapan City` },
    });
    const [after] = await t.app.ctx.db.select().from(members).where(eq(members.id, m.id));
    expect(after!.idPictureKey).toMatch(/^members\/id_pictures\/\d+_new_face\.jpg$/);
    expect(after!.signatureKey).toBe(before!.signatureKey);
    const files = filesUnder(path.join(t.dataDir, 'files'));
    expect(files).toContain(after!.idPictureKey);
    expect(files).not.toContain(before!.idPictureKey);
    const image = await as(admin, 'GET', `/api/members/${m.id}/images/id-picture`);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const logs = await t.app.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'member.updated'));
    expect(logs.some((l) => l.details.memberRef === m.referenceNumber)).toBe(true);
  });

  it('refuses duplicates, missing fields and bad images on update, keeping files as they were', async () => {
    const admin = await t.approvedAdmin();
    const a = await registered(admin);
    const b = await registered(admin);
    const filesBefore = filesUnder(path.join(t.dataDir, 'files'));
    const dup = await patch(admin, b.id, { ...profileOf(b), idNumber: a.idNumber }, { idPicture: pngFile() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<ErrorJson>().error).toMatchObject({
      code: 'DUPLICATE_ID_NUMBER',
      message: messages.duplicateIdNumber,
    });
    const same = await patch(admin, b.id, {
      ...profileOf(b),
      firstName: a.firstName,
      middleName: a.middleName,
    });
    expect(same.json<ErrorJson>().error.code).toBe('DUPLICATE_MEMBER');
    const missing = await patch(admin, b.id, { ...profileOf(b), idNumber: '', middleName: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorJson>().error.message).toBe('ID Number and Middle Name are required.');
    const wrong = await patch(admin, b.id, profileOf(b), { signature: { bytes: TEXT, filename: 's.png' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorJson>().error.message).toBe(messages.imageWrongType);
    const big = await patch(admin, b.id, profileOf(b), {
      signature: { bytes: pngOfSize(2 * 1024 * 1024 + 10), filename: 's.png' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<ErrorJson>().error.message).toBe(messages.signatureTooLarge);
    expect(filesUnder(path.join(t.dataDir, 'files'))).toEqual(filesBefore);
    const keepsOwn = await patch(admin, b.id, profileOf(b));
    expect(keepsOwn.statusCode).toBe(200);
    expect((await patch(admin, UNKNOWN, profileOf(b))).statusCode).toBe(404);
  });

  it("refuses a male member's change to another gender while he has more than one spouse", async () => {
    const admin = await t.approvedAdmin();
    const m = await registered(admin, {
      gender: 'male',
      beneficiaries: [
        beneficiary({ relationship: 'Spouse', dob: '1965-01-01', firstName: 'Una', spouseOrder: '1st' }),
        beneficiary({ relationship: 'Spouse', dob: '1966-01-01', firstName: 'Ikalawa', spouseOrder: '2nd' }),
      ],
    });
    for (const gender of ['female', 'other', '']) {
      const res = await patch(admin, m.id, { ...profileOf(m), gender });
      expect(res.statusCode, gender).toBe(409);
      expect(res.json<ErrorJson>().error).toMatchObject({
        code: 'ONLY_ONE_SPOUSE',
        message: messages.onlyOneSpouse,
      });
    }
    const [row] = await t.app.ctx.db.select().from(members).where(eq(members.id, m.id));
    expect(row!.gender).toBe('male');
    // Other changes still go through while he stays male.
    expect((await patch(admin, m.id, { ...profileOf(m), civilStatus: 'widowed' })).statusCode).toBe(200);
  });

  it('refuses a dob before 1900-01-01 or after today on update', async () => {
    const admin = await t.approvedAdmin();
    const m = await registered(admin);
    for (const dob of ['1899-12-31', '2999-01-01']) {
      const res = await patch(admin, m.id, { ...profileOf(m), dob });
      expect(res.statusCode, dob).toBe(400);
      expect(res.json<ErrorJson>().error).toMatchObject({
        message: messages.invalidInput,
        fields: { dob: messages.invalidInput },
      });
    }
  });

  it('archives and restores, with the archived list showing when and by whom', async () => {
    const admin = await t.approvedAdmin({ firstName: 'Rosa', lastName: 'Villanueva' });
    const m = await registered(admin, { lastName: 'Archivable' });
    const archive = await as(admin, 'POST', `/api/members/${m.id}/archive`);
    expect(archive.statusCode).toBe(200);
    expect(archive.json()).toEqual({ message: messages.memberArchived });
    expect((await as(admin, 'POST', `/api/members/${m.id}/archive`)).statusCode).toBe(409);

    const list = await as(admin, 'GET', '/api/members?search=archivable');
    expect(list.json<Json>().total).toBe(0);
    const archived = await as(admin, 'GET', '/api/members/archived?search=archivable');
    expect(archived.statusCode).toBe(200);
    const [card] = archived.json<Json>().members;
    // By full name (issue 23), not by the e-mail or username.
    expect(card).toMatchObject({ id: m.id, archivedByName: 'Rosa Villanueva' });
    expect(Number.isNaN(Date.parse(card.archivedAt))).toBe(false);
    const detail = await as(admin, 'GET', `/api/members/${m.id}`);
    expect(detail.json<Json>().member.archivedAt).not.toBeNull();
    const [row] = await t.app.ctx.db.select().from(members).where(eq(members.id, m.id));
    expect(row!.archivedBy).toBe(admin.id);

    const restore = await as(admin, 'POST', `/api/members/${m.id}/restore`);
    expect(restore.json()).toEqual({ message: messages.memberRestored });
    expect((await as(admin, 'POST', `/api/members/${m.id}/restore`)).statusCode).toBe(409);
    expect((await as(admin, 'GET', '/api/members?search=archivable')).json<Json>().total).toBe(1);
    expect((await as(admin, 'GET', '/api/members/archived?search=archivable')).json<Json>().total).toBe(0);
    const actions = (await t.app.ctx.db.select().from(activityLogs))
      .filter((l) => l.details.memberRef === m.referenceNumber)
      .map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['member.archived', 'member.restored']));
    expect((await as(admin, 'POST', `/api/members/${UNKNOWN}/archive`)).statusCode).toBe(404);
  });

  it('looks a member up by reference number for the scanner', async () => {
    const admin = await t.approvedAdmin();
    const m = await registered(admin);
    const res = await as(admin, 'GET', `/api/members/lookup?ref=${encodeURIComponent(m.referenceNumber)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ member: { id: m.id, fullName: m.fullName, archived: false } });
    await as(admin, 'POST', `/api/members/${m.id}/archive`);
    const archived = await as(
      admin,
      'GET',
      `/api/members/lookup?ref=${encodeURIComponent(m.referenceNumber)}`,
    );
    expect(archived.json<Json>().member.archived).toBe(true);
    for (const ref of ['REF-20200101-000000-0000', '', 'nonsense']) {
      const missing = await as(admin, 'GET', `/api/members/lookup?ref=${ref}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorJson>().error).toEqual({
        code: 'SCAN_NO_MEMBER',
        message: messages.scanNoMember,
      });
    }
  });

  it('serves images only for known kinds and stored files', async () => {
    const admin = await t.approvedAdmin();
    const m = await registered(admin);
    expect((await as(admin, 'GET', `/api/members/${m.id}/images/passport`)).statusCode).toBe(400);
    expect((await as(admin, 'GET', `/api/members/${UNKNOWN}/images/qr-code`)).statusCode).toBe(404);
    await t.app.ctx.db.update(members).set({ signatureKey: null }).where(eq(members.id, m.id));
    expect((await as(admin, 'GET', `/api/members/${m.id}/images/signature`)).statusCode).toBe(404);
  });
});
