/**
 * Record retention (issue 27 item 5, DECISIONS 48). The worklist: members whose membership ended more
 * than RECORD_RETENTION_YEARS ago (the domain's rule). The removal, once a head admin confirmed the
 * count they reviewed: in batches, one transaction each, every member row locked and judged again
 * (a renewal or a restore that came first makes it not due), the member's personal values taken out
 * of every table that holds them (queries.ts), the images no longer named recorded for deletion in
 * the same transaction (core/files.ts: a crash after the commit leaves pending rows the orphan sweep
 * deletes) and deleted after it. One activity entry with the count, in the last batch's transaction.
 * Safe to run again: removed members are never due.
 */
import {
  DEFAULT_RECORD_RETENTION_YEARS,
  memberFullName,
  memberNameLastFirst,
  RETENTION_PAGE_SIZE,
  type RetentionRemoved,
  type RetentionWorklist,
  retentionMessages,
  scrubPersonalValues,
  todayIn,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { recordActivity } from '../../core/activity.ts';
import { deletePendingFiles, markReplacedFiles } from '../../core/files.ts';
import { HttpError } from '../../http/errors.ts';
import {
  activityAbout,
  type DueOptions,
  dueIds,
  duePage,
  lockDue,
  type PersonalRow,
  personalRows,
  readTexts,
  removePersonalColumns,
  SCRUBBED_TEXTS,
  writeActivityDetails,
  writeTexts,
} from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'storage' | 'config' | 'now'> & { logError?: (error: unknown) => void };
type Admin = NonNullable<FastifyRequest['admin']>;

/** Members per transaction. */
export const REMOVAL_BATCH = 100;
/** What a removed value reads as in a kept text (log lines, notifications). */
const REMOVED_VALUE = '[removed]';

export const retentionYears = (deps: Pick<AppContext, 'config'>) =>
  deps.config.recordRetentionYears ?? DEFAULT_RECORD_RETENTION_YEARS;

function dueOptions(deps: Deps): DueOptions {
  return {
    today: todayIn(deps.config.timeZone, deps.now()),
    years: retentionYears(deps),
    timeZone: deps.config.timeZone,
  };
}

export async function retentionWorklist(deps: Deps, page: number): Promise<RetentionWorklist> {
  const o = dueOptions(deps);
  const { rows, total } = await duePage(deps.db, o, page);
  return {
    years: o.years,
    today: o.today,
    members: rows.map((r) => ({
      id: r.id,
      referenceNumber: r.reference_number,
      fullName: memberNameLastFirst({
        firstName: r.first_name,
        middleName: r.middle_name,
        lastName: r.last_name,
        suffix: r.suffix,
      }),
      barangay: r.barangay,
      endedOn: r.ended_on,
      reason: r.reason,
    })),
    page,
    pageSize: RETENTION_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / RETENTION_PAGE_SIZE)),
  };
}

export async function removeDuePersonalData(
  deps: Deps,
  admin: Admin,
  expected: number,
): Promise<RetentionRemoved> {
  const o = dueOptions(deps);
  const ids = await dueIds(deps.db, o);
  if (ids.length !== expected) {
    throw new HttpError(409, 'RETENTION_WORKLIST_CHANGED', retentionMessages.worklistChanged);
  }
  let removed = 0;
  for (let start = 0; start < ids.length; start += REMOVAL_BATCH) {
    const batch = ids.slice(start, start + REMOVAL_BATCH);
    const last = start + REMOVAL_BATCH >= ids.length;
    let files: string[] = [];
    await deps.db.transaction(async (tx) => {
      const due = await lockDue(tx, o, batch);
      if (due.length > 0) {
        const people = await personalRows(tx, due);
        files = people.flatMap((p) => [p.id_picture_key, p.signature_key]).filter((k): k is string => !!k);
        await scrubTexts(tx, people);
        await removePersonalColumns(tx, due, deps.now());
        await markReplacedFiles(tx, files);
        removed += due.length;
      }
      if (last && removed > 0) {
        await recordActivity(tx, admin, 'members.personal_data_removed', {
          members: removed,
          years: o.years,
        });
      }
    });
    await deletePendingFiles(deps.db, deps.storage, files, deps.logError);
  }
  return { removed, message: retentionMessages.removed(removed) };
}

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/** Every value of the member (and their beneficiaries) a kept text might hold. */
function personalValues(p: PersonalRow): { names: string[]; values: string[] } {
  const names = [
    memberFullName({
      firstName: p.first_name,
      middleName: p.middle_name,
      lastName: p.last_name,
      suffix: p.suffix,
    }),
    memberNameLastFirst({
      firstName: p.first_name,
      middleName: p.middle_name,
      lastName: p.last_name,
      suffix: p.suffix,
    }),
    memberFullName({ firstName: p.first_name, lastName: p.last_name }),
  ];
  const phone = p.phone_number ?? '';
  const digits = phone.replace(/\D/g, '');
  const values = [
    p.first_name,
    p.middle_name,
    p.last_name,
    p.suffix,
    p.maiden_name,
    p.id_number,
    p.id_number_key,
    p.house_street,
    p.complete_address,
    phone,
    digits.length >= 10 ? `0${digits.slice(-10)}` : null,
    digits.length >= 10 ? `+63${digits.slice(-10)}` : null,
    p.email,
    p.dob,
    ...p.beneficiaries.flatMap((b) => [
      memberFullName({
        firstName: b.first_name,
        middleName: b.middle_name,
        lastName: b.last_name,
        suffix: b.suffix,
      }),
      b.first_name,
      b.middle_name,
      b.last_name,
      b.relationship_other,
      b.dob,
    ]),
  ].filter((v): v is string => !!v && v.trim().length > 0);
  return { names, values };
}

function scrubber(people: PersonalRow[]): (member: string, text: string) => string {
  const byMember = new Map(people.map((p) => [p.id, personalValues(p)]));
  return (member, text) => {
    const found = byMember.get(member);
    if (!found) return text;
    const named = scrubPersonalValues(text, found.names, retentionMessages.removedMemberName);
    return scrubPersonalValues(named, found.values, REMOVED_VALUE);
  };
}

/** Deep copy of a JSON value with every string scrubbed. */
function scrubJson(value: unknown, scrub: (text: string) => string): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, scrub));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, scrub)]));
  }
  return value;
}

/** The kept texts about the members (log entries, notifications, access-log details, notes) without their values. */
async function scrubTexts(tx: Tx, people: PersonalRow[]): Promise<void> {
  const scrub = scrubber(people);
  const ids = people.map((p) => p.id);
  for (const source of SCRUBBED_TEXTS) {
    const rows = await readTexts(tx, source, ids);
    const changed = rows
      .map((r) => ({ key: r.key, text: scrub(r.member, r.text), before: r.text }))
      .filter((r) => r.text !== r.before)
      .map(({ key, text }) => ({ key, text }));
    await writeTexts(tx, source, changed);
  }
  const entries = await activityAbout(tx, ids);
  const changed = entries.flatMap((e) => {
    const details = scrubJson(e.details, (text) => scrub(e.member, text)) as Record<string, unknown>;
    if ('memberName' in details) details.memberName = retentionMessages.removedMemberName;
    return JSON.stringify(details) === JSON.stringify(e.details) ? [] : [{ id: e.id, details }];
  });
  await writeActivityDetails(tx, changed);
}
