import {
  BULK_IMAGES_MAX_FILES,
  CSV_BOM,
  csvLine,
  importMessages,
  MEMBER_IMPORT_HEADERS,
  messages,
  parseBulkImageName,
  place,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { activityLogs, admins, members, pendingFiles } from '../src/db/schema/index.ts';
import {
  GIF,
  JPEG,
  type Json,
  multipartBody,
  PNG,
  registeredMember,
  registrationData,
} from './members-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

type Part = { filename: string; bytes: Buffer };

/** A multipart body of `files` parts. */
function filesBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bulk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A zip of these entries (deflated). */
function zipOf(entries: Part[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const e of entries) {
    if (e.filename.endsWith('/')) zip.addEmptyDirectory(e.filename);
    else zip.addBuffer(e.bytes, e.filename);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('the naming rule', () => {
  it.each([
    ['2024-00123.jpg', '2024-00123', 'idPicture', null],
    ['2024-00123_photo.JPG', '2024-00123', 'idPicture', null],
    ['photos/2024-00123 picture.jpeg', '2024-00123', 'idPicture', null],
    ['2024-00123_signature.png', '2024-00123', 'signature', null],
    ['2024-00123-sig.png', '2024-00123', 'signature', null],
    [
      'ref-20240105-101500-0001-photo.jpg',
      'ref-20240105-101500-0001',
      'idPicture',
      'REF-20240105-101500-0001',
    ],
    [
      'REF-20240105-101500-0001_e-signature.png',
      'REF-20240105-101500-0001',
      'signature',
      'REF-20240105-101500-0001',
    ],
  ])('%s → %s (%s)', (name, key, kind, ref) => {
    expect(parseBulkImageName(name)).toMatchObject({ ok: true, key, kind, referenceNumber: ref });
  });

  it.each(['notes.txt', '_signature.png', '.jpg', 'scan.gif'])('%s follows no rule', (name) => {
    expect(parseBulkImageName(name)).toEqual({ ok: false });
  });
});

describe.each(backends)('bulk upload of ID pictures and e-signatures on $name', (backend) => {
  const t = useTestApp(backend);
  const db = () => t.app.ctx.db;
  const send = (admin: { cookie?: string } | null, url: string, parts: Part[]) => {
    const body = filesBody(parts);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(admin?.cookie ? { cookie: admin.cookie } : {}) },
    });
  };
  const preview = (admin: TestAdmin | null, parts: Part[]) =>
    send(admin, '/api/member-import/images/preview', parts);
  const store = (admin: TestAdmin | null, parts: Part[]) => send(admin, '/api/member-import/images', parts);

  let seq = 0;
  /** Two imported members (no images) and one registered (with images); one more archived. */
  async function setUp(admin: TestAdmin) {
    seq += 1;
    const run = `${Date.now().toString(36)}${seq}`;
    const row = (id: string, first: string) => {
      const v: Record<string, string> = {
        'ID Number': id,
        'Last Name': 'Bulk',
        'First Name': first,
        'Middle Name': 'Upload',
        Barangay: place.barangays[2]!,
        'Date of Birth': '1950-01-02',
        'Registration Date': '2012-03-04',
      };
      return MEMBER_IMPORT_HEADERS.map((h) => v[h] ?? '');
    };
    const csv = Buffer.from(
      CSV_BOM +
        csvLine(MEMBER_IMPORT_HEADERS) +
        csvLine(row(`IMG-${run}-1`, `Ana ${run}`)) +
        csvLine(row(`img ${run} 2`, `Ben ${run}`)),
    );
    const upload = multipartBody(undefined, { file: { bytes: csv, filename: 'm.csv' } });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/member-import',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: admin.cookie },
    });
    expect(imported.statusCode).toBe(201);
    const rows = await db()
      .select()
      .from(members)
      .where(eq(members.importBatchId, imported.json<Json>().batch.id))
      .orderBy(members.firstName);
    const register = (idNumber: string) =>
      registeredMember(t.app, admin.cookie, registrationData({ idNumber }));
    const registered = await register(`REG-${run}`);
    const archived = await register(`ARC-${run}`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/members/${archived.id}/archive`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    return { ana: rows[0]!, ben: rows[1]!, registered, archived, run };
  }

  it('previews matches by ID number (its key) and reference number, zips unpacked, and says why others do not match', async () => {
    const admin = await t.approvedAdmin();
    const { ana, ben, registered, archived, run } = await setUp(admin);
    const zip = await zipOf([
      { filename: `photos/${ben.referenceNumber}-photo.jpg`, bytes: JPEG },
      { filename: `photos/IMG${run}2_signature.png`, bytes: PNG },
      { filename: '__MACOSX/photos/._x.jpg', bytes: Buffer.from('junk') },
      { filename: 'photos/', bytes: Buffer.alloc(0) },
    ]);
    const res = await preview(admin, [
      { filename: `${ana.idNumber.toLowerCase()}.jpg`, bytes: JPEG },
      { filename: `${ana.idNumber}_signature.png`, bytes: PNG },
      { filename: 'more.zip', bytes: zip },
      { filename: `${registered.idNumber}_photo.png`, bytes: PNG },
      { filename: 'holiday.png', bytes: PNG },
      { filename: `NOBODY-${run}.jpg`, bytes: JPEG },
      { filename: `${ana.idNumber}-photo.jpg`, bytes: JPEG },
      { filename: `${registered.idNumber}_signature.png`, bytes: GIF },
      {
        filename: `${registered.idNumber}_sig.png`,
        bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      },
      { filename: `${archived.idNumber}.jpg`, bytes: JPEG },
      { filename: 'notes.txt', bytes: Buffer.from('hello') },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<Json>();
    expect(body.files).toBe(12);
    expect(body.matched.map((m: Json) => [m.fileName, m.memberId, m.kind, m.replaces])).toEqual([
      [`${ana.idNumber.toLowerCase()}.jpg`, ana.id, 'idPicture', false],
      [`${ana.idNumber}_signature.png`, ana.id, 'signature', false],
      [`photos/${ben.referenceNumber}-photo.jpg`, ben.id, 'idPicture', false],
      [`photos/IMG${run}2_signature.png`, ben.id, 'signature', false],
      [`${registered.idNumber}_photo.png`, registered.id, 'idPicture', true],
    ]);
    expect(body.matched[0]).toMatchObject({
      memberName: `Ana ${run} Upload Bulk`,
      referenceNumber: ana.referenceNumber,
      idNumber: ana.idNumber,
    });
    expect(body.unmatched).toEqual([
      { fileName: 'holiday.png', reason: importMessages.imageNoMember('holiday') },
      { fileName: `NOBODY-${run}.jpg`, reason: importMessages.imageNoMember(`NOBODY-${run}`) },
      {
        fileName: `${ana.idNumber}-photo.jpg`,
        reason: importMessages.imageSameTwice(`${ana.idNumber.toLowerCase()}.jpg`),
      },
      { fileName: `${registered.idNumber}_signature.png`, reason: messages.imageWrongType },
      { fileName: `${registered.idNumber}_sig.png`, reason: messages.signatureTooLarge },
      { fileName: `${archived.idNumber}.jpg`, reason: importMessages.imageArchivedMember(archived.fullName) },
      { fileName: 'notes.txt', reason: importMessages.imageUnnamed },
    ]);
    // A preview stores nothing.
    expect((await db().select().from(members).where(eq(members.id, ana.id)))[0]!.idPictureKey).toBeNull();
  });

  it('stores the matched images in one go with one activity entry; replaced images are deleted', async () => {
    const admin = await t.approvedAdmin();
    const { ana, registered } = await setUp(admin);
    const [before] = await db().select().from(members).where(eq(members.id, registered.id));
    const entries = await db().$count(activityLogs);
    const res = await store(admin, [
      { filename: `${ana.idNumber}.jpg`, bytes: JPEG },
      { filename: `${ana.idNumber}_signature.png`, bytes: PNG },
      { filename: `${registered.referenceNumber}_photo.png`, bytes: PNG },
      { filename: 'stray.png', bytes: PNG },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json<Json>()).toEqual({
      message: importMessages.imagesUploaded('3', '2 members'),
      stored: 3,
      members: 2,
      unmatched: 1,
    });
    const [a] = await db().select().from(members).where(eq(members.id, ana.id));
    expect(a!.idPictureKey).toMatch(/^members\/id_pictures\/\d+_/);
    expect(a!.signatureKey).toMatch(/^members\/signatures\/\d+_/);
    expect(await t.app.ctx.storage.get(a!.idPictureKey!)).not.toBeNull();
    const [r] = await db().select().from(members).where(eq(members.id, registered.id));
    expect(r!.idPictureKey).not.toBe(before!.idPictureKey);
    expect(r!.signatureKey).toBe(before!.signatureKey);
    expect(await t.app.ctx.storage.get(before!.idPictureKey!)).toBeNull();
    expect(await db().$count(pendingFiles)).toBe(0);
    expect((await db().$count(activityLogs)) - entries).toBe(1);
    const [entry] = await db()
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'members.images_uploaded'))
      .orderBy(sql`${activityLogs.createdAt} desc`)
      .limit(1);
    expect(entry!.details).toMatchObject({ images: 3, members: 2, unmatched: 1 });
    // Ana's documents are complete now.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/members/${ana.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(profile.json<Json>().member.documentsMissing).toBe(false);
  });

  it('leaves no file and changes nothing when storing fails part-way', async () => {
    const admin = await t.approvedAdmin();
    const { ana, ben } = await setUp(admin);
    const listed = async () =>
      (await t.app.ctx.storage.list('members/id_pictures/')).length +
      (await t.app.ctx.storage.list('members/signatures/')).length;
    const filesBefore = await listed();
    // The database refuses the update: the files written are deleted again.
    await db().execute(sql`
      create or replace function refuse_bulk_test() returns trigger language plpgsql as $$
      begin
        if new.signature_key is distinct from old.signature_key then raise exception 'refused (test)'; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger refuse_bulk_test before update on members
      for each row execute function refuse_bulk_test()`);
    try {
      const res = await store(admin, [
        { filename: `${ana.idNumber}.jpg`, bytes: JPEG },
        { filename: `${ben.idNumber}_signature.png`, bytes: PNG },
      ]);
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger refuse_bulk_test on members`);
      await db().execute(sql`drop function refuse_bulk_test()`);
    }
    expect(await listed()).toBe(filesBefore);
    expect(await db().$count(pendingFiles)).toBe(0);
    expect((await db().select().from(members).where(eq(members.id, ana.id)))[0]!.idPictureKey).toBeNull();
  });

  it('refuses without a session (401) and for an admin not approved (403)', async () => {
    expect((await preview(null, [{ filename: 'x.jpg', bytes: JPEG }])).statusCode).toBe(401);
    expect((await store(null, [{ filename: 'x.jpg', bytes: JPEG }])).statusCode).toBe(401);
    // An admin whose approval was taken back (as access.test.ts makes one).
    const admin = await t.approvedAdmin();
    await db().update(admins).set({ approvalStatus: 'pending' }).where(eq(admins.userId, admin.id));
    for (const route of [preview, store]) {
      const res = await route(admin, [{ filename: 'x.jpg', bytes: JPEG }]);
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorJson>().error.code).toBe('NOT_APPROVED');
    }
  });

  it.each([
    ['no file at all', async () => [] as Part[], 400, 'IMAGES_NO_FILES', importMessages.imagesNoFiles],
    [
      `more than ${BULK_IMAGES_MAX_FILES} images`,
      async () =>
        Array.from({ length: BULK_IMAGES_MAX_FILES + 1 }, (_, i) => ({
          filename: `X-${i}.jpg`,
          bytes: JPEG,
        })),
      400,
      'IMAGES_TOO_MANY',
      importMessages.imagesTooMany('300'),
    ],
    [
      'a zip that unpacks to more than 100 MB',
      async () => [
        {
          filename: 'big.zip',
          bytes: await zipOf([{ filename: 'X-1.jpg', bytes: Buffer.alloc(101 * 1024 * 1024) }]),
        },
      ],
      413,
      'PAYLOAD_TOO_LARGE',
      importMessages.imagesTooLarge('100'),
    ],
    [
      'a broken zip',
      async () => [
        { filename: 'broken.zip', bytes: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]) },
      ],
      400,
      'IMAGES_BAD_ZIP',
      importMessages.imagesBadZip('broken.zip'),
    ],
  ] as const)('refuses %s', async (_what, parts, status, code, message) => {
    const admin = await t.approvedAdmin();
    for (const url of ['/api/member-import/images/preview', '/api/member-import/images']) {
      const res = await send(admin, url, await parts());
      expect(res.statusCode).toBe(status);
      expect(res.json<ErrorJson>().error).toEqual({ code, message });
    }
  });

  it('refuses a body that is not multipart, and storing when nothing matches', async () => {
    const admin = await t.approvedAdmin();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/member-import/images',
      payload: { files: [] },
      headers: { cookie: admin.cookie },
    });
    expect(json.statusCode).toBe(400);
    const none = await store(admin, [{ filename: 'nobody-at-all.jpg', bytes: JPEG }]);
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorJson>().error).toEqual({
      code: 'IMAGES_NOTHING_MATCHED',
      message: importMessages.imagesNothingMatched,
    });
  });
});
