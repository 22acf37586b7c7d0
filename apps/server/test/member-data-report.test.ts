/**
 * The member data report (issue 27 item 4, DECISIONS 47): everything the portal holds about a member,
 * one section per table that names them. The catalogue test below reads the database's own list of
 * tables: a new table that names members fails it until the report covers it or the domain says why not.
 */
import { dataReportMessages, dataReportMessagesFil } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { accessLog, activityLogs, outboxMessages } from '../src/db/schema/index.ts';
import { claimBody, insertBeneficiary, insertMember, type Json, json, NOW } from './services-support.ts';
import { backends, requestAs, type TestAdmin, useTestApp } from './support.ts';

/** Reported although no column of theirs is a member column: the member row itself, and entries naming it in their details. */
const NOT_IN_CATALOGUE = ['members', 'activity_logs'];

describe.each(backends)('member data report on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  const db = () => t.app.ctx.db;
  const as = (admin: TestAdmin, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    requestAs(t.app, admin, method, url, payload);
  const report = (admin: TestAdmin, id: string, query = '') =>
    as(admin, 'GET', `/api/members/${id}/data-report${query}`);
  const section = (body: Json, table: string) =>
    (body.sections as Json[]).find((s) => s.table === table)?.rows as Json[];

  /** Every base table with a foreign key to members, or a column naming a member without one. */
  async function tablesNamingMembers(): Promise<string[]> {
    const rows = rowsOf<{ table: string }>(
      await db().execute(sql`
        select distinct c.conrelid::regclass::text as table
          from pg_constraint c
         where c.contype = 'f' and c.confrelid = 'members'::regclass
        union
        select distinct cols.table_name::text
          from information_schema.columns cols
          join information_schema.tables tabs
            on tabs.table_schema = cols.table_schema and tabs.table_name = cols.table_name
         where cols.table_schema = current_schema() and tabs.table_type = 'BASE TABLE'
           and (cols.column_name = 'member_id' or cols.column_name like '%\\_member\\_id')`),
    );
    return rows.map((r) => r.table.replaceAll('"', '')).sort();
  }

  it('has a section for every table that names a member, or says why it leaves it out', async () => {
    const head = await t.headAdmin();
    const { id } = await insertMember(db());
    const res = await report(head, id);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    const reported = (body.sections as Json[]).map((s) => s.table as string);
    const leftOut = (body.leftOut as Json[]).map((l) => l.table as string);
    const catalogue = await tablesNamingMembers();
    expect(catalogue.length).toBeGreaterThanOrEqual(10);
    // A new table naming members fails here: report it (features/member-data-report/queries.ts) or
    // say why not (the domain's dataReportMessages.leftOutReasons).
    expect(catalogue.filter((table) => !reported.includes(table) && !leftOut.includes(table))).toEqual([]);
    // Nothing reported or left out that is gone from the schema.
    expect(
      reported.filter((table) => !catalogue.includes(table) && !NOT_IN_CATALOGUE.includes(table)),
    ).toEqual([]);
    expect(leftOut.filter((table) => !catalogue.includes(table))).toEqual([]);
    for (const l of body.leftOut as Json[]) expect(l.reason).toBe(dataReportMessages.leftOutReasons[l.table]);
    expect(new Set(reported).size).toBe(reported.length);
  });

  it('names every column of every reported table in words, in English and Filipino (issue 26)', async () => {
    const head = await t.headAdmin();
    const { id } = await insertMember(db());
    const reported = (json(await report(head, id)).sections as Json[]).map((s) => s.table as string);
    const columns = rowsOf<{ column: string }>(
      await db().execute(sql`
        select distinct column_name::text as column from information_schema.columns
         where table_schema = current_schema() and table_name in (${sql.join(
           reported.map((table) => sql`${table}`),
           sql`, `,
         )})`),
    ).map((r) => r.column);
    expect(columns.length).toBeGreaterThan(50);
    // A new column fails here until dataReportMessages.columnLabels (and its Filipino) name it.
    expect(columns.filter((column) => !dataReportMessages.columnLabels[column]).sort()).toEqual([]);
    expect(columns.filter((column) => !dataReportMessagesFil.columnLabels[column]).sort()).toEqual([]);
  });

  it('holds the member’s details, beneficiaries, claims (voided too), renewal, message, consent and views', async () => {
    const head = await t.headAdmin();
    const { id } = await insertMember(db(), { registrationDate: '2023-01-10', expiryDate: '2026-01-10' });
    const other = await insertMember(db());
    const beneficiary = await insertBeneficiary(db(), id, { firstName: 'Ligaya' });
    expect((await as(head, 'POST', `/api/members/${id}/renewals`, { note: 'Paid' })).statusCode).toBe(201);
    const kept = await as(head, 'POST', `/api/members/${id}/claims`, claimBody({ date: '2026-03-14' }));
    expect(kept.statusCode).toBe(201);
    const voided = await as(
      head,
      'POST',
      `/api/members/${id}/claims`,
      claimBody({ date: '2026-03-13', serviceType: 'ULTRASOUND', amount: '100' }),
    );
    expect(voided.statusCode).toBe(201);
    const voidedId = json(voided).claim.id as string;
    const voiding = await as(head, 'POST', `/api/claims/${voidedId}/void`, { reason: 'Entered twice' });
    expect(voiding.statusCode).toBe(200);
    await db()
      .insert(outboxMessages)
      .values([
        { memberId: id, channel: 'sms', recipient: '+639170000001', body: 'Salamat po', kind: 'welcome' },
        {
          memberId: other.id,
          channel: 'sms',
          recipient: '+639170000002',
          body: 'Not theirs',
          kind: 'welcome',
        },
      ]);
    expect((await as(head, 'GET', `/api/members/${id}`)).statusCode).toBe(200);
    expect((await as(head, 'GET', `/api/members/${other.id}`)).statusCode).toBe(200);

    const res = await report(head, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBeUndefined();
    const body = json(res);
    expect(body.member).toMatchObject({ id, name: expect.stringContaining('Dela Cruz') });
    expect(body.generatedBy).toMatch(/\S \S/);
    expect(section(body, 'members')).toHaveLength(1);
    expect(section(body, 'members')[0]).toMatchObject({ id, first_name: 'Juan', expiry_date: '2029-03-15' });
    expect(section(body, 'members_beneficiary').map((b) => b.id)).toEqual([beneficiary.id]);
    expect(section(body, 'claimed_services').map((c) => c.id)).toEqual([json(kept).claim.id]);
    expect(section(body, 'voided_claims')).toMatchObject([{ id: voidedId, void_reason: 'Entered twice' }]);
    expect(section(body, 'renewals')).toMatchObject([{ previous_expiry: '2026-01-10', note: 'Paid' }]);
    expect(section(body, 'outbox_messages').map((m) => m.body)).toEqual(['Salamat po']);
    // Its own view before the report, not the other member's; the entries about its writes, and this report's.
    expect(section(body, 'access_log').map((e) => [e.kind, e.member_id])).toEqual([['member.details', id]]);
    const actions = section(body, 'activity_logs').map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['member.renewed', 'claim.created', 'claim.voided', 'member.data_report']),
    );
    expect(body.images.map((i: Json) => i.kind)).toEqual(['id-picture', 'signature', 'qr-code']);
    expect(body.images.every((i: Json) => i.url === null)).toBe(true);
    for (const table of ['notifications', 'member_consents', 'claim_receipts', 'id_number_key_collisions'])
      expect(section(body, table), table).toEqual(expect.any(Array));
  });

  it('writes one activity entry and one access entry per report; the download is a file named by the reference', async () => {
    const head = await t.headAdmin();
    const { id } = await insertMember(db());
    const [member] = rowsOf<{ reference_number: string }>(
      await db().execute(sql`select reference_number from members where id = ${id}`),
    );
    await t.app.ctx.accessLog.flush();
    await db().delete(accessLog);
    const res = await report(head, id, '?download=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toContain(`member-data-${member!.reference_number}.json`);
    expect(json(res).sections.length).toBeGreaterThanOrEqual(10);
    const logged = await db()
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, 'member.data_report'), sql`${activityLogs.details}->>'memberId' = ${id}`),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]!.adminId).toBe(head.id);
    expect(String(logged[0]!.details.description)).toContain('Produced the member data report of Juan');
    await t.app.ctx.accessLog.flush();
    const entries = await db().select().from(accessLog);
    expect(entries.map((e) => [e.kind, e.memberId, e.adminId])).toEqual([
      ['member.data_report', id, head.id],
    ]);
  });

  it('answers 401 without a session, 403 to an admin who is not a head admin, 404 for no such member', async () => {
    const head = await t.headAdmin();
    const admin = await t.approvedAdmin();
    const { id } = await insertMember(db());
    expect((await t.app.inject({ url: `/api/members/${id}/data-report` })).statusCode).toBe(401);
    const refused = await report(admin, id);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error.code).toBe('FORBIDDEN');
    expect((await report(head, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await report(head, 'not-a-uuid')).statusCode).toBe(404);
    expect((await report(head, id, '?download=yes')).statusCode).toBe(400);
    const logged = await db()
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.action, 'member.data_report'), sql`${activityLogs.details}->>'memberId' = ${id}`),
      );
    expect(logged).toHaveLength(0);
  });
});
