/**
 * The benchmarks' large database: `members` members registered over the last three and a half years
 * (some already expired), spread over every barangay, with `claims` claims of every service spread over
 * each member's membership up to today — a few members claim often, some never. Members come from
 * scripts/seed.ts; claims are generated in SQL in chunks (the claim triggers are off during the load
 * and `claim_rollups_rebuild()` recomputes every kept figure afterwards). Works on any PostgreSQL: the
 * embedded server or one of DATABASE_URL.
 */
import { INPATIENT_SERVICES, SERVICE_TYPES, todayIn } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/index.ts';
import { seedMembers } from '../seed.ts';

export type LargeDatasetOptions = {
  members: number;
  claims: number;
  /** Share of members who have claimed at least once (default 0.9). */
  claimingShare?: number;
  now?: Date;
  seed?: number;
  log?: (line: string) => void;
};

const INSTITUTIONS = [
  'Oriental Mindoro Provincial Hospital',
  'Calapan City District Hospital',
  'Maria Estrella General Hospital',
  'Sta. Maria Village Hospital',
  'Calapan Doctors Diagnostic Center',
  'Generics Pharmacy Calapan',
  'Mercury Drug Calapan',
  'Mindoro Eye Center',
];

/** Fills an empty portal database; returns the seconds it took. */
export async function seedLargeDataset(db: Db, options: LargeDatasetOptions): Promise<number> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const today = todayIn('Asia/Manila', options.now ?? new Date());
  await seedMembers(db, {
    count: options.members,
    seed: options.seed ?? 42,
    now: options.now,
    registrationSpanDays: 365 * 3 + 180,
    batchSize: 2000,
    onProgress: (done) => {
      if (done % 20_000 === 0) log(`  seeded ${done} members`);
    },
  });

  await db.execute(sql`drop table if exists bench_claimants`);
  // Members numbered 1..n; claims go to the first `claiming` of them, more often to the lower numbers.
  await db.execute(sql`
    create table bench_claimants as
      select id, registration_date,
        greatest(1, least(${today}::date, expiry_date - 1) - registration_date + 1) as span,
        row_number() over (order by id) as rn
      from members`);
  await db.execute(sql`create index on bench_claimants (rn)`);
  const claiming = Math.max(1, Math.floor(options.members * (options.claimingShare ?? 0.9)));
  const services = SERVICE_TYPES.map(
    (s, i) =>
      sql`(${i}::int, ${s}::text, ${(INPATIENT_SERVICES as readonly string[]).includes(s) ? 'inpatient' : 'outpatient'}::text)`,
  );
  const institutions = INSTITUTIONS.map((name, i) => sql`(${i}::int, ${name}::text)`);

  await db.execute(sql`alter table claimed_services disable trigger user`);
  try {
    const chunk = 100_000;
    for (let from = 1; from <= options.claims; from += chunk) {
      const to = Math.min(options.claims, from + chunk - 1);
      await db.execute(sql`
        with s(n, service_type, category) as (values ${sql.join(services, sql`, `)}),
        i(n, name) as (values ${sql.join(institutions, sql`, `)}),
        g as (
          select g, ((g::bigint * 2654435761) % 1000003) / 1000003.0 as u
          from generate_series(${from}::int, ${to}::int) as g
        ),
        picked as (
          select g.g, m.id, m.registration_date,
            (m.registration_date + ((g.g::bigint * 104729) % m.span)::int) as service_date
          from g join bench_claimants m on m.rn = 1 + floor(${claiming}::int * (0.5 * g.u + 0.5 * g.u * g.u))::bigint
        )
        insert into claimed_services (member_id, service_type, category, institution, amount_centavos,
          service_date, beneficiary_use, membership_year, membership_year_index, created_at)
        select p.id, s.service_type, s.category, i.name,
          case when s.category = 'inpatient' then 100000 + (p.g::bigint * 31337) % 500000
               else 10000 + (p.g::bigint * 31337) % 90000 end,
          p.service_date, false,
          extract(year from p.registration_date
            + make_interval(years => extract(year from age(p.service_date, p.registration_date))::int))::int,
          extract(year from age(p.service_date, p.registration_date))::int,
          (p.service_date + time '10:00') at time zone 'Asia/Manila'
        from picked p
        join s on s.n = (p.g * 7) % ${SERVICE_TYPES.length}::int
        join i on i.n = (p.g * 13) % ${INSTITUTIONS.length}::int`);
      log(`  seeded ${to} claims`);
    }
  } finally {
    await db.execute(sql`alter table claimed_services enable trigger user`);
    await db.execute(sql`drop table if exists bench_claimants`);
  }
  await db.execute(sql`select claim_rollups_rebuild()`);
  await db.execute(sql`vacuum analyze`);
  const seconds = (performance.now() - started) / 1000;
  log(`  seeded ${options.members} members and ${options.claims} claims in ${seconds.toFixed(1)} s`);
  return seconds;
}
