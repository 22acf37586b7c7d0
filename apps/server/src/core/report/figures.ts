/**
 * The report's cards and statistics (DECISIONS 28) for a filtered set, by the cheapest of four
 * strategies: only a status (the rollups), a place filter without a search or status (the place
 * rollups), a place filter with a status (member_claim_totals alone), else one pass over the
 * members ⋈ totals join.
 */
import {
  type IsoDate,
  REPORT_STATUSES,
  type ReportStatus,
  type ReportStatusCounts,
  SERVICE_TYPES,
  type ServiceAmount,
  serviceCategoryOf,
  topServices,
} from '@portal/domain';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { memberClaimTotals, members } from '../../db/schema/index.ts';
import {
  reportPlaceServiceCountsNow as placeServiceCounts,
  reportServiceCountsNow as reportServiceCounts,
} from '../../db/schema/reports.ts';
import type { Queryable } from '../members.ts';
import {
  emptyStatusCounts,
  placeStatusCounts,
  rollupStatusCondition,
  statusCountsFromRollup,
} from './counts.ts';
import {
  onlyStatus,
  placeWithoutSearch,
  type ReportFilterInput,
  registrationRange,
  reportWhere,
  statusCase,
  statusCondition,
  totalsWhere,
} from './filters.ts';

const m = members;
const t = memberClaimTotals;

export type ReportFigures = {
  totalMembers: number;
  expiredMembers: number;
  totalClaimedCentavos: number;
  claimsCount: number;
  membersWithClaims: number;
  highestTotalCentavos: number;
  membersPerStatus: ReportStatusCounts;
  topServices: ServiceAmount[];
};

type ServiceRaw = {
  service_type: string;
  category: string;
  claims: string | number;
  amount: string | number;
};
const toService = (r: ServiceRaw): ServiceAmount => ({
  serviceType: r.service_type,
  category: r.category === 'inpatient' ? 'inpatient' : 'outpatient',
  claimsCount: Number(r.claims),
  amountCentavos: Number(r.amount),
});
/** The top services (the domain's rule) of per-service rows of a rollup (at most one per service). */
const topServicesOf = (rows: unknown): ServiceAmount[] =>
  topServices(rowsOf<ServiceRaw>(rows).map(toService));

