/** The Access Log page and the member profile's "Who viewed this member" (DECISIONS 46): head admins. */
import { Readable } from 'node:stream';
import {
  ACCESS_LOG_PAGE_SIZE,
  type AccessEntryView,
  type AccessLogPage,
  type AccessLogQuery,
  accessLogMessages,
  accessWhat,
  CSV_BOM,
  csvLine,
  dateTimePartsIn,
  MEMBER_ACCESS_PAGE_SIZE,
  type MemberAccessPage,
  retentionMessages,
} from '@portal/domain';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../core/members.ts';
import { paging } from '../../core/paging.ts';
import { type AccessFilters, type AccessRow, accessBatches, accessPage } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config'>;

function filtersOf(deps: Deps, query: Omit<AccessLogQuery, 'page'>): AccessFilters {
  return {
    adminId: query.adminId,
    memberRef: query.member,
    kind: query.kind,
    from: query.from,
    to: query.to,
    timeZone: deps.config.timeZone,
  };
}

const fullName = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : null;

function toView(row: AccessRow): AccessEntryView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    adminId: row.adminId,
    adminName: fullName(row.adminFirstName, row.adminLastName),
    kind: row.kind,
    what: accessWhat(row.kind, row.detail),
    memberId: row.memberId,
    memberRef: row.memberRef,
    // A member whose personal data was removed (retention) keeps its reference: 'Removed member'.
    memberName:
      fullName(row.memberFirstName, row.memberLastName) ??
      (row.memberRef ? retentionMessages.removedMemberName : null),
    rows: row.rows,
    address: row.address,
    route: row.route,
  };
}

export async function accessLogPage(deps: Deps, query: AccessLogQuery): Promise<AccessLogPage> {
  const { rows, total, totalCapped } = await accessPage(
    deps.db,
    filtersOf(deps, query),
    query.page,
    ACCESS_LOG_PAGE_SIZE,
  );
  return { entries: rows.map(toView), ...paging(query.page, ACCESS_LOG_PAGE_SIZE, total), totalCapped };
}

/** A member's entries (archived members too); 404 when there is no such member. */
export async function memberAccessPage(
  deps: Deps,
  memberId: string,
  page: number,
): Promise<MemberAccessPage> {
  await requireMember(deps.db, memberId);
  const { rows, total, totalCapped } = await accessPage(
    deps.db,
    { memberId, timeZone: deps.config.timeZone },
    page,
    MEMBER_ACCESS_PAGE_SIZE,
  );
  return { entries: rows.map(toView), ...paging(page, MEMBER_ACCESS_PAGE_SIZE, total), totalCapped };
}

/** 'YYYY-MM-DD HH:MM:SS' in APP_TIMEZONE. */
function localTime(instant: string, timeZone: string): string {
  const p = dateTimePartsIn(timeZone, new Date(instant));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second ?? 0)}`;
}

export const ACCESS_CSV_COLUMNS = [
  'Date and time',
  'Administrator',
  'What',
  'Member reference',
  'Member name',
  'Rows',
  'Address',
  'Route',
] as const;

/** The filtered entries as CSV (UTF-8 with BOM), streamed in batches whatever their number. */
export function accessLogCsv(deps: Deps, query: Omit<AccessLogQuery, 'page'>): Readable {
  const filters = filtersOf(deps, query);
  const timeZone = deps.config.timeZone;
  async function* lines() {
    yield CSV_BOM + csvLine(ACCESS_CSV_COLUMNS);
    for await (const batch of accessBatches(deps.db, filters)) {
      yield batch
        .map(toView)
        .map((e) =>
          csvLine([
            localTime(e.at, timeZone),
            e.adminName ?? (e.adminId ? accessLogMessages.removedAdmin : ''),
            e.what,
            e.memberRef ?? (e.memberId ? accessLogMessages.removedMember : ''),
            e.memberName ?? '',
            e.rows,
            e.address ?? '',
            e.route,
          ]),
        )
        .join('');
    }
  }
  return Readable.from(lines());
}
