import { crc32, deflateRawSync } from 'node:zlib';
import {
  CSV_BOM,
  csvLine,
  importMessages,
  importRefusalsCsv,
  MEMBER_IMPORT_HEADERS,
  MEMBER_IMPORT_MAX_ROWS,
  messages,
  place,
} from '@portal/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  activityLogs,
  memberImportBatches,
  members,
  notifications,
  pendingFiles,
} from '../src/db/schema/index.ts';
import { fillMissingQrCodes, fillQrCodesJob } from '../src/features/member-import/qr-codes.ts';
import { JobRunner } from '../src/jobs/index.ts';
import {
  type Json,
  multipartBody,
  PNG,
  patchMember,
  registeredMember,
  registrationData,
  registrationFiles,
  today,
} from './members-support.ts';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

const B1 = place.barangays[0]!;
const B2 = place.barangays[1]!;

let seq = 0;
/** A row of the template's columns (every column, in the template's order), valid unless overridden. */
function row(overrides: Record<string, string> = {}): string[] {
  seq += 1;
  const values: Record<string, string> = {
    'ID Number': `IMP-${Date.now().toString(36)}-${seq}`,
    'Reference Number': '',
    'Last Name': 'Bautista',
    'First Name': `Pedro ${seq}`,
    'Middle Name': 'Garcia',
    Suffix: '',
    'Maiden Name': '',
    'House No./Street': '5 Mabini St.',
    Barangay: B1,
    Gender: 'Male',
    'Civil Status': 'Married',
    'Date of Birth': '1955-08-20',
    'Phone Number': '+63 917 000 1111',
    'Registration Date': '2010-02-01',
    ...overrides,
  };
  return MEMBER_IMPORT_HEADERS.map((h) => values[h] ?? '');
}

const csvOf = (rows: string[][], headers: readonly string[] = MEMBER_IMPORT_HEADERS) =>
  Buffer.from(CSV_BOM + csvLine(headers) + rows.map(csvLine).join(''), 'utf8');