/** DECISIONS 28 for the filtered set: cards and statistics. */
export async function reportFigures(
  db: Queryable,
  f: ReportFilterInput,
  today: IsoDate,
): Promise<ReportFigures> {
  if (onlyStatus(f)) {
    const statusOnTotals = statusCondition(f.status, today, {
      expiry: sql`${t.expiryDate}`,
      total: sql`${t.totalClaimedCentavos}`,
    });
    const servicesWhere = rollupStatusCondition(f.status, today, reportServiceCounts);
    const [rollup, highest, services] = await Promise.all([
      statusCountsFromRollup(db, today, f.status),
      highestTotal(db, and(sql`not ${t.archived} and ${t.expiryDate} is not null`, statusOnTotals) as SQL),
      db.execute(sql`
        select ${reportServiceCounts.serviceType} as service_type, min(${reportServiceCounts.category}) as category,
          sum(${reportServiceCounts.claimsCount}) as claims, sum(${reportServiceCounts.amountCentavos}) as amount
        from ${reportServiceCounts}
        ${servicesWhere ? sql`where ${servicesWhere}` : sql``}
        group by 1`),
    ]);
    const totalMembers = Object.values(rollup.counts).reduce((a, b) => a + b, 0);
    return {
      totalMembers,
      expiredMembers: rollup.counts.Expired,
      totalClaimedCentavos: rollup.total,
      claimsCount: rollup.claims,
      membersWithClaims: rollup.withClaims,
      highestTotalCentavos: highest,
      membersPerStatus: rollup.counts,
      topServices: topServicesOf(services),
    };
  }

  if (placeWithoutSearch(f) && !f.status) {
    // The members per status from the place rollup (migration 0036), the claims per service from the
    // place service rollup (0012), the highest total from the top of the claims sort's index (its
    // entries carry the place columns): none reads the set's rows.
    const range = registrationRange(f);
    const placeWhere = and(
      f.barangay ? eq(placeServiceCounts.barangay, f.barangay) : undefined,
      range
        ? and(
            gte(placeServiceCounts.registrationMonth, range.from),
            lt(placeServiceCounts.registrationMonth, range.to),
          )
        : undefined,
      f.year === undefined && f.month !== undefined
        ? sql`extract(month from ${placeServiceCounts.registrationMonth}) = ${f.month}`
        : undefined,
    );
    const [perStatus, highest, services] = await Promise.all([
      placeStatusCounts(db, f, today),
      highestTotal(db, totalsWhere(f, today)),
      db.execute(sql`
        select ${placeServiceCounts.serviceType} as service_type, min(${placeServiceCounts.category}) as category,
          sum(${placeServiceCounts.claimsCount}) as claims, sum(${placeServiceCounts.amountCentavos}) as amount
        from ${placeServiceCounts} where ${placeWhere ?? sql`true`}
        group by 1`),
    ]);
    const perService = rowsOf<ServiceRaw>(services);
    const counts = perStatus.counts;
    return {
      totalMembers: Object.values(counts).reduce((a, b) => a + b, 0),
      expiredMembers: counts.Expired,
      totalClaimedCentavos: perService.reduce((a, r) => a + Number(r.amount), 0),
      claimsCount: perService.reduce((a, r) => a + Number(r.claims), 0),
      membersWithClaims: perStatus.withClaims,
      highestTotalCentavos: highest,
      membersPerStatus: counts,
      topServices: topServices(perService.map(toService)),
    };
  }

  if (placeWithoutSearch(f)) {
    // A status with a place: counts and sums on member_claim_totals alone (copies and covering
    // indexes, migration 0012), over the set's rows.
    const tStatus = statusCase(today, {
      expiry: sql`${t.expiryDate}`,
      total: sql`${t.totalClaimedCentavos}`,
    });
    return figuresOf(
      await db.execute(sql`
        select ${tStatus} as status, count(*) as members, sum(${t.claimsCount}) as claims,
          sum(${t.totalClaimedCentavos}) as total,
          count(*) filter (where ${t.totalClaimedCentavos} > 0) as with_claims,
          max(${t.totalClaimedCentavos}) as highest, ${serviceSums}
        from ${t} where ${totalsWhere(f, today)}
        group by 1`),
    );
  }

  const where = reportWhere(f, today);
  const memberStatus = statusCase(today, {
    expiry: sql`${m.expiryDate}`,
    total: sql`${t.totalClaimedCentavos}`,
  });
  // One pass over the set's members: the counts per status and the sums of their claims per service.
  // Planned with random_page_cost 1.1 (SSD / cached data) instead of the default 4 (spinning disks):
  // at 4 the planner would rather read all 100,000 totals rows than probe the 4,000 of a name's matches
  // by primary key (measured: 38 ms against 26); a search matching most members still gets the scan.
  // Without a parallel worker: the plan then gathers the probes of two processes, which on the
  // portal's two cores (shared with Node and other requests) took twice as long (a surname matching
  // 4,004 of 100,000 members under load: 299 ms against 144 on average, pgbench in turns).
  const perStatus = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('random_page_cost', '1.1', true),
      set_config('max_parallel_workers_per_gather', '0', true)`);
    return tx.execute(sql`
      select ${memberStatus} as status, count(*) as members, sum(${t.claimsCount}) as claims,
        sum(${t.totalClaimedCentavos}) as total, count(*) filter (where ${t.totalClaimedCentavos} > 0) as with_claims,
        max(${t.totalClaimedCentavos}) as highest, ${serviceSums}
      from ${m} join ${t} on ${t.memberId} = ${m.id}
      where ${where}
      group by 1`);
  });
  return figuresOf(perStatus);
}

/**
 * The highest total claimed among the totals rows matching `where` (0 when none): the first entry of
 * the claims sort's index read backward (member_claim_totals_claims_idx, whose entries carry the
 * expiry, barangay and registration date), so a set's top is found without reading the set.
 */
async function highestTotal(db: Queryable, where: SQL): Promise<number> {
  const result = await db.execute(sql`
    select ${t.totalClaimedCentavos} as total from ${t} where ${where}
    order by ${t.totalClaimedCentavos} desc, ${t.claimsCount} desc, ${t.referenceNumber} collate "C" desc
    limit 1`);
  return Math.max(0, Number(rowsOf<{ total: string | number }>(result)[0]?.total ?? 0));
}

/**
 * The set's claims and amounts per service of the catalogue, summed from the arrays on its members'
 * totals rows (migration 0013: place i+1 is SERVICE_TYPES[i]): columns c1, a1, c2, a2, … per row.
 */
const serviceSums = sql.join(
  SERVICE_TYPES.map(
    (_, i) =>
      sql`sum(${t.serviceClaims}[${sql.raw(String(i + 1))}]) as ${sql.raw(`c${i + 1}`)}, sum(${t.serviceAmounts}[${sql.raw(String(i + 1))}]) as ${sql.raw(`a${i + 1}`)}`,
  ),
  sql`, `,
);

/** The top services of per-status rows carrying serviceSums. */
function servicesOfSums(rows: Record<string, unknown>[]): ServiceAmount[] {
  return topServices(
    SERVICE_TYPES.map((serviceType, i) => ({
      serviceType,
      category: serviceCategoryOf(serviceType) ?? 'outpatient',
      claimsCount: rows.reduce((sum, r) => sum + Number(r[`c${i + 1}`] ?? 0), 0),
      amountCentavos: rows.reduce((sum, r) => sum + Number(r[`a${i + 1}`] ?? 0), 0),
    })),
  );
}

/** The figures from the per-status rows, and the top services (else from the rows' serviceSums). */
function figuresOf(perStatus: unknown, services?: ServiceAmount[]): ReportFigures {
  const counts = emptyStatusCounts();
  let claims = 0;
  let total = 0;
  let withClaims = 0;
  let highest = 0;
  for (const r of rowsOf<{
    status: ReportStatus;
    members: string | number;
    claims: string | number;
    total: string | number;
    with_claims: string | number;
    highest: string | number;
  }>(perStatus)) {
    if (!REPORT_STATUSES.includes(r.status)) continue;
    counts[r.status] += Number(r.members);
    claims += Number(r.claims);
    total += Number(r.total);
    withClaims += Number(r.with_claims);
    highest = Math.max(highest, Number(r.highest));
  }
  return {
    totalMembers: Object.values(counts).reduce((a, b) => a + b, 0),
    expiredMembers: counts.Expired,
    totalClaimedCentavos: total,
    claimsCount: claims,
    membersWithClaims: withClaims,
    highestTotalCentavos: highest,
    membersPerStatus: counts,
    topServices: services ?? servicesOfSums(rowsOf<Record<string, unknown>>(perStatus)),
  };
}
