/** The activity log page (DECISIONS 36): filtered entries in plain words, and their CSV. */
import { Readable } from 'node:stream';
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_PAGE_SIZE,
  type ActivityEntryView,
  type ActivityLogQuery,
  type ActivityPage,
  activitySentenceIn,
  CSV_BOM,
  csvLine,
  dateTimePartsIn,
  isActivityAction,
  type Language,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { paging } from '../../core/paging.ts';
import { type ActivityFilters, type ActivityRow, activityBatches, activityPage } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config'>;

/** Head admins see every entry; other admins only their own, whatever they ask for. */
function filtersFor(
  deps: Deps,
  admin: SignedInAdmin,
  query: Omit<ActivityLogQuery, 'page'>,
): ActivityFilters {
  const all = admin.role === 'head_admin';
  return {
    adminId: all ? query.adminId : admin.userId,
    action: query.action,
    memberRef: query.member,
    from: query.from,
    to: query.to,
    timeZone: deps.config.timeZone,
  };
}

const nameOf = (row: ActivityRow) => (row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null);

/** An entry as the page shows it; its sentence in `language` (the CSV keeps English). */
function toView(row: ActivityRow, language: Language = 'en'): ActivityEntryView {
  const details = row.details ?? {};
  const who = nameOf(row) ?? (row.adminId ? 'A removed administrator' : null);
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    adminId: row.adminId,
    adminName: nameOf(row),
    action: row.action,
    actionLabel: isActivityAction(row.action) ? ACTIVITY_ACTION_LABELS[row.action] : row.action,
    sentence: activitySentenceIn(language, who, row.action, details),
    memberId: typeof details.memberId === 'string' ? details.memberId : null,
    memberRef: typeof details.memberRef === 'string' ? details.memberRef : null,
  };
}

export async function activityLogPage(
  deps: Deps,
  admin: SignedInAdmin,
  query: ActivityLogQuery,
  language: Language = 'en',
): Promise<ActivityPage> {
  const { rows, total, totalCapped } = await activityPage(
    deps.db,
    filtersFor(deps, admin, query),
    query.page,
  );
  return {
    entries: rows.map((row) => toView(row, language)),
    ...paging(query.page, ACTIVITY_PAGE_SIZE, total),
    totalCapped,
    scope: admin.role === 'head_admin' ? 'all' : 'own',
  };
}

/** 'YYYY-MM-DD HH:MM' in APP_TIMEZONE. */
function localTime(instant: string, timeZone: string): string {
  const p = dateTimePartsIn(timeZone, new Date(instant));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
}

/** The filtered entries as CSV (UTF-8 with BOM), streamed in batches whatever their number. */
export function activityLogCsv(
  deps: Deps,
  admin: SignedInAdmin,
  query: Omit<ActivityLogQuery, 'page'>,
): Readable {
  const filters = filtersFor(deps, admin, query);
  const timeZone = deps.config.timeZone;
  async function* lines() {
    yield CSV_BOM + csvLine(['Date and time', 'Administrator', 'Action', 'Member reference', 'Entry']);
    for await (const batch of activityBatches(deps.db, filters)) {
      yield batch
        .map((row) => toView(row))
        .map((e) =>
          csvLine([
            localTime(e.at, timeZone),
            e.adminName ?? '',
            e.actionLabel,
            e.memberRef ?? '',
            e.sentence,
          ]),
        )
        .join('');
    }
  }
  return Readable.from(lines());
}
