/**
 * Record retention (issue 27 item 5, DECISIONS 48): the worklist lists exactly the members whose
 * membership ended more than RECORD_RETENTION_YEARS ago, and a head admin's confirmation removes
 * their personal data from every table (scanned through information_schema), the file store and a
 * new export, keeps their claims in the reports, frees the ID number and writes one activity entry.
 * The app's clock is moved forward (the app takes `now`), so the members are registered, claimed
 * and renewed through the API as on any day.
 */
import { addYears, retentionMessages } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { activityLogs, outboxMessages } from '../src/db/schema/index.ts';
import {
  beneficiary,
  type FilePart,
  filesUnder,
  jpegFile,
  pngFile,
  registeredMember,
  registrationData,
  today,
} from './members-support.ts';
import { claimBody, type Json, json } from './services-support.ts';
import { backends, requestAs, type TestAdmin, useTestApp } from './support.ts';

/** The registered member's distinctive values: none may be left anywhere after the removal. */
const V = {
  firstName: 'Zorvathine',
  middleName: 'Brambletonia',
  lastName: 'Quillmorex',
  maidenName: 'Vexlarimond',
  idNumber: 'ZQ-7781-XKW',
  idNumberKey: 'zq7781xkw',
  houseStreet: '77 Quasarvine Street',
  phone: '+639171234987',
  phoneLocal: '09171234987',
  email: 'zorvathine.q@example.ph',
  dob: '1961-07-23',
  beneficiaryFirst: 'Pemberlyxa',
  beneficiaryLast: 'Yondrellous',
  photo: 'zorvathine-photo.png',
  signature: 'zorvathine-sign.jpg',
};
const VALUES = Object.values(V);

