import {
  idNumberKey,
  MEMBERS_PAGE_SIZE,
  type MemberListSort,
  memberDuplicateKeyParts,
  memberListSortParts,
} from '@portal/domain';
import { and, desc, eq, gt, gte, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { memberSearch, searchWords } from '../../core/member-search.ts';
import {
  findMemberByReference,
  type MemberRow,
  type NewMemberRow,
  type Queryable,
} from '../../core/members.ts';
import { cappedCount } from '../../core/paging.ts';
import type { Tx } from '../../db/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { admins, idNumberKeyCollisions, members, membersListCounts } from '../../db/schema/index.ts';

export async function referenceNumberTaken(db: Queryable, ref: string): Promise<boolean> {
  return (await findMemberByReference(db, ref)) !== undefined;
}

export type DuplicateKind = 'idNumber' | 'referenceNumber' | 'identity';

/**
 * The first duplicate rule a member would break (spec 5; DECISIONS 8, 40): the same ID number by
 * its key (idNumberKey: case, spaces, dashes, dots, slashes, full-width and invisible characters
 * aside), the same reference number, or the same domain duplicate key (memberDuplicateKeyParts:
 * trimmed case-insensitive names + dob + barangay) — archived included.
 * `exceptId` leaves the member itself out (profile update).
 */
export async function findDuplicate(
  db: Queryable,
  m: Pick<NewMemberRow, 'idNumber' | 'lastName' | 'firstName' | 'middleName' | 'dob' | 'barangay'> & {
    referenceNumber?: string;
  },
  exceptId?: string,
): Promise<DuplicateKind | null> {
  const notSelf = exceptId ? ne(members.id, exceptId) : undefined;
  const exists = async (condition: SQL) =>
    (await db.select({ id: members.id }).from(members).where(and(condition, notSelf)).limit(1)).length > 0;
  if (await exists(eq(members.idNumberKey, idNumberKey(m.idNumber)))) return 'idNumber';
  if (m.referenceNumber && (await exists(eq(members.referenceNumber, m.referenceNumber)))) {
    return 'referenceNumber';
  }
  // The domain defines the rule (memberDuplicateKeyParts); the columns are folded the same way here
  // and in the unique index members_duplicate_key_idx.
  const key = memberDuplicateKeyParts(m);
  const identity = and(
    eq(sql`lower(trim(${members.lastName}))`, key.lastName),
    eq(sql`lower(trim(${members.firstName}))`, key.firstName),
    eq(sql`lower(trim(${members.middleName}))`, key.middleName),
    eq(members.dob, key.dob),
    eq(members.barangay, key.barangay),
  )!;
  if (await exists(identity)) return 'identity';
  return null;
}

export async function insertMember(tx: Tx, row: NewMemberRow): Promise<MemberRow> {
  const [inserted] = await tx.insert(members).values(row).returning();
  return inserted!;
}

export async function updateMemberRow(
  tx: Tx,
  id: string,
  values: Partial<NewMemberRow>,
): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(members)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(members.id, id))
    .returning();
  return row;
}

export async function setArchived(
  db: Queryable,
  id: string,
  archived: { at: Date; by: string } | null,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(members)
    .set({ archivedAt: archived?.at ?? null, archivedBy: archived?.by ?? null, updatedAt: new Date() })
    .where(and(eq(members.id, id), archived ? isNull(members.archivedAt) : isNotNull(members.archivedAt)))
    .returning();
  return row;
}

// ---------------------------------------------------------------- lists

export type ListFilters = {
  search?: string;
  barangay?: string;
  /** Registration year and month (1–12); a month alone matches that month of every year. */
  year?: number;
  month?: number;
  archived: boolean;
  /** The table view's sort (Registered Members only); absent: newest registration first. */
  sort?: MemberListSort;
  page: number;
};

