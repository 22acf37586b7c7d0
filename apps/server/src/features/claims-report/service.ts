/** The claims report (DECISIONS 55): its totals, its CSV and the administrators it can be filtered by. */
import { Readable } from 'node:stream';
import {
  CLAIMS_REPORT_CSV_COLUMNS,
  type ClaimsReport,
  type ClaimsReportAdmins,
  type ClaimsReportQuery,
  type ClaimsReportRange,
  CSV_BOM,
  claimsReportCsvCells,
  claimsReportPeriod,
  claimsReportRange,
  csvLine,
  memberFullName,
  todayIn,
} from '@portal/domain';
import type { SignedInAdmin } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { type ClaimsFilter, claimBatches, claimsFigures, recorders, voidedClaimsIn } from './queries.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'now'>;

/** The query's range (this month when it names none) and its filters. */
function filterOf(deps: Deps, q: ClaimsReportQuery): ClaimsFilter {
  const range = claimsReportRange(q, todayIn(deps.config.timeZone, deps.now()));
  return {
    ...range,
    service: q.service,
    category: q.category,
    institution: q.institution,
    barangay: q.barangay,
    adminId: q.adminId,
  };
}

const byAmount =
  <T extends { amountCentavos: number }>(name: (row: T) => string) =>
  (a: T, b: T) =>
    b.amountCentavos - a.amountCentavos || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

/** The totals of the set: per service, institution, barangay, day or month; members served. */
export async function claimsReport(
  deps: Deps,
  admin: SignedInAdmin,
  q: ClaimsReportQuery,
): Promise<ClaimsReport> {
  const now = deps.now();
  const filter = filterOf(deps, q);
  const period = claimsReportPeriod(filter);
  const f = await claimsFigures(deps.db, filter, period);
  const voided = await voidedClaimsIn(deps.db, filter);
  return {
    from: filter.from,
    to: filter.to,
    period,
    totals: f.totals,
    perService: f.perService.sort(byAmount((r) => r.serviceType)),
    perInstitution: f.perInstitution.sort(byAmount((r) => r.institution)),
    perBarangay: f.perBarangay.sort(byAmount((r) => r.barangay)),
    perPeriod: f.perPeriod.sort((a, b) => (a.period < b.period ? -1 : 1)),
    today: todayIn(deps.config.timeZone, now),
    generatedAt: now.toISOString(),
    preparedBy: `${admin.firstName} ${admin.lastName}`.trim(),
    voided: {
      claimsCount: Number(voided[0]?.total_count ?? 0),
      amountCentavos: Number(voided[0]?.total_amount ?? 0),
      claims: voided.map((v) => ({
        id: v.id,
        serviceDate: v.service_date,
        serviceType: v.service_type,
        institution: v.institution,
        amountCentavos: Number(v.amount_centavos),
        memberName: memberFullName({
          firstName: v.first_name,
          middleName: v.middle_name,
          lastName: v.last_name,
          suffix: v.suffix,
        }),
        referenceNumber: v.reference_number,
        voidedAt: new Date(v.voided_at).toISOString(),
        voidedByName: v.voided_by,
        reason: v.void_reason,
      })),
    },
  };
}

/**
 * One row per claim of the set (UTF-8 with BOM, CLAIMS_REPORT_CSV_COLUMNS), read in keyset batches
 * of 1,000 as the download goes. Like the reports' CSV it writes no activity-log entry.
 */
export function claimsReportCsv(
  deps: Deps,
  q: ClaimsReportQuery,
): { stream: Readable; range: ClaimsReportRange } {
  const filter = filterOf(deps, q);
  async function* lines() {
    yield CSV_BOM + csvLine(CLAIMS_REPORT_CSV_COLUMNS);
    for await (const batch of claimBatches(deps.db, filter, deps.config.timeZone)) {
      yield batch
        .map((row) =>
          csvLine(
            claimsReportCsvCells({
              serviceDate: row.service_date,
              referenceNumber: row.reference_number,
              lastName: row.last_name,
              firstName: row.first_name,
              middleName: row.middle_name,
              suffix: row.suffix,
              barangay: row.barangay,
              serviceType: row.service_type,
              specificProcedure: row.specific_procedure,
              category: row.category,
              institution: row.institution,
              amountCentavos: Number(row.amount_centavos),
              beneficiaryName: row.beneficiary_name,
              recordedBy: row.recorded_by,
              recordedAt: row.recorded_at,
            }),
          ),
        )
        .join('');
    }
  }
  return { stream: Readable.from(lines()), range: { from: filter.from, to: filter.to } };
}

/** The "Recorded by" filter's choices. */
export async function claimsReportAdmins(deps: Deps): Promise<ClaimsReportAdmins> {
  return { admins: await recorders(deps.db) };
}
