/**
 * ID cards in batch (issue 24 item 4): GET /api/members/id-cards — selected members (at most 200), an
 * import batch or a barangay (200 a part); registered members only, by name; what each card lacks.
 */
import { addYears, idCardRefusals, idNumberKey, messages, place } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, memberImportBatches, members } from '../src/db/schema/index.ts';
import { type Json, today } from './members-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

const [NORTH, SOUTH, CROWDED] = [place.barangays[0]!, place.barangays[1]!, place.barangays[2]!];
let serial = 0;

/** A member row as the registration writes it; images only when given. */
function row(
  lastName: string,
  barangay: string,
  extra: Partial<typeof members.$inferInsert> = {},
): typeof members.$inferInsert {
  serial += 1;
  const idNumber = `IDC-${serial}`;
  const registrationDate = today();
  return {
    idNumber,
    idNumberKey: idNumberKey(idNumber),
    referenceNumber: `REF-20240301-101500-${String(serial).padStart(4, '0')}`,
    firstName: 'Ana',
    lastName,
    middleName: 'Reyes',
    barangay,
    completeAddress: 'x',
    dob: '1970-01-01',
    registrationDate,
    expiryDate: addYears(registrationDate, 3),
    ...extra,
  };
}

const WITH_IMAGES = {
  idPictureKey: 'members/id_pictures/1700000000001_a.png',
  signatureKey: 'members/signatures/1700000000002_b.png',
  qrCodeKey: 'members/qr_codes/1700000000003_c.png',
};

