/**
 * The member data report's SQL (issue 27 item 4): every row of every table that names the member,
 * each row whole (`to_jsonb`), read in one statement so that every section comes from one snapshot.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import { rowsOf } from '../../db/rows.ts';

/** A section of the report: the table, which of its rows name the member, and their order. */
type SectionSource = { table: string; where: (id: string) => SQL; orderBy: string };

const byMemberId = (id: string) => sql`t.member_id = ${id}::uuid`;

/**
 * Every table that names a member and is reported, in the page's order. The test
 * (member-data-report.test.ts) compares this list with the database catalogue: a new table with a
 * member column fails it until it is added here or to the domain's leftOutReasons.
 */
export const REPORT_SECTIONS: readonly SectionSource[] = [
  { table: 'members', where: (id) => sql`t.id = ${id}::uuid`, orderBy: 't.created_at' },
  { table: 'members_beneficiary', where: byMemberId, orderBy: 't.created_at, t.id' },
  { table: 'claimed_services', where: byMemberId, orderBy: 't.service_date, t.created_at' },
  { table: 'voided_claims', where: byMemberId, orderBy: 't.service_date, t.created_at' },
  { table: 'claim_receipts', where: byMemberId, orderBy: 't.issued_at' },
  { table: 'renewals', where: byMemberId, orderBy: 't.renewed_at' },
  { table: 'member_consents', where: byMemberId, orderBy: 't.recorded_at' },
  { table: 'notifications', where: byMemberId, orderBy: 't.created_at' },
  { table: 'outbox_messages', where: byMemberId, orderBy: 't.created_at' },
  {
    table: 'id_number_key_collisions',
    where: (id) => sql`(t.member_id = ${id}::uuid or t.same_as_member_id = ${id}::uuid)`,
    orderBy: 't.member_id',
  },
  // Entries name their member in their details (no column): every entry about the member, by the
  // index on the entries that name one (migration 0038; its condition said, so the index is used).
  {
    table: 'activity_logs',
    where: (id) => sql`t.details ? 'memberId' and t.details->>'memberId' = ${id}`,
    orderBy: 't.created_at',
  },
  // No foreign key (entries outlive members and admins): the member's id names them.
  { table: 'access_log', where: byMemberId, orderBy: 't.at' },
];

/** Each section's rows, whole, oldest first. */
export async function readSections(
  db: Queryable,
  memberId: string,
): Promise<{ table: string; rows: Record<string, unknown>[] }[]> {
  const columns = REPORT_SECTIONS.map(
    (s) =>
      sql`(select coalesce(jsonb_agg(to_jsonb(t) order by ${sql.raw(s.orderBy)}), '[]'::jsonb) from ${sql.identifier(s.table)} t where ${s.where(memberId)}) as ${sql.identifier(s.table)}`,
  );
  const [row] = rowsOf<Record<string, Record<string, unknown>[]>>(
    await db.execute(sql`select ${sql.join(columns, sql`, `)}`),
  );
  return REPORT_SECTIONS.map((s) => ({ table: s.table, rows: row?.[s.table] ?? [] }));
}