async function xlsxOf(
  rows: unknown[][],
  headers: readonly string[] = MEMBER_IMPORT_HEADERS,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Members');
  sheet.addRow([...headers]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip of the given entries, deflated, as a spreadsheet program writes one (local headers, directory). */
function zipOf(entries: { name: string; text: string }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, text } of entries) {
    const raw = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(raw);
    const nameBytes = Buffer.from(name, 'utf8');
    const sizes = (header: Buffer, at: number) => {
      header.writeUInt16LE(8, at); // deflate
      header.writeUInt32LE(crc32(raw), at + 6);
      header.writeUInt32LE(packed.length, at + 10);
      header.writeUInt32LE(raw.length, at + 14);
      header.writeUInt16LE(nameBytes.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    sizes(local, 8);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    sizes(central, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

describe.each(backends)('member import on $name', (backend) => {
  const t = useTestApp(backend);
  const db = () => t.app.ctx.db;

  const upload = (admin: TestAdmin, url: string, bytes: Buffer, filename = 'members.csv') => {
    const body = multipartBody(undefined, { file: { bytes, filename } });
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie: admin.cookie },
    });
  };
  const preview = (admin: TestAdmin, bytes: Buffer, filename?: string) =>
    upload(admin, '/api/member-import/preview', bytes, filename);
  const importFile = (admin: TestAdmin, bytes: Buffer, filename?: string) =>
    upload(admin, '/api/member-import', bytes, filename);

  const registerMember = (admin: TestAdmin, overrides: Json = {}) =>
    registeredMember(t.app, admin.cookie, registrationData(overrides));

  const batchMembers = (batchId: string) =>
    db().select().from(members).where(eq(members.importBatchId, batchId)).orderBy(members.idNumber);

  /** A file mixing good rows, duplicates (in the file and of a registered member), a bad date, missing fields. */
  async function mixedFile(admin: TestAdmin) {
    const registered = await registerMember(admin, { idNumber: `REG-${Date.now()}` });
    const keptRef = `REF-20100201-080000-${String(Date.now() % 10000).padStart(4, '0')}`;
    const good1 = row({ 'Reference Number': keptRef });
    const good2 = row({ 'Last Name': 'Ñuñez', Barangay: B2, Gender: '', 'Civil Status': '' });
    const rows = [
      good1, // row 2
      good2, // row 3
      row({ 'ID Number': ` ${good1[0]!.toLowerCase()} ` }), // row 4: ID number of row 2 (by its key)
      row({ 'First Name': good2[3]!.toUpperCase(), 'Last Name': 'ñuñez', Barangay: B2 }), // row 5: row 3 again
      row({ 'ID Number': registered.idNumber }), // row 6: registered already
      row({ 'Date of Birth': '12/31/1950' }), // row 7: bad date
      row({ 'Last Name': '', Barangay: '' }), // row 8: missing required fields
      row({ 'Registration Date': '1999-12-31' }), // row 9: before 2000
      row({ 'Reference Number': registered.referenceNumber }), // row 10: good, its reference is taken
    ];
    return { bytes: csvOf(rows), good: [good1, good2, rows[8]!], keptRef, registered };
  }

  it('previews a mixed file: each refused row with its number, field, value and rule', async () => {
    const admin = await t.approvedAdmin();
    const { bytes, registered } = await mixedFile(admin);
    const res = await preview(admin, bytes);
    expect(res.statusCode).toBe(200);
    const body = res.json<Json>();
    expect(body.rows).toBe(9);
    expect(body.acceptedCount).toBe(3);
    expect(body.accepted.map((a: Json) => a.row)).toEqual([2, 3, 10]);
    const good2 = body.refused[1].cells as string[];
    expect(body.refused.map((r: Json) => [r.row, r.field, r.message])).toEqual([
      [4, 'ID Number', importMessages.idNumberInFile(body.refused[0].cells[0].trim(), '2')],
      [
        5,
        'Last Name, First Name, Middle Name, Date of Birth, Barangay',
        importMessages.memberInFile(`ñuñez, ${good2[3]} Garcia, 1955-08-20, ${B2}`, '3'),
      ],
      [6, 'ID Number', importMessages.idNumberRegistered(registered.idNumber)],
      [7, 'Date of Birth', importMessages.dateNotReal('12/31/1950')],
      [
        8,
        'Last Name, Barangay',
        `${importMessages.cellRequired('Last Name')} ${importMessages.cellRequired('Barangay')}`,
      ],
      [9, 'Registration Date', importMessages.registrationDateOutOfRange('1999-12-31', '2000-01-01')],
    ]);
    // One problem each, with the value as typed; two for row 8.
    expect(body.refused[3].problems).toEqual([
      { field: 'Date of Birth', value: '12/31/1950', message: importMessages.dateNotReal('12/31/1950') },
    ]);
    expect(body.refused[4].problems.map((p: Json) => [p.field, p.value])).toEqual([
      ['Last Name', ''],
      ['Barangay', ''],
    ]);
    expect(body.refused[3].cells[MEMBER_IMPORT_HEADERS.indexOf('Date of Birth')]).toBe('12/31/1950');
    // A preview writes nothing.
    expect(await db().$count(members, isNotNull(members.importBatchId))).toBe(0);
  });

  it('reads the refused-rows CSV back as the rows it was made from, to correct and upload again', async () => {
    const admin = await t.approvedAdmin();
    const { bytes } = await mixedFile(admin);
    const first = (await preview(admin, bytes)).json<Json>();
    const refusedCsv = Buffer.from(importRefusalsCsv(first.headers, first.refused), 'utf8');
    const again = await preview(admin, refusedCsv, 'refused-rows.csv');
    expect(again.statusCode).toBe(200);
    const body = again.json<Json>();
    // The former duplicates of rows 2 and 3 stand alone now; the other refusals come back as they were,
    // their cells as in the first file (the ' that guarded each '+' is gone, the Error column ignored).
    expect(body.acceptedCount).toBe(2);
    const rest = first.refused.slice(2);
    expect(body.refused.map((r: Json) => [r.field, r.message])).toEqual(
      rest.map((r: Json) => [r.field, r.message]),
    );
    expect(body.refused.map((r: Json) => r.cells.slice(0, -1))).toEqual(rest.map((r: Json) => r.cells));
  });

  it('imports exactly the accepted rows with one notification for the batch and one activity entry', async () => {
    const admin = await t.approvedAdmin({ firstName: 'Lorna', lastName: 'Bautista' });
    const { bytes, keptRef, registered } = await mixedFile(admin);
    const entriesBefore = await db().$count(activityLogs);
    const res = await importFile(admin, bytes, 'old-records.csv');
    expect(res.statusCode).toBe(201);
    const { batch, message } = res.json<Json>();
    expect(message).toBe(importMessages.importDone('3'));
    expect(batch).toMatchObject({ fileName: 'old-records.csv', imported: 3, refused: 6, undoneAt: null });
    const written = await batchMembers(batch.id);
    expect(written).toHaveLength(3);
    const refs = written.map((m) => m.referenceNumber);
    expect(refs).toContain(keptRef);
    expect(refs).not.toContain(registered.referenceNumber);
    expect(new Set(refs).size).toBe(3);
    for (const m of written) {
      expect(m.referenceNumber).toMatch(/^REF-\d{8}-\d{6}-\d{4}$/);
      expect(m.registrationDate).toBe('2010-02-01');
      expect(m.expiryDate).toBe('2013-02-01');
      expect(m.idPictureKey).toBeNull();
      // Issue 24 item 4: the QR code is made at import (a batch of one chunk before the answer).
      expect(m.qrCodeKey).toMatch(/^members\/qr_codes\/\d+_REF-/);
      expect(await t.app.ctx.storage.get(m.qrCodeKey!)).not.toBeNull();
    }
    const nunez = written.find((m) => m.lastName === 'Ñuñez')!;
    expect(nunez).toMatchObject({ barangay: B2, gender: null, civilStatus: null });
    // Issue 23: one notification for the batch, none per member; raised by (so not shown to) the importer.
    const perMember = await db()
      .select()
      .from(notifications)
      .where(sql`${notifications.memberId} in (select id from members where import_batch_id = ${batch.id})`);
    expect(perMember).toEqual([]);
    const notes = await db().select().from(notifications).where(eq(notifications.importBatchId, batch.id));
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'import',
        memberId: null,
        actorId: admin.id,
        title: messages.importNotificationTitle,
        message: messages.importNotification(3, 'old-records.csv', 'Lorna Bautista'),
      }),
    ]);
    const seen = async (who: { cookie: string }) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notifications?type=import',
          headers: { cookie: who.cookie },
        })
      ).json<Json>().notifications as Json[];
    expect((await seen(admin)).some((n) => n.importBatch?.id === batch.id)).toBe(false);
    const other = (await seen(await t.headAdmin())).find((n) => n.importBatch?.id === batch.id);
    expect(other).toMatchObject({ member: null, importBatch: { id: batch.id, fileName: 'old-records.csv' } });
    expect((await db().$count(activityLogs)) - entriesBefore).toBe(1);
    const [entry] = await db()
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'members.imported'))
      .orderBy(sql`${activityLogs.createdAt} desc`)
      .limit(1);
    expect(entry!.details).toMatchObject({
      batchId: batch.id,
      members: 3,
      refused: 6,
      fileName: 'old-records.csv',
    });

    // 'Documents missing' on the profile and in the list until Update Profile adds the images.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/members/${nunez.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(profile.json<Json>().member.documentsMissing).toBe(true);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/members?search=${encodeURIComponent(nunez.idNumber)}`,
      headers: { cookie: admin.cookie },
    });
    expect(list.json<Json>().members[0].documentsMissing).toBe(true);
    const updated = await patchMember(t.app, admin.cookie, nunez.id, {}, registrationFiles());
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Json>().member.documentsMissing).toBe(false);
    // The QR code made at import stays.
    expect(profile.json<Json>().member.images.qrCode).not.toBeNull();
    expect((await db().select().from(members).where(eq(members.id, nunez.id)))[0]!.qrCodeKey).toBe(
      nunez.qrCodeKey,
    );
  });

  it('names the field, the value as typed and the rule, one message per problem, in the preview and the CSV', async () => {
    const admin = await t.approvedAdmin();
    const taken = row();
    expect((await importFile(admin, csvOf([taken]))).statusCode).toBe(201);
    const rows = [
      row({ Barangay: 'Bayanan 1', Gender: 'M' }), // row 2: two problems
      row({ 'Civil Status': 'Wed', 'Date of Birth': '1960-02-30' }), // row 3
      row({ 'Phone Number': '+63 917 000 0000 / +63 918 000 0000' }), // row 4
      row({ 'Last Name': 'x'.repeat(101) }), // row 5
      row({ 'ID Number': taken[0]! }), // row 6: in the database
    ];
    const res = await preview(admin, csvOf(rows));
    expect(res.statusCode).toBe(200);
    const refused = res.json<Json>().refused as Json[];
    expect(refused.map((r) => [r.row, r.problems.map((p: Json) => [p.field, p.value, p.message])])).toEqual([
      [
        2,
        [
          [
            'Barangay',
            'Bayanan 1',
            "'Bayanan 1' is not a barangay of Calapan City. Did you mean 'Bayanan I'?",
          ],
          ['Gender', 'M', importMessages.genderUnknown('M', 'Male, Female or Other')],
        ],
      ],
      [
        3,
        [
          [
            'Civil Status',
            'Wed',
            importMessages.civilStatusUnknown('Wed', 'Single, Married, Widowed, Separated or Divorced'),
          ],
          ['Date of Birth', '1960-02-30', importMessages.dateNotReal('1960-02-30')],
        ],
      ],
      [
        4,
        [
          [
            'Phone Number',
            '+63 917 000 0000 / +63 918 000 0000',
            importMessages.phoneTooLong('+63 917 000 0000 / +63 918 000 0000', '35', '30'),
          ],
        ],
      ],
      [
        5,
        [
          [
            'Last Name',
            'x'.repeat(101),
            importMessages.cellTooLong(`${'x'.repeat(39)}…`, '101', 'Last Name', '100'),
          ],
        ],
      ],
      [6, [['ID Number', taken[0]!, importMessages.idNumberRegistered(taken[0]!)]]],
    ]);
    const csv = importRefusalsCsv(res.json<Json>().headers, refused as never);
    expect(csv).toContain(
      `"Row 2 — Barangay: 'Bayanan 1' is not a barangay of Calapan City. Did you mean 'Bayanan I'?\nRow 2 — Gender: `,
    );
  });

  it('makes the QR codes a crash left with the job; a failed store leaves no file nor pending record', async () => {
    const admin = await t.approvedAdmin();
    const res = await importFile(admin, csvOf(Array.from({ length: 3 }, () => row())));
    expect(res.statusCode).toBe(201);
    const batchId = res.json<Json>().batch.id as string;
    // As a crash would leave them: members without a code.
    await db().execute(sql`update members set qr_code_key = null where import_batch_id = ${batchId}`);
    const listed = (await t.app.ctx.storage.list('members/qr_codes/')).length;
    // A storage that fails on the second file: the chunk writes nothing, leaves no file nor pending row.
    let puts = 0;
    const failing = {
      ...t.app.ctx.storage,
      put: async (key: string, body: never, type: string) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full (test)');
        await t.app.ctx.storage.put(key, body, type);
      },
      delete: (key: string) => t.app.ctx.storage.delete(key),
      get: (key: string) => t.app.ctx.storage.get(key),
      list: (prefix: string) => t.app.ctx.storage.list(prefix),
    };
    await expect(
      fillMissingQrCodes({ ...t.app.ctx, storage: failing, db: db() as never }, { batchId }),
    ).rejects.toThrow('disk full (test)');
    expect((await t.app.ctx.storage.list('members/qr_codes/')).length).toBe(listed);
    expect(await db().$count(pendingFiles)).toBe(0);
    expect(await db().$count(members, sql`import_batch_id = ${batchId} and qr_code_key is null`)).toBe(3);
    // The job carries on.
    const job = { ...fillQrCodesJob, name: `fill-qr-codes-${backend.name}` };
    const runner = new JobRunner({ jobs: [job], app: t.app.ctx, log: t.app.log });
    expect(await runner.runOnce(job)).toBe('ran');
    const written = await batchMembers(batchId);
    for (const m of written) expect(await t.app.ctx.storage.get(m.qrCodeKey!)).not.toBeNull();
    expect(await db().$count(pendingFiles)).toBe(0);
  });

  it('imports an XLSX with date cells, and the same file again imports nothing', async () => {
    const admin = await t.approvedAdmin();
    const a = row();
    const dobAt = MEMBER_IMPORT_HEADERS.indexOf('Date of Birth');
    const regAt = MEMBER_IMPORT_HEADERS.indexOf('Registration Date');
    const cells: unknown[] = [...a];
    cells[dobAt] = new Date(Date.UTC(1948, 0, 31));
    cells[regAt] = new Date(Date.UTC(2015, 6, 4));
    const bytes = await xlsxOf([cells, row({ 'ID Number': 'XLSX-2' })]);
    const res = await importFile(admin, bytes, 'members.xlsx');
    expect(res.statusCode).toBe(201);
    const written = await batchMembers(res.json<Json>().batch.id);
    expect(written.map((m) => [m.dob, m.registrationDate])).toContainEqual(['1948-01-31', '2015-07-04']);
    const again = await importFile(admin, bytes, 'members.xlsx');
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorJson>().error).toEqual({
      code: 'IMPORT_NOTHING_TO_IMPORT',
      message: importMessages.importNothingToImport,
    });
  });

  it('writes nothing when the write fails part-way', async () => {
    const admin = await t.approvedAdmin();
    // A real failure inside the transaction: the database refuses the last member.
    await db().execute(sql`
      create or replace function refuse_import_test() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Failwrite' then raise exception 'member refused (test)'; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger refuse_import_test before insert on members
      for each row execute function refuse_import_test()`);
    try {
      const membersBefore = await db().$count(members);
      const batchesBefore = await db().$count(memberImportBatches);
      const entriesBefore = await db().$count(activityLogs);
      const rows = Array.from({ length: 1500 }, (_, i) =>
        row(i === 1499 ? { 'First Name': 'Failwrite' } : {}),
      );
      const res = await importFile(admin, csvOf(rows));
      expect(res.statusCode).toBe(500);
      expect(await db().$count(members)).toBe(membersBefore);
      expect(await db().$count(memberImportBatches)).toBe(batchesBefore);
      expect(await db().$count(activityLogs)).toBe(entriesBefore);
      expect(await db().$count(pendingFiles)).toBe(0);
    } finally {
      await db().execute(sql`drop trigger refuse_import_test on members`);
      await db().execute(sql`drop function refuse_import_test()`);
    }
  });

  it.each([
    [
      'a formula in an XLSX cell',
      async () => xlsxOf([[...row().slice(0, 3), { formula: 'A2&"x"', result: 'x' }]]),
      'IMPORT_FORMULA',
      importMessages.importFormula('D2'),
    ],
    [
      'a formula in a CSV cell',
      async () => csvOf([row(), row({ 'Last Name': '=HYPERLINK("http://x")' })]),
      'IMPORT_FORMULA',
      importMessages.importFormula('C3'),
    ],
    [
      'a wrong header',
      async () => csvOf([row()], ['ID', 'Surname']),
      'IMPORT_WRONG_HEADER',
      importMessages.importHeaderMissing(
        'ID Number, Last Name, First Name, Middle Name, Barangay, Date of Birth, Registration Date',
      ),
    ],
    [
      'a header with an unknown column',
      async () => csvOf([[...row(), 'x']], [...MEMBER_IMPORT_HEADERS, 'Notes']),
      'IMPORT_WRONG_HEADER',
      importMessages.importHeaderUnknown("'Notes'"),
    ],
    [
      'a header and no member rows',
      async () => csvOf([['', '', ''], []]),
      'IMPORT_NO_ROWS',
      importMessages.importNoRows,
    ],
    [
      'an empty file',
      async () => Buffer.alloc(0),
      'IMPORT_NOT_A_SPREADSHEET',
      importMessages.importNotSpreadsheet,
    ],
    ['an image', async () => PNG, 'IMPORT_NOT_A_SPREADSHEET', importMessages.importNotSpreadsheet],
    [
      // 40 MB of one repeated row packed into a few dozen KB: refused before anything is unpacked
      // into the workbook (each entry is inflated only up to the 32 MB limit).
      'a workbook that unzips to 40 MB',
      async () =>
        zipOf([
          {
            name: 'xl/worksheets/sheet1.xml',
            text: `<worksheet><sheetData>${'<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(800_000)}</sheetData></worksheet>`,
          },
        ]),
      'IMPORT_TOO_MANY_ROWS',
      importMessages.importTooManyRows('10,000'),
    ],
    [
      'a broken zip',
      async () => Buffer.from('PK\u0003\u0004 not really a workbook'),
      'IMPORT_NOT_A_SPREADSHEET',
      importMessages.importNotSpreadsheet,
    ],
  ] as const)('refuses %s with a clear 400', async (_what, file, code, message) => {
    const admin = await t.approvedAdmin();
    for (const res of [await preview(admin, await file()), await importFile(admin, await file())]) {
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorJson>().error).toEqual({ code, message });
    }
  });

  it(`refuses a file of 50,000 rows, stating the maximum of ${MEMBER_IMPORT_MAX_ROWS}`, async () => {
    const admin = await t.approvedAdmin();
    const line = csvLine(row());
    const bytes = Buffer.from(csvLine(MEMBER_IMPORT_HEADERS) + line.repeat(50_000), 'utf8');
    const res = await preview(admin, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().error).toEqual({
      code: 'IMPORT_TOO_MANY_ROWS',
      message: importMessages.importTooManyRows('10,000'),
    });
  });

  it('skips blank rows and lists them', async () => {
    const admin = await t.approvedAdmin();
    const blank = MEMBER_IMPORT_HEADERS.map(() => '');
    const res = await preview(admin, csvOf([row(), blank, row(), blank, blank]));
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>()).toMatchObject({ rows: 2, acceptedCount: 2, blankRows: [3], blankRowCount: 1 });
  });

  it('refuses requests that carry no spreadsheet with 400', async () => {
    const admin = await t.approvedAdmin();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/member-import/preview',
      payload: { file: 'x' },
      headers: { cookie: admin.cookie },
    });
    expect(json.statusCode).toBe(400);
    const wrongPart = multipartBody({ a: 1 });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/member-import',
      payload: wrongPart.payload,
      headers: { ...wrongPart.headers, cookie: admin.cookie },
    });
    expect(noFile.statusCode).toBe(400);
    const head = await t.headAdmin();
    const undo = await t.app.inject({
      method: 'POST',
      url: '/api/member-import/batches/not-a-uuid/undo',
      headers: { cookie: head.cookie },
    });
    expect(undo.statusCode).toBe(404);
  });

  it('offers the template as CSV and XLSX with the registration fields', async () => {
    const admin = await t.approvedAdmin();
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/member-import/template.csv',
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('member-import-template.csv');
    expect(csv.body).toBe(CSV_BOM + csvLine(MEMBER_IMPORT_HEADERS));
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/member-import/template.xlsx',
      headers: { cookie: admin.cookie },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...MEMBER_IMPORT_HEADERS]);
  });

  it('lets a head admin undo a batch while none of its members has a claim', async () => {
    const admin = await t.approvedAdmin();
    const head = await t.headAdmin();
    const undo = (id: string, who: TestAdmin = head) =>
      t.app.inject({
        method: 'POST',
        url: `/api/member-import/batches/${id}/undo`,
        headers: { cookie: who.cookie },
      });

    const first = (await importFile(admin, csvOf([row(), row()]), 'a.csv')).json<Json>().batch;
    const forbidden = await undo(first.id, admin);
    expect(forbidden.statusCode).toBe(403);
    const entriesBefore = await db().$count(activityLogs);
    const res = await undo(first.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>()).toMatchObject({
      message: importMessages.importBatchUndone('2'),
      batch: { id: first.id },
    });
    expect(res.json<Json>().batch.undoneAt).not.toBeNull();
    expect(await batchMembers(first.id)).toHaveLength(0);
    expect((await db().$count(activityLogs)) - entriesBefore).toBe(1);
    expect(
      await db().$count(activityLogs, and(eq(activityLogs.action, 'members.import_undone'))),
    ).toBeGreaterThan(0);
    expect((await undo(first.id)).json<ErrorJson>().error.code).toBe('IMPORT_ALREADY_UNDONE');

    // Registered today, so a claim can be recorded for it today.
    const second = (
      await importFile(admin, csvOf([row({ 'Registration Date': today() })]), 'b.csv')
    ).json<Json>().batch;
    const [member] = await batchMembers(second.id);
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/members/${member!.id}/claims`,
      headers: { cookie: admin.cookie },
      payload: {
        category: 'outpatient',
        serviceType: 'ULTRASOUND',
        institution: 'Provincial Hospital',
        amount: '100',
        date: today(),
      },
    });
    expect(claim.statusCode).toBe(201);
    const refused = await undo(second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorJson>().error).toEqual({
      code: 'IMPORT_HAS_CLAIMS',
      message: importMessages.importBatchHasClaims,
    });
    expect(await batchMembers(second.id)).toHaveLength(1);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/member-import/batches',
      headers: { cookie: admin.cookie },
    });
    const batches = list.json<Json>().batches;
    expect(batches.find((b: Json) => b.id === second.id)).toMatchObject({
      membersWithClaims: 1,
      undoneAt: null,
    });
    expect(batches.find((b: Json) => b.id === first.id).undoneAt).not.toBeNull();
  });

  it('never creates duplicates when two imports of overlapping files run at once', async () => {
    const admin = await t.approvedAdmin();
    const shared = Array.from({ length: 300 }, () => row());
    const fileA = csvOf([...shared, row()]);
    const fileB = csvOf([row(), ...shared]);
    const [a, b] = await Promise.all([importFile(admin, fileA, 'a.csv'), importFile(admin, fileB, 'b.csv')]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const imported = [a, b].map((r) => r.json<Json>().batch.imported).sort();
    expect(imported).toEqual([1, 301]);
    const ids = shared.map((r) => r[0]!);
    const written = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(sql`${members.idNumber} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
    expect(Number(written[0]!.n)).toBe(300);
  });
});
