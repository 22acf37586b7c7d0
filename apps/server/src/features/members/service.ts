import {
  type BeneficiaryView,
  FIND_MATCHES_LIMIT,
  type FoundMember,
  type IsoDate,
  MEMBERS_PAGE_SIZE,
  type MemberDetail,
  type MemberFind,
  type MemberImagePath,
  type MemberPage,
  memberFullName,
  membershipStatus,
  messages,
  parseFindQuery,
  todayIn,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { beneficiariesOf, toBeneficiaryView } from '../../core/beneficiaries.ts';
import { memberSearch } from '../../core/member-search.ts';
import { activityMember, findMemberByReference, requireMember } from '../../core/members.ts';
import { paging } from '../../core/paging.ts';
import { HttpError } from '../../http/errors.ts';
import type { StoredObject } from '../../storage/index.ts';
import { IMAGE_COLUMNS, toMemberCard, toMemberDetail } from './present.ts';
import {
  exactMember,
  type FoundRow,
  type ListFilters,
  listMembers,
  matchingMembers,
  registrationYears,
  setArchived,
} from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'storage' | 'config' | 'now'>;

const today = (deps: Deps) => todayIn(deps.config.timeZone, deps.now());

/** One page of the members list (or the archived list): filtered, counted and paged in SQL. */
export async function memberPage(deps: Deps, filters: ListFilters): Promise<MemberPage> {
  const { rows, total, totalCapped } = await listMembers(deps.db, filters);
  const on = today(deps);
  return {
    members: rows.map((row) => toMemberCard(row, on)),
    ...paging(filters.page, MEMBERS_PAGE_SIZE, total),
    totalCapped,
  };
}

export async function years(deps: Deps): Promise<number[]> {
  return registrationYears(deps.db);
}

export async function memberWithBeneficiaries(
  deps: Deps,
  id: string,
): Promise<{ member: MemberDetail; beneficiaries: BeneficiaryView[] }> {
  const row = await requireMember(deps.db, id);
  const on = today(deps);
  const list = await beneficiariesOf(deps.db, row.id);
  return { member: toMemberDetail(row, on), beneficiaries: list.map((b) => toBeneficiaryView(b, on)) };
}

/** DECISIONS 9: archive sets archived_at/archived_by; restore clears them. Both are logged. */
export async function setMemberArchived(
  deps: Deps,
  admin: SignedInAdmin,
  id: string,
  archive: boolean,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const existing = await requireMember(tx, id);
    const row = await setArchived(tx, existing.id, archive ? { at: deps.now(), by: admin.userId } : null);
    if (!row) {
      throw archive
        ? new HttpError(409, 'MEMBER_ARCHIVED', messages.memberAlreadyArchived)
        : new HttpError(409, 'MEMBER_NOT_ARCHIVED', messages.memberNotArchived);
    }
    await recordActivity(tx, admin, archive ? 'member.archived' : 'member.restored', activityMember(row));
  });
}

/** A member image (any member, archived too) or a 404. */
export async function memberImage(deps: Deps, id: string, kind: MemberImagePath): Promise<StoredObject> {
  const row = await requireMember(deps.db, id);
  const key = row[IMAGE_COLUMNS[kind]];
  const found = key ? await deps.storage.get(key) : null;
  if (!found) throw new HttpError(404, 'IMAGE_NOT_FOUND', messages.notFound);
  return found;
}

/** The scanner's look-up by reference number (archived members are reported as such). */
export async function lookupByReference(
  deps: Deps,
  ref: string,
): Promise<{ id: string; fullName: string; archived: boolean }> {
  const row = ref ? await findMemberByReference(deps.db, ref) : undefined;
  if (!row) throw new HttpError(404, 'SCAN_NO_MEMBER', messages.scanNoMember);
  return { id: row.id, fullName: memberFullName(row), archived: row.archivedAt !== null };
}

const toFoundMember = (row: FoundRow, on: IsoDate): FoundMember => ({
  id: row.id,
  fullName: memberFullName(row),
  referenceNumber: row.referenceNumber,
  idNumber: row.idNumber,
  barangay: row.barangay,
  status: membershipStatus(row.expiryDate, on),
  archived: row.archivedAt !== null,
});

/**
 * The find box (issue 23): the member the text names exactly (parseFindQuery: a QR code's or a whole
 * reference number, else a whole ID number by its key; archived too), and up to 8 non-archived
 * members matching its words as Registered Members' search does (none for a QR code).
 */
export async function findMembers(deps: Deps, text: string): Promise<MemberFind> {
  const query = parseFindQuery(text);
  const search = query.scanned ? undefined : memberSearch(text);
  const [exact, rows] = await Promise.all([
    exactMember(deps.db, query),
    search ? matchingMembers(deps.db, search, FIND_MATCHES_LIMIT + 1) : [],
  ]);
  const on = today(deps);
  return {
    exact: exact ? toFoundMember(exact, on) : null,
    matches: rows.slice(0, FIND_MATCHES_LIMIT).map((row) => toFoundMember(row, on)),
    more: rows.length > FIND_MATCHES_LIMIT,
  };
}
