/**
 * Record retention's SQL (issue 27 item 5, DECISIONS 48): which members are due for removal of their
 * personal data, and the removal itself, table by table. The due rule is the domain's
 * (`membershipEnded`, `isDueForRemoval`), written once more here as SQL so the worklist pages and
 * counts in the database; retention.test.ts holds both to the same members.
 */
import { type IsoDate, RETENTION_PAGE_SIZE, type RetentionReason } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import type { Tx } from '../../db/index.ts';
import { rowsOf } from '../../db/rows.ts';

/** A list of ids as one parameter: `= any(uuids(ids))`. */
const uuids = (ids: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

export type DueOptions = { today: IsoDate; years: number; timeZone: string };

export type DueRow = {
  id: string;
  reference_number: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: string | null;
  barangay: string;
  ended_on: string;
  reason: RetentionReason;
};

/**
 * The members due, with the day their membership ended and why: the expiry date once it has come,
 * the archive day (Manila) for an archived member, the earlier of both; due once that day plus the
 * retention years is before today. Members already removed are left out.
 */
function dueMembers(o: DueOptions, extra: SQL = sql``): SQL {
  return sql`
    with ended as (
      select m.id, m.reference_number, m.first_name, m.middle_name, m.last_name, m.suffix, m.barangay,
             m.expiry_date, (m.archived_at at time zone ${o.timeZone})::date as archived_on
      from members m
      where m.anonymized_at is null
        and (m.archived_at is not null or m.expiry_date <= ${o.today}::date) ${extra}
    ), judged as (
      select e.*,
             case when e.archived_on is null then e.expiry_date
                  when e.expiry_date <= ${o.today}::date then least(e.expiry_date, e.archived_on)
                  else e.archived_on end as ended_on
      from ended e
    )
    select j.id, j.reference_number, j.first_name, j.middle_name, j.last_name, j.suffix, j.barangay,
           to_char(j.ended_on, 'YYYY-MM-DD') as ended_on,
           case when j.archived_on is not null and j.ended_on = j.archived_on then 'archived' else 'expired' end as reason
    from judged j
    where (j.ended_on + make_interval(years => ${o.years}))::date < ${o.today}::date`;
}

/** One page of the worklist, longest ended first, and how many are due in all. */
export async function duePage(
  db: Queryable,
  o: DueOptions,
  page: number,
): Promise<{ rows: DueRow[]; total: number }> {
  const rows = rowsOf<DueRow & { total: number }>(
    await db.execute(sql`
      select d.*, count(*) over ()::int as total from (${dueMembers(o)}) d
      order by d.ended_on, d.reference_number collate "C"
      limit ${RETENTION_PAGE_SIZE} offset ${(page - 1) * RETENTION_PAGE_SIZE}`),
  );
  if (rows.length === 0 && page > 1) {
    const [count] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from (${dueMembers(o)}) d`),
    );
    return { rows: [], total: count?.total ?? 0 };
  }
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The ids of every member due, in the worklist's order. */
export async function dueIds(db: Queryable, o: DueOptions): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select d.id from (${dueMembers(o)}) d order by d.ended_on, d.reference_number collate "C"`,
    ),
  );
  return rows.map((r) => r.id);
}

/**
 * Of `ids`, the members still due, locked until the transaction ends (the lock every member write
 * takes first: a claim, an update or a renewal racing the removal waits, and one that came first is
 * seen here — a renewal makes the member not due any more).
 */
export async function lockDue(tx: Tx, o: DueOptions, ids: string[]): Promise<string[]> {
  await tx.execute(sql`select id from members where id = any(${uuids(ids)}) order by id for update`);
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`select d.id from (${dueMembers(o, sql`and m.id = any(${uuids(ids)})`)}) d`),
  );
  return rows.map((r) => r.id);
}

/** What the removal reads of a member before it goes: every personal value to take out of texts. */
export type PersonalRow = {
  id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: string | null;
  maiden_name: string | null;
  id_number: string;
  id_number_key: string;
  house_street: string | null;
  complete_address: string;
  phone_number: string | null;
  email: string | null;
  dob: string;
  id_picture_key: string | null;
  signature_key: string | null;
  beneficiaries: {
    first_name: string;
    middle_name: string | null;
    last_name: string;
    suffix: string | null;
    relationship_other: string | null;
    dob: string;
  }[];
};

export async function personalRows(tx: Tx, ids: string[]): Promise<PersonalRow[]> {
  return rowsOf<PersonalRow>(
    await tx.execute(sql`
      select m.id, m.first_name, m.middle_name, m.last_name, m.suffix, m.maiden_name, m.id_number,
             m.id_number_key, m.house_street, m.complete_address, m.phone_number, m.email,
             to_char(m.dob, 'YYYY-MM-DD') as dob, m.id_picture_key, m.signature_key,
             coalesce((select jsonb_agg(jsonb_build_object(
                 'first_name', b.first_name, 'middle_name', b.middle_name, 'last_name', b.last_name,
                 'suffix', b.suffix, 'relationship_other', b.relationship_other,
                 'dob', to_char(b.dob, 'YYYY-MM-DD')))
               from members_beneficiary b where b.member_id = m.id), '[]'::jsonb) as beneficiaries
      from members m where m.id = any(${uuids(ids)})`),
  );
}