/** What a member's card shows, in the list and on the printed ID card (id-cards.ts). */
export const memberCardColumns = {
  id: members.id,
  firstName: members.firstName,
  middleName: members.middleName,
  lastName: members.lastName,
  suffix: members.suffix,
  idNumber: members.idNumber,
  referenceNumber: members.referenceNumber,
  barangay: members.barangay,
  registrationDate: members.registrationDate,
  expiryDate: members.expiryDate,
  idPictureKey: members.idPictureKey,
  signatureKey: members.signatureKey,
};
const cardColumns = { ...memberCardColumns, archivedAt: members.archivedAt };
export type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] | null } & {
  id: string;
  archivedByFirstName: string | null;
  archivedByLastName: string | null;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The first day of the registration-date range of a year (and month) filter, and the day after it. */
function dateRange(year: number, month?: number): [string, string] {
  if (!month) return [`${year}-01-01`, `${year + 1}-01-01`];
  return [`${year}-${pad2(month)}-01`, month === 12 ? `${year + 1}-01-01` : `${year}-${pad2(month + 1)}-01`];
}

/**
 * The WHERE of the members lists: archived or not; every search word must occur in the
 * lower-cased "first middle last suffix id-number" text (trigram index); barangay; registration
 * year/month as a date range (so the registration-date indexes apply), or a month alone as the
 * registration month of any year.
 */
export function listConditions(f: Omit<ListFilters, 'page'>): SQL {
  const conditions: (SQL | undefined)[] = [
    f.archived ? isNotNull(members.archivedAt) : isNull(members.archivedAt),
  ];
  conditions.push(memberSearch(f.search));
  if (f.barangay) conditions.push(eq(members.barangay, f.barangay));
  if (f.year) {
    const [from, to] = dateRange(f.year, f.month);
    conditions.push(gte(members.registrationDate, from), lt(members.registrationDate, to));
  } else if (f.month) {
    conditions.push(sql`extract(month from ${members.registrationDate}) = ${f.month}`);
  }
  return and(...conditions)!;
}

/**
 * The ORDER BY of a members list. Archived: newest archived first. Registered: newest registration
 * first, unless the table view asks for a sort: then the domain's compareMemberListRows — the column,
 * then the reference number (unique) in the same direction, names and reference numbers lower-cased
 * and compared code point by code point (`collate "C"`). Each sort is the key of a partial index on
 * the non-archived members, walked forward or backward: members_report_name_idx (and
 * members_report_barangay_name_idx under a barangay filter), members_list_reference_idx,
 * members_report_registered_idx, members_report_expiry_idx.
 */
function listOrder(f: Pick<ListFilters, 'archived' | 'sort'>): SQL[] {
  if (f.archived) return [desc(members.archivedAt), desc(members.id)];
  if (!f.sort) return [desc(members.registrationDate), desc(members.createdAt), desc(members.id)];
  const { column, direction } = memberListSortParts(f.sort);
  const dir = sql.raw(direction);
  const reference = sql`${members.referenceNumber} collate "C" ${dir}`;
  switch (column) {
    case 'name':
      return [
        sql`lower(${members.lastName}) collate "C" ${dir}`,
        sql`lower(${members.firstName}) collate "C" ${dir}`,
        sql`lower(${members.middleName}) collate "C" ${dir}`,
        reference,
      ];
    case 'reference':
      return [reference];
    case 'registered':
      return [sql`${members.registrationDate} ${dir}`, reference];
    case 'expiry':
      return [sql`${members.expiryDate} ${dir}`, reference];
  }
}

/**
 * How many members match. Without a search the list's total is a sum over members_list_counts
 * (per barangay and month, kept by a trigger), so the unfiltered first page never counts 100k rows.
 * A search counts its matches only so far (cappedCount).
 */
async function countMembers(db: Queryable, f: ListFilters): Promise<{ total: number; totalCapped: boolean }> {
  if (!f.archived && searchWords(f.search).length === 0) {
    const conditions: (SQL | undefined)[] = [];
    if (f.barangay) conditions.push(eq(membersListCounts.barangay, f.barangay));
    if (f.year) {
      const [from, to] = dateRange(f.year, f.month);
      conditions.push(gte(membersListCounts.month, from), lt(membersListCounts.month, to));
    } else if (f.month) {
      conditions.push(sql`extract(month from ${membersListCounts.month}) = ${f.month}`);
    }
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${membersListCounts.n}), 0)::int` })
      .from(membersListCounts)
      .where(and(...conditions));
    return { total: Number(row?.n ?? 0), totalCapped: false };
  }
  if (searchWords(f.search).length === 0) {
    // The archived list: a few members, counted exactly.
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(members).where(listConditions(f));
    return { total: Number(row?.n ?? 0), totalCapped: false };
  }
  return cappedCount(db, members, listConditions(f), f.page, MEMBERS_PAGE_SIZE);
}

export async function listMembers(
  db: Queryable,
  f: ListFilters,
): Promise<{ rows: CardRow[]; total: number; totalCapped: boolean }> {
  const where = listConditions(f);
  const order = listOrder(f);
  // Deferred join: page through the narrow index first, then read 15 whole rows.
  const page = db
    .select({ id: members.id })
    .from(members)
    .where(where)
    .orderBy(...order)
    .limit(MEMBERS_PAGE_SIZE)
    .offset((f.page - 1) * MEMBERS_PAGE_SIZE)
    .as('page');
  const rowsQuery = db
    .select({ ...cardColumns, archivedByFirstName: admins.firstName, archivedByLastName: admins.lastName })
    .from(members)
    .innerJoin(page, eq(page.id, members.id))
    .leftJoin(admins, eq(admins.userId, members.archivedBy))
    .orderBy(...order);
  const [rows, count] = await Promise.all([rowsQuery, countMembers(db, f)]);
  return { rows: rows as CardRow[], ...count };
}

/**
 * Distinct registration years of the members list (not archived), newest first — read from
 * members_list_counts (one row per barangay and month, kept by a trigger), not from every member.
 */
export async function registrationYears(db: Queryable): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`extract(year from ${membersListCounts.month})::int` })
    .from(membersListCounts)
    .where(gt(membersListCounts.n, 0))
    .orderBy(sql`1 desc`);
  return rows.map((r) => Number(r.year));
}

// ---------------------------------------------------------------- the find box (issue 23)

/** A list card's columns but the registration date and the pictures. */
const {
  registrationDate: _registered,
  idPictureKey: _picture,
  signatureKey: _signature,
  ...foundColumns
} = cardColumns;
export type FoundRow = Pick<MemberRow, keyof typeof foundColumns>;

/**
 * The member a find-box text names exactly, archived or not: by reference number first, else by
 * ID-number key (both unique indexes).
 */
export async function exactMember(
  db: Queryable,
  by: { referenceNumber: string | null; idNumberKey: string | null },
): Promise<FoundRow | undefined> {
  const one = async (condition: SQL) =>
    (await db.select(foundColumns).from(members).where(condition).limit(1))[0];
  const byReference = by.referenceNumber
    ? await one(eq(members.referenceNumber, by.referenceNumber))
    : undefined;
  if (byReference) return byReference;
  return by.idNumberKey ? one(eq(members.idNumberKey, by.idNumberKey)) : undefined;
}

/**
 * Up to `limit` non-archived members matching `search` (core/member-search.ts), by last, first and
 * middle name as the reports' name sort (members_report_name_idx): the planner either walks that
 * index or sorts the trigram index's few matches.
 */
export async function matchingMembers(db: Queryable, search: SQL, limit: number): Promise<FoundRow[]> {
  const rows = await db
    .select(foundColumns)
    .from(members)
    .where(and(isNull(members.archivedAt), search))
    .orderBy(
      sql`lower(${members.lastName}) collate "C"`,
      sql`lower(${members.firstName}) collate "C"`,
      sql`lower(${members.middleName}) collate "C"`,
      sql`${members.referenceNumber} collate "C"`,
    )
    .limit(limit);
  return rows;
}

// ---------------------------------------------------------------- ID number key collisions

export type IdNumberCollision = {
  memberId: string;
  idNumber: string;
  referenceNumber: string;
  sameAsMemberId: string;
  sameAsIdNumber: string;
  sameAsReferenceNumber: string;
};

/**
 * Members that migration 0004 found sharing an ID-number key with an older member (DECISIONS 40)
 * and whose ID number has not been corrected since (their key still carries the '#<id>' suffix).
 */
export async function unresolvedIdNumberCollisions(db: Queryable): Promise<IdNumberCollision[]> {
  const rows = await db.execute(sql`
    select c.member_id as "memberId", m.id_number as "idNumber", m.reference_number as "referenceNumber",
      c.same_as_member_id as "sameAsMemberId", s.id_number as "sameAsIdNumber",
      s.reference_number as "sameAsReferenceNumber"
    from ${idNumberKeyCollisions} c
    join ${members} m on m.id = c.member_id
    join ${members} s on s.id = c.same_as_member_id
    where m.id_number_key = c.key || '#' || m.id::text
    order by c.found_at, m.created_at`);
  return rowsOf<IdNumberCollision>(rows);
}