describe.each(backends)('ID cards in batch on $name', (backend) => {
  const t = useTestApp(backend);
  let admin: TestAdmin;
  const id: Record<string, string> = {};
  let batchId = '';

  const get = (query: string, cookie = admin.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/members/id-cards?${query}`, headers: { cookie } });
  const cards = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Json>();
  };
  const refusal = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<ErrorJson>().error;
  };

  beforeAll(async () => {
    admin = await t.approvedAdmin();
    const db = t.app.ctx.db;
    const [batch] = await db
      .insert(memberImportBatches)
      .values({ fileName: 'paper-records-2019.csv', imported: 3, refused: 0, createdBy: admin.id })
      .returning();
    batchId = batch!.id;
    const rows = [
      row('Santos', NORTH, WITH_IMAGES),
      row('Abad', NORTH, { idPictureKey: WITH_IMAGES.idPictureKey }),
      row('Mendoza', NORTH, { importBatchId: batchId }),
      row('Cruz', SOUTH, { importBatchId: batchId }),
      row('Archivado', SOUTH, { importBatchId: batchId, archivedAt: new Date() }),
      ...Array.from({ length: 205 }, (_, i) => row(`Crowd${String(i).padStart(3, '0')}`, CROWDED)),
    ];
    const inserted = await db
      .insert(members)
      .values(rows)
      .returning({ id: members.id, lastName: members.lastName });
    for (const r of inserted) id[r.lastName] = r.id;
  });

  it('refuses without a session (401) and an admin not approved (403)', async () => {
    const query = `barangay=${encodeURIComponent(NORTH)}`;
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/members/id-cards?${query}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<ErrorJson>().error.message).toBe(messages.notAuthenticated);

    const other = await t.approvedAdmin();
    await t.app.ctx.db.update(admins).set({ approvalStatus: 'pending' }).where(eq(admins.userId, other.id));
    const pending = await get(query, other.cookie);
    expect(pending.statusCode).toBe(403);
    expect(pending.json<ErrorJson>().error.code).toBe('NOT_APPROVED');
  });

  it('gives the selected members’ cards by name, with image addresses and what each lacks', async () => {
    const answer = await cards(`ids=${id.Santos},${id.Abad},${id.Mendoza}`);
    expect(answer.cards.map((c: Json) => c.fullName)).toEqual([
      'Ana Reyes Abad',
      'Ana Reyes Mendoza',
      'Ana Reyes Santos',
    ]);
    expect(answer).toMatchObject({ total: 3, part: 1, parts: 1, leftOut: 0, source: null });
    const santos = answer.cards[2];
    expect(santos).toMatchObject({
      id: id.Santos,
      barangay: NORTH,
      registrationDate: today(),
      expiryDate: addYears(today(), 3),
      missingDocuments: [],
    });
    expect(santos.images).toEqual({
      idPicture: `/api/members/${id.Santos}/images/id-picture?v=1700000000001`,
      signature: `/api/members/${id.Santos}/images/signature?v=1700000000002`,
      qrCode: `/api/members/${id.Santos}/images/qr-code?v=1700000000003`,
    });
    expect(answer.cards[0].missingDocuments).toEqual(['signature', 'qrCode']);
    expect(answer.cards[1].missingDocuments).toEqual(['idPicture', 'signature', 'qrCode']);
  });

  it('leaves out archived, unknown and malformed ids, and counts them', async () => {
    const answer = await cards(
      `ids=${id.Santos},${id.Archivado},00000000-0000-4000-8000-000000000000,not-an-id,${id.Santos}`,
    );
    expect(answer.cards.map((c: Json) => c.id)).toEqual([id.Santos]);
    expect(answer.leftOut).toBe(3);
  });

  it('takes 200 selected members and refuses 201 with a message', async () => {
    const crowd = Object.entries(id)
      .filter(([name]) => name.startsWith('Crowd'))
      .map(([, memberId]) => memberId);
    const answer = await cards(`ids=${crowd.slice(0, 200).join(',')}`);
    expect(answer.cards).toHaveLength(200);
    const error = await refusal(`ids=${crowd.slice(0, 201).join(',')}`);
    expect(error).toMatchObject({
      code: 'ID_CARDS_TOO_MANY',
      message: idCardRefusals.idCardsTooMany('200', '201'),
    });
  });

  it('gives an import batch’s registered members and names the batch by its file', async () => {
    const answer = await cards(`batch=${batchId}`);
    expect(answer.cards.map((c: Json) => c.fullName)).toEqual(['Ana Reyes Cruz', 'Ana Reyes Mendoza']);
    expect(answer).toMatchObject({ total: 2, parts: 1, source: 'paper-records-2019.csv' });
    expect(await cards('batch=00000000-0000-4000-8000-000000000000')).toMatchObject({ cards: [], total: 0 });
    expect(await cards('batch=nope')).toMatchObject({ cards: [], total: 0 });
  });

  it('gives a barangay 200 cards a part', async () => {
    const first = await cards(`barangay=${encodeURIComponent(CROWDED)}`);
    expect(first).toMatchObject({ total: 205, part: 1, parts: 2, source: CROWDED });
    expect(first.cards).toHaveLength(200);
    expect(first.cards[0].fullName).toBe('Ana Reyes Crowd000');
    const second = await cards(`barangay=${encodeURIComponent(CROWDED)}&part=2`);
    expect(second.cards.map((c: Json) => c.fullName)).toEqual(
      ['200', '201', '202', '203', '204'].map((n) => `Ana Reyes Crowd${n}`),
    );
    const south = await cards(`barangay=${encodeURIComponent(SOUTH)}`);
    expect(south.cards.map((c: Json) => c.fullName)).toEqual(['Ana Reyes Cruz']);
  });

  it('refuses no selection, two at once, and a malformed part (400)', async () => {
    for (const query of ['', 'ids=', `ids=${id.Santos}&barangay=${encodeURIComponent(NORTH)}`, 'ids=,,,']) {
      expect(await refusal(query), query).toMatchObject({
        code: 'ID_CARDS_CHOOSE_ONE',
        message: idCardRefusals.idCardsChooseOne,
      });
    }
    expect((await refusal(`barangay=${encodeURIComponent(NORTH)}&part=0`)).code).toBe('INVALID_INPUT');
    expect((await refusal(`barangay=${encodeURIComponent(NORTH)}&part=x`)).code).toBe('INVALID_INPUT');
    expect((await refusal(`ids=${'a'.repeat(40_001)}`)).code).toBe('INVALID_INPUT');
  });
});