describe.each(backends)('record retention on $name', (backend) => {
  let clock = new Date();
  const t = useTestApp(backend, { now: () => clock, jobs: [] });
  const db = () => t.app.ctx.db;
  const T0 = today();
  /** Noon in Manila on `day`. */
  const setDay = (day: string) => {
    clock = new Date(`${day}T04:00:00Z`);
  };
  const as = (admin: TestAdmin, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    requestAs(t.app, admin, method, url, payload);
  const register = (admin: TestAdmin, data: Json, files?: Record<string, FilePart>) =>
    registeredMember(t.app, admin.cookie, data, files);

  /** Every text, varchar, char and jsonb column of every table, with the rows holding one of `values`. */
  async function scanDatabase(values: string[]): Promise<string[]> {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await db().execute(sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')`),
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      for (const value of values) {
        const [hit] = rowsOf<{ n: number }>(
          await db().execute(
            sql`select count(*)::int as n from ${sql.identifier(table_name)} where strpos(lower(${sql.identifier(column_name)}::text), lower(${value})) > 0`,
          ),
        );
        if (hit!.n > 0) found.push(`${table_name}.${column_name}: ${value}`);
      }
    }
    return found;
  }

  it('answers 401 without a session, 403 to an admin who is not a head admin, 400 to a bad request', async () => {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    expect((await t.app.inject({ url: '/api/retention' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/retention/remove', payload: { expected: 1 } }))
        .statusCode,
    ).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/retention'],
      ['POST', '/api/retention/remove'],
    ] as const) {
      const res = await as(admin, method, url, method === 'POST' ? { expected: 1 } : undefined);
      expect(res.statusCode).toBe(403);
      expect(json(res).error.message).toBe(retentionMessages.headAdminOnly);
    }
    expect((await as(head, 'GET', '/api/retention?page=0')).statusCode).toBe(400);
    expect((await as(head, 'POST', '/api/retention/remove', { expected: 0 })).statusCode).toBe(400);
    expect((await as(head, 'POST', '/api/retention/remove', { expected: 'all' })).statusCode).toBe(400);
    const empty = json(await as(head, 'GET', '/api/retention'));
    expect(empty).toMatchObject({ years: 5, total: 0, members: [], page: 1, pageSize: 50 });
  });

  it('lists exactly the due members; the removal leaves none of their values in the database, the files or an export', async () => {
    const head = await t.headAdmin();
    setDay(T0);
    const due = await register(
      head,
      registrationData({
        firstName: V.firstName,
        middleName: V.middleName,
        lastName: V.lastName,
        maidenName: V.maidenName,
        idNumber: V.idNumber,
        houseStreet: V.houseStreet,
        phoneNumber: V.phone,
        email: V.email,
        reminderConsent: 'sms',
        dob: V.dob,
        gender: 'female',
        civilStatus: 'married',
        beneficiaries: [beneficiary({ firstName: V.beneficiaryFirst, lastName: V.beneficiaryLast })],
      }),
      { idPicture: pngFile(V.photo), signature: jpegFile(V.signature) },
    );
    const renewed = await register(head, registrationData());
    const archived = await register(head, registrationData());
    expect((await as(head, 'POST', `/api/members/${archived.id}/archive`)).statusCode).toBe(200);
    const [row] = rowsOf<{ id_picture_key: string; signature_key: string; barangay: string }>(
      await db().execute(
        sql`select id_picture_key, signature_key, barangay from members where id = ${due.id}`,
      ),
    );
    expect(filesUnder(t.dataDir).filter((f) => f.includes('zorvathine'))).toHaveLength(2);

    // Claims (one for the beneficiary, named on the claim), a message, a profile read, an activity entry.
    const [ben] = rowsOf<{ id: string }>(
      await db().execute(sql`select id from members_beneficiary where member_id = ${due.id}`),
    );
    const claims = [
      claimBody({ date: T0, amount: '1,200.00' }),
      claimBody({
        date: T0,
        serviceType: 'ULTRASOUND',
        amount: '800.00',
        beneficiaryUse: 'Yes',
        beneficiaryId: ben!.id,
      }),
    ];
    for (const claim of claims) {
      const res = await as(head, 'POST', `/api/members/${due.id}/claims`, claim);
      expect(res.statusCode, res.body).toBe(201);
    }
    await db()
      .insert(outboxMessages)
      .values({
        memberId: due.id,
        channel: 'email',
        recipient: V.email,
        subject: `Para kay ${V.firstName} ${V.lastName}`,
        body: `Magandang araw, ${V.firstName}! Your number ${V.phoneLocal}.`,
        kind: 'welcome',
      });
    expect((await as(head, 'GET', `/api/members/${due.id}`)).statusCode).toBe(200);
    await t.app.ctx.accessLog.flush();
    const report = (day: string) => as(head, 'GET', `/api/claims-report?from=${day}&to=${day}`);
    const before = json(await report(T0)).totals;
    expect(before).toMatchObject({ claimsCount: 2, amountCentavos: 200_000, membersServed: 1 });
    expect((await scanDatabase([V.firstName, V.idNumber, V.email])).length).toBeGreaterThan(3);

    // Three years on the renewed member renews; nine years on the others are due.
    setDay(addYears(T0, 3));
    expect((await as(head, 'POST', `/api/members/${renewed.id}/renewals`, {})).statusCode).toBe(201);
    setDay(addYears(T0, 9));
    const list = json(await as(head, 'GET', '/api/retention'));
    expect(list.total).toBe(2);
    expect(list.members.map((m: Json) => [m.id, m.reason])).toEqual([
      [archived.id, 'archived'],
      [due.id, 'expired'],
    ]);
    expect(list.members[1]).toMatchObject({
      referenceNumber: due.referenceNumber,
      fullName: `${V.lastName}, ${V.firstName} ${V.middleName}`,
      barangay: row!.barangay,
      endedOn: addYears(T0, 3),
    });

    // The count reviewed must still hold.
    const stale = await as(head, 'POST', '/api/retention/remove', { expected: 3 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error.message).toBe(retentionMessages.worklistChanged);
    const res = await as(head, 'POST', '/api/retention/remove', { expected: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ removed: 2, message: retentionMessages.removed(2) });

    // No value anywhere: every text column of every table, the stored files, a fresh export.
    expect(await scanDatabase(VALUES)).toEqual([]);
    expect(filesUnder(t.dataDir).filter((f) => f.includes('zorvathine'))).toEqual([]);
    for (const key of [row!.id_picture_key, row!.signature_key]) {
      expect(await t.app.ctx.storage.get(key)).toBeNull();
    }
    expect(rowsOf(await db().execute(sql`select key from pending_files`))).toEqual([]);
    const exported = await as(head, 'GET', '/api/export-sql');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(due.referenceNumber);
    for (const value of VALUES) expect(exported.body.toLowerCase()).not.toContain(value.toLowerCase());

    // Kept: reference number, barangay, birth year, gender, claims; shown as a removed member.
    const [kept] = rowsOf<Json>(
      await db().execute(
        sql`select reference_number, barangay, to_char(dob, 'YYYY-MM-DD') as dob, gender, anonymized_at from members where id = ${due.id}`,
      ),
    );
    expect(kept).toMatchObject({
      reference_number: due.referenceNumber,
      barangay: row!.barangay,
      dob: '1961-01-01',
      gender: 'female',
    });
    expect(kept!.anonymized_at).not.toBeNull();
    const [benRow] = rowsOf<Json>(
      await db().execute(sql`select count(*)::int as n from members_beneficiary where member_id = ${due.id}`),
    );
    expect(benRow!.n).toBe(1);
    expect(json(await report(T0)).totals).toEqual(before);
    const profile = json(await as(head, 'GET', `/api/members/${due.id}`));
    expect(profile.member ?? profile).toMatchObject({ fullName: retentionMessages.removedMemberName });
    expect((profile.member ?? profile).anonymizedAt).toEqual(expect.any(String));
    expect((await t.app.inject({ url: `/api/public/members/${due.referenceNumber}` })).statusCode).toBe(404);
    // Nothing personal is written to it again.
    const adding = await as(head, 'POST', `/api/members/${due.id}/beneficiaries`, beneficiary());
    expect(adding.statusCode).toBe(409);
    expect(json(adding).error.message).toBe(retentionMessages.memberRemovedRefusal);
    // The renewed member keeps everything.
    const [still] = rowsOf<Json>(
      await db().execute(sql`select anonymized_at, first_name from members where id = ${renewed.id}`),
    );
    expect(still).toMatchObject({ anonymized_at: null, first_name: 'Juan' });

    // The ID number is free: a new member registers with it.
    await register(head, registrationData({ idNumber: V.idNumber, registrationDate: addYears(T0, 9) }));

    // One activity entry with the count; a second run finds nothing due.
    const entries = await db()
      .select()
      .from(activityLogs)
      .where(sql`${activityLogs.action} = 'members.personal_data_removed'`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ members: 2, years: 5 });
    expect(entries[0]!.adminId).toBe(head.id);
    expect(json(await as(head, 'GET', '/api/retention'))).toMatchObject({ total: 0, members: [] });
    expect((await as(head, 'POST', '/api/retention/remove', { expected: 1 })).statusCode).toBe(409);
    expect(
      await db()
        .select()
        .from(activityLogs)
        .where(sql`${activityLogs.action} = 'members.personal_data_removed'`),
    ).toHaveLength(1);
  });
});
