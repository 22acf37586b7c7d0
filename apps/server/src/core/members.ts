/**
 * The member row as every feature finds and locks it: one look-up, one lock, one 'Member not
 * found.' (features never import each other's queries for this).
 */
import { type ActivityMember, memberFullName, messages, retentionMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import { prepared } from '../db/prepared.ts';
import { members } from '../db/schema/index.ts';
import { isUuid } from '../db/uuid.ts';
import { HttpError } from '../http/errors.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;
export type Queryable = Db | Tx;

export const memberNotFound = () => new HttpError(404, 'MEMBER_NOT_FOUND', messages.memberNotFound);
export const memberArchived = () => new HttpError(409, 'MEMBER_ARCHIVED', messages.memberAlreadyArchived);
/** Issue 27 item 5: the member's personal data was removed (retention); nothing of it is written again. */
export const memberRemoved = () =>
  new HttpError(409, 'MEMBER_REMOVED', retentionMessages.memberRemovedRefusal);

/** The member with this id (archived too), or undefined; an id that is not a UUID finds nothing. */
export async function findMember(db: Queryable, id: string): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

/** The member with this id (archived too), or a 404. */
export async function requireMember(db: Queryable, id: string): Promise<MemberRow> {
  const row = await findMember(db, id);
  if (!row) throw memberNotFound();
  return row;
}

/**
 * The member row, locked until the transaction ends (DECISIONS 18), or a 404. Writes that depend on
 * what the member already has (beneficiaries, claims, profile) take this lock first, so parallel
 * requests for one member run one after the other and each sees the other's rows.
 */
export async function lockMember(tx: Tx, id: string): Promise<MemberRow> {
  if (!isUuid(id)) throw memberNotFound();
  const [row] = await tx.select().from(members).where(eq(members.id, id)).for('update').limit(1);
  if (!row) throw memberNotFound();
  return row;
}

/** The member columns the claim transaction reads with its lock (MEMBER_LOCK). */
export type LockedMember = {
  id: string;
  referenceNumber: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string | null;
  dob: string;
  registrationDate: string;
  expiryDate: string;
  archived: boolean;
};

/**
 * lockMember's lock as a statement prepared once per database session (db/prepared.ts), for the
 * claim transaction's multi-statement messages (features/services/claim-transaction.ts): the same
 * row lock, the columns of LockedMember; $1 a UUID already checked (an empty result: no such member).
 */
export const MEMBER_LOCK = prepared(
  'member_lock',
  ['uuid'],
  `select id, reference_number as "referenceNumber", first_name as "firstName",
         middle_name as "middleName", last_name as "lastName", suffix,
         dob::text as dob, registration_date::text as "registrationDate",
         expiry_date::text as "expiryDate", archived_at is not null as archived
  from members where id = $1 for update`,
);

/**
 * As lockMember, refusing an archived member (its records stay as they were until it is restored) and
 * a member whose personal data was removed under the retention rule (DECISIONS 48).
 */
export async function lockActiveMember(tx: Tx, id: string): Promise<MemberRow> {
  const row = await lockMember(tx, id);
  if (row.anonymizedAt) throw memberRemoved();
  if (row.archivedAt) throw memberArchived();
  return row;
}

export async function findMemberByReference(db: Queryable, ref: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.referenceNumber, ref)).limit(1);
  return row;
}

/** Who an activity-log entry is about. */
export function activityMember(
  row: Pick<MemberRow, 'id' | 'referenceNumber' | 'firstName' | 'middleName' | 'lastName' | 'suffix'>,
): ActivityMember {
  return { memberId: row.id, memberRef: row.referenceNumber, memberName: memberFullName(row) };
}
