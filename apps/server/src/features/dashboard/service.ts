/**
 * The dashboard (DECISIONS 31). Its member figures are the reports' own (core/report/: the
 * same rollups and filters), so the two pages never disagree; claim charts read the claims-per-month
 * rollup kept by a trigger; nothing here counts every member or sums every claim.
 */
import {
  activitySentenceIn,
  addMonths,
  type ClaimedMonth,
  type Dashboard,
  type Language,
  todayIn,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { reportTotal, statusCountsFromRollup } from '../../core/report/counts.ts';
import { expiringWithin } from '../../core/report/expiring.ts';
import {
  claimsPerMonth,
  latestActivity,
  registrationsPerMonth,
  servicesSince,
  topBarangays,
} from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now'>;

export async function dashboard(
  deps: Deps,
  admin: SignedInAdmin,
  language: Language = 'en',
): Promise<Dashboard> {
  const today = todayIn(deps.config.timeZone, deps.now());
  const thisMonth = `${today.slice(0, 7)}-01`;
  const firstMonth = addMonths(thisMonth, -11);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const db = deps.db;
  const [status, expiring, registered, claimMonths, regMonths, services, barangays, activity] =
    await Promise.all([
      statusCountsFromRollup(db, today),
      expiringWithin(db, today, 30),
      reportTotal(db, { year, month }, today),
      claimsPerMonth(db, firstMonth),
      registrationsPerMonth(db, firstMonth),
      servicesSince(db, `${year}-01-01`),
      topBarangays(db, 10),
      latestActivity(db, admin.role === 'head_admin' ? undefined : admin.userId, 10),
    ]);

  const months = Array.from({ length: 12 }, (_, i) => addMonths(firstMonth, i).slice(0, 7));
  const claimed = new Map<string, ClaimedMonth>(
    months.map((m) => [m, { month: m, outpatientCentavos: 0, inpatientCentavos: 0, claimsCount: 0 }]),
  );
  for (const r of claimMonths) {
    const entry = claimed.get(r.month.slice(0, 7));
    if (!entry) continue;
    if (r.category === 'inpatient') entry.inpatientCentavos += Number(r.amount);
    else entry.outpatientCentavos += Number(r.amount);
    entry.claimsCount += Number(r.claims);
  }
  const registrations = new Map(months.map((m) => [m, 0]));
  for (const r of regMonths) {
    const key = r.month.slice(0, 7);
    if (registrations.has(key)) registrations.set(key, registrations.get(key)! + Number(r.n));
  }
  const current = claimed.get(today.slice(0, 7))!;
  const active = status.counts.Active + status.counts['High Claims'] + status.counts['No Claims'];

  return {
    today,
    figures: {
      activeMembers: active,
      expiringWithin30Days: expiring,
      registeredThisMonth: registered,
      claimsThisMonth: {
        count: current.claimsCount,
        amountCentavos: current.outpatientCentavos + current.inpatientCentavos,
      },
    },
    charts: {
      claimedPerMonth: [...claimed.values()],
      registrationsPerMonth: [...registrations].map(([m, count]) => ({ month: m, count })),
      topServicesThisYear: services.map((s) => ({
        serviceType: s.serviceType,
        category: s.category === 'inpatient' ? 'inpatient' : 'outpatient',
        claimsCount: Number(s.claims),
        amountCentavos: Number(s.amount),
      })),
      membersPerBarangay: barangays.map((b) => ({ barangay: b.barangay, count: Number(b.n) })),
      membersPerStatus: status.counts,
    },
    latestActivity: activity.map((row) => {
      const details = (row.details ?? {}) as Record<string, unknown>;
      const name = row.firstName ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null;
      const who = name ?? (row.adminId ? 'A removed administrator' : null);
      return {
        id: row.id,
        at: row.createdAt.toISOString(),
        sentence: activitySentenceIn(language, who, row.action, details),
        memberId: typeof details.memberId === 'string' ? details.memberId : null,
        memberRef: typeof details.memberRef === 'string' ? details.memberRef : null,
      };
    }),
  };
}