/**
 * The member rows and the rows that are only theirs: names blank, the ID number gone and its key
 * freed (the key becomes the row's id, which no typed ID number's key can be: keys have no dashes),
 * contact, address, civil status and consent gone, the date of birth kept as its year (1 January),
 * images no longer named (the caller deletes their files after the commit); beneficiaries keep
 * their count, gender, relationship, age and status; claims keep everything but the beneficiary's
 * name; outbox messages lose recipient and text (queued ones are cancelled); an ID-number collision
 * record goes.
 */
export async function removePersonalColumns(tx: Tx, ids: string[], now: Date): Promise<void> {
  const list = uuids(ids);
  await tx.execute(sql`
    update members set first_name = '', middle_name = '', last_name = '', suffix = null, maiden_name = null,
      id_number = '', id_number_key = id::text, house_street = null, complete_address = '',
      civil_status = null, phone_number = null, email = null,
      dob = make_date(extract(year from dob)::int, 1, 1),
      id_picture_key = null, signature_key = null,
      reminder_consent = 'none', consent_recorded_at = null, consent_recorded_by = null,
      consent_wording_version = null, anonymized_at = ${now.toISOString()}::timestamptz, updated_at = now()
    where id = any(${list})`);
  await tx.execute(sql`
    update members_beneficiary set first_name = '', middle_name = null, last_name = '', suffix = null,
      relationship_other = null, dob = make_date(extract(year from dob)::int, 1, 1)
    where member_id = any(${list})`);
  await tx.execute(
    sql`update claimed_services set beneficiary_name = null where member_id = any(${list}) and beneficiary_name is not null`,
  );
  await tx.execute(
    sql`update voided_claims set beneficiary_name = null where member_id = any(${list}) and beneficiary_name is not null`,
  );
  await tx.execute(sql`
    update outbox_messages set recipient = '', subject = null, body = '', html = null, last_error = null,
      status = case when status in ('queued', 'sending') then 'cancelled' else status end,
      lease_until = null, lease_token = null
    where member_id = any(${list})`);
  await tx.execute(sql`
    delete from id_number_key_collisions where member_id = any(${list}) or same_as_member_id = any(${list})`);
  // A stored answer of a request about the member (an Idempotency-Key replay) holds its values.
  await tx.execute(sql`
    delete from idempotency_keys k where exists (
      select 1 from unnest(${list}) as r(id) where strpos(k.body::text, r.id::text) > 0)`);
}

/** A text column of rows about the members, to take their values out of. */
type TextSource = { table: string; key: string; column: string; where: (ids: SQL) => SQL };

export const SCRUBBED_TEXTS: readonly TextSource[] = [
  { table: 'notifications', key: 'id', column: 'title', where: (ids) => sql`member_id = any(${ids})` },
  { table: 'notifications', key: 'id', column: 'message', where: (ids) => sql`member_id = any(${ids})` },
  { table: 'access_log', key: 'id', column: 'detail', where: (ids) => sql`member_id = any(${ids})` },
  { table: 'renewals', key: 'id', column: 'note', where: (ids) => sql`member_id = any(${ids})` },
  { table: 'voided_claims', key: 'id', column: 'void_reason', where: (ids) => sql`member_id = any(${ids})` },
];

/** The member each row is about and its text. */
export async function readTexts(
  tx: Tx,
  source: TextSource,
  ids: string[],
): Promise<{ key: string; member: string; text: string }[]> {
  return rowsOf(
    await tx.execute(sql`
      select ${sql.identifier(source.key)}::text as key, member_id::text as member, ${sql.identifier(source.column)} as text
      from ${sql.identifier(source.table)}
      where ${source.where(uuids(ids))} and ${sql.identifier(source.column)} is not null`),
  );
}

export async function writeTexts(
  tx: Tx,
  source: TextSource,
  rows: { key: string; text: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${sql.identifier(source.table)} t set ${sql.identifier(source.column)} = v.text
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(key text, text text)
    where t.${sql.identifier(source.key)}::text = v.key`);
}

/** The activity entries about the members (their details name them: memberId). */
export async function activityAbout(
  tx: Tx,
  ids: string[],
): Promise<{ id: string; member: string; details: Record<string, unknown> }[]> {
  return rowsOf(
    await tx.execute(sql`
      select id::text, details->>'memberId' as member, details from activity_logs
      where details ? 'memberId'
        and details->>'memberId' = any (array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)))`),
  );
}

export async function writeActivityDetails(
  tx: Tx,
  rows: { id: string; details: Record<string, unknown> }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update activity_logs t set details = v.details
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, details jsonb)
    where t.id = v.id`);
}
