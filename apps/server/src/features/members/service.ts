import {
  type BeneficiaryView,
  MEMBERS_PAGE_SIZE,
  type MemberDetail,
  type MemberImagePath,
  type MemberPage,
  memberFullName,
  messages,
  todayIn,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { beneficiariesOf, toBeneficiaryView } from '../../core/beneficiaries.ts';
import { activityMember, findMemberByReference, requireMember } from '../../core/members.ts';
import { paging } from '../../core/paging.ts';
import { HttpError } from '../../http/errors.ts';
import type { StoredObject } from '../../storage/index.ts';
import { IMAGE_COLUMNS, toMemberCard, toMemberDetail } from './present.ts';
import { type ListFilters, listMembers, registrationYears, setArchived } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'storage' | 'config' | 'now'>;

const today = (deps: Deps) => todayIn(deps.config.timeZone, deps.now());

/** One page of the members list (or the archived list): filtered, counted and paged in SQL. */
export async function memberPage(deps: Deps, filters: ListFilters): Promise<MemberPage> {
  const { rows, total } = await listMembers(deps.db, filters);
  const on = today(deps);
  return {
    members: rows.map((row) => toMemberCard(row, on)),
    ...paging(filters.page, MEMBERS_PAGE_SIZE, total),
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
