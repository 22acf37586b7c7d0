/** Membership renewals (DECISIONS 25, 35): who is due, renewing, and a member's renewal history. */
import {
  adminFullName,
  daysUntilExpiry,
  type IsoDate,
  isRenewalOpen,
  MEMBERS_PAGE_SIZE,
  type MemberRenewals,
  memberFullName,
  membershipStatus,
  type RenewalDue,
  type RenewalInput,
  type RenewalListQuery,
  type RenewalPage,
  type RenewalView,
  type RenewalWorklist,
  renewalListRange,
  renewalOpensOn,
  renewedExpiryDate,
  todayIn,
  validateRenewal,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { activityMember, lockMember, requireMember } from '../../core/members.ts';
import { paging } from '../../core/paging.ts';
import { refused } from '../../http/errors.ts';
import { type DueRow, insertRenewal, membersDue, renewalsOf, setExpiry } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now'>;

const today = (deps: Deps) => todayIn(deps.config.timeZone, deps.now());

function toDue(row: DueRow, on: IsoDate, timeZone: string): RenewalDue {
  return {
    id: row.id,
    fullName: memberFullName(row),
    referenceNumber: row.referenceNumber,
    barangay: row.barangay,
    phoneNumber: row.phoneNumber,
    expiryDate: row.expiryDate,
    daysLeft: daysUntilExpiry(row.expiryDate, on),
    status: membershipStatus(row.expiryDate, on),
    newExpiryIfRenewedToday: renewedExpiryDate(row.expiryDate, on),
    reminded:
      row.reminderChannel && row.reminderSentAt
        ? { channel: row.reminderChannel, on: todayIn(timeZone, row.reminderSentAt) }
        : null,
  };
}

/** The renewals list: expired or expiring within 30 / 60 days, soonest first, 15 per page. */
export async function renewalPage(deps: Deps, query: RenewalListQuery): Promise<RenewalPage> {
  const on = today(deps);
  const [from, to] = renewalListRange(query.window, on);
  const { rows, total, totalCapped } = await membersDue(
    deps.db,
    { from, to, barangay: query.barangay, search: query.search, timeZone: deps.config.timeZone },
    query.page,
  );
  return {
    members: rows.map((row) => toDue(row, on, deps.config.timeZone)),
    ...paging(query.page, MEMBERS_PAGE_SIZE, total),
    totalCapped,
  };
}

/** Not yet expired, expiring within 30 days, grouped by barangay (the printable worklist). */
export async function renewalWorklist(deps: Deps, barangay?: string): Promise<RenewalWorklist> {
  const on = today(deps);
  const [from, to] = renewalListRange('30', on);
  const { rows } = await membersDue(deps.db, { from, to, barangay, timeZone: deps.config.timeZone }, null);
  const groups = new Map<string, RenewalDue[]>();
  for (const row of rows) {
    const list = groups.get(row.barangay) ?? [];
    list.push(toDue(row, on, deps.config.timeZone));
    groups.set(row.barangay, list);
  }
  return {
    on,
    barangays: [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, members]) => ({ barangay: name, members })),
  };
}

const toView = (row: Awaited<ReturnType<typeof renewalsOf>>[number]): RenewalView => ({
  id: row.id,
  previousExpiry: row.previousExpiry,
  newExpiry: row.newExpiry,
  renewedAt: row.renewedAt.toISOString(),
  renewedByName:
    row.renewedByFirstName === null && row.renewedByLastName === null
      ? null
      : adminFullName({ firstName: row.renewedByFirstName, lastName: row.renewedByLastName }),
  note: row.note,
});

/**
 * Renews a membership: the renewals row, the new expiry and the activity-log entry in one
 * transaction holding the member's lock, so two renewals at once give one (the second finds the
 * window closed by the first).
 */
export async function renewMember(
  deps: Deps,
  admin: SignedInAdmin,
  memberId: string,
  input: RenewalInput,
): Promise<RenewalView> {
  const on = today(deps);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    const check = validateRenewal(
      { expiryDate: member.expiryDate, archived: member.archivedAt !== null },
      on,
    );
    if (!check.ok) throw refused(check, 409);
    const renewal = await insertRenewal(tx, {
      memberId: member.id,
      previousExpiry: check.previousExpiry,
      newExpiry: check.newExpiry,
      renewedAt: at,
      renewedBy: admin.userId,
      note: input.note,
    });
    await setExpiry(tx, member.id, check.newExpiry, at);
    await recordActivity(tx, admin, 'member.renewed', {
      ...activityMember(member),
      previousExpiry: check.previousExpiry,
      newExpiry: check.newExpiry,
      note: input.note,
    });
    return renewal;
  });
  return toView({ ...row, renewedByFirstName: admin.firstName, renewedByLastName: admin.lastName });
}

/** A member's renewal history and whether Renew is open today. */
export async function memberRenewals(deps: Deps, memberId: string): Promise<MemberRenewals> {
  const member = await requireMember(deps.db, memberId);
  const on = today(deps);
  return {
    renewals: (await renewalsOf(deps.db, member.id)).map(toView),
    expiryDate: member.expiryDate,
    renewalOpensOn: renewalOpensOn(member.expiryDate),
    canRenew: member.archivedAt === null && isRenewalOpen(member.expiryDate, on),
    newExpiryIfRenewedToday: renewedExpiryDate(member.expiryDate, on),
  };
}
