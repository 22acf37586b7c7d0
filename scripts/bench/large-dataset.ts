/**
 * The benchmarks' large database: `members` members registered over the last three and a half years
 * (some already expired), spread over every barangay, with `claims` claims of every service spread over
 * each member's membership up to today — a few members claim often, some never. Members come from
 * scripts/seed.ts (rows made in JavaScript, inserted in batches) or, with `membersInSql`, from
 * set-based statements over generate_series with the same name lists (the scale suite: 1,000,000
 * members); claims are generated in SQL in chunks (the claim triggers are off during the load
 * and `claim_rollups_rebuild()` recomputes every kept figure afterwards). Works on any PostgreSQL: the
 * embedded server or one of DATABASE_URL.
 */
import { INPATIENT_SERVICES, place, SERVICE_TYPES, todayIn } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/index.ts';
import { CIVIL, FEMALE, MALE, STREETS, SUFFIXES, SURNAMES, seedMembers } from '../seed.ts';

export type LargeDatasetOptions = {
  members: number;
  claims: number;
  /** Members made by set-based SQL (seedMembersInSql) instead of scripts/seed.ts' batches. */
  membersInSql?: boolean;
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
  const registrationSpanDays = 365 * 3 + 180;
  // Set-based seeding loads into tables without their plain indexes and builds them at the end (one
  // sort each instead of a million insertions); unique indexes stay (the duplicate rules skip rows).
  const rebuildIndexes = options.membersInSql ? await dropPlainIndexes(db) : null;
  if (options.membersInSql)
    await seedMembersInSql(db, {
      count: options.members,
      seed: options.seed ?? 42,
      today,
      registrationSpanDays,
      log,
    });
  else
    await seedMembers(db, {
      count: options.members,
      seed: options.seed ?? 42,
      now: options.now,
      registrationSpanDays,
      batchSize: 2000,
      onProgress: (done) => {
        if (done % 20_000 === 0) log(`  seeded ${done} members`);
      },
    });
  log(`  members in ${((performance.now() - started) / 1000).toFixed(1)} s`);

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
  log(`  members and claims in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (rebuildIndexes) {
    await rebuildIndexes();
    log(`  indexes built at ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await db.execute(sql`select claim_rollups_rebuild()`);
  log(`  kept figures rebuilt at ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`vacuum analyze`);
  const seconds = (performance.now() - started) / 1000;
  log(`  seeded ${options.members} members and ${options.claims} claims in ${seconds.toFixed(1)} s`);
  return seconds;
}

/**
 * Drops the plain (not unique, not a constraint's) indexes of the tables the seed fills; returns what
 * builds them again, each from its own definition (pg_get_indexdef), with more memory for the sorts.
 */
async function dropPlainIndexes(db: Db): Promise<() => Promise<void>> {
  const result = await db.execute(sql`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relname in ('members', 'members_beneficiary', 'claimed_services') and t.relnamespace = 'public'::regnamespace
      and not x.indisunique and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`);
  const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  return async () => {
    for (const { definition } of indexes)
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
        await tx.execute(sql.raw(definition));
      });
  };
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]`;

/**
 * `count` members (and 0–4 beneficiaries each) made in set-based statements, 100,000 a statement: the
 * names, barangays, streets and dates of scripts/seed.ts' lists picked by hashes of the row number
 * (hashint8, so a seed gives the same rows on every server), ID numbers `CAL-<seed>-<n>`,
 * registrations spread over `registrationSpanDays` up to `today` (expiry 3 years later, as the
 * domain's expiryDate). Reference numbers are unique by construction; a row that repeats another's
 * names, birth date and barangay (the duplicate rule's index) is skipped, as seedMembers skips it.
 * The members' row triggers are off meanwhile: members_list_counts is counted here afterwards, and
 * member_claim_totals (with the rollups it feeds) is left to claim_rollups_rebuild(), which the
 * caller runs after the claims.
 */
async function seedMembersInSql(
  db: Db,
  options: {
    count: number;
    seed: number;
    today: string;
    registrationSpanDays: number;
    log: (line: string) => void;
  },
): Promise<void> {
  const run = `S${String(options.seed).padStart(3, '0')}`;
  // A pseudo-random non-negative int per row and purpose k.
  const h = (k: number): SQL =>
    sql.raw(`(hashint8(g.n::bigint * 64 + ${k} + ${options.seed * 1_000_003})::bigint & 2147483647)`);
  const pick = (list: readonly string[], k: number) =>
    sql`(${textArray(list)})[1 + ${h(k)} % ${list.length}]`;
  const chunk = 100_000;
  await db.execute(sql`alter table members disable trigger user`);
  for (let from = 1; from <= options.count; from += chunk) {
    const to = Math.min(options.count, from + chunk - 1);
    await db.execute(sql`
      with g as (select n from generate_series(${from}::int, ${to}::int) as n),
      v as (
        select g.n, ${h(1)} % 100 < 48 as male, ${pick(SURNAMES, 2)} as last_name,
          ${pick(MALE, 3)} as male_name, ${pick(FEMALE, 4)} as female_name, ${pick(SURNAMES, 5)} as middle_name,
          ${h(6)} % 100 < 5 as has_suffix, ${pick(SUFFIXES, 7)} as suffix,
          date '1940-01-01' + (${h(8)} % 24106)::int as dob,
          ${options.today}::date - (${h(9)} % ${options.registrationSpanDays}::int)::int as registration_date,
          ${place.barangays.length > 0 ? pick(place.barangays, 10) : sql`''`} as barangay,
          case when ${h(11)} % 100 < 80 then (1 + ${h(12)} % 300)::text || ' ' || ${pick(STREETS, 13)} end as house_street,
          ${pick(CIVIL, 14)} as civil_status,
          8 + (g.n / 10000) % 9 as hh, ((g.n / 10000) / 9) % 60 as mi, ${h(15)} % 60 as ss
        from g)
      insert into members (id_number, id_number_key, reference_number, first_name, last_name, middle_name,
        suffix, barangay, house_street, complete_address, gender, civil_status, phone_number, dob,
        registration_date, expiry_date, created_at)
      select 'CAL-' || ${run} || '-' || lpad(v.n::text, 7, '0'),
        lower('CAL' || ${run} || lpad(v.n::text, 7, '0')),
        'REF-' || to_char(v.registration_date, 'YYYYMMDD') || '-' || lpad(v.hh::text, 2, '0')
          || lpad(v.mi::text, 2, '0') || lpad(v.ss::text, 2, '0') || '-' || lpad((v.n % 10000)::text, 4, '0'),
        case when v.male then v.male_name else v.female_name end, v.last_name, v.middle_name,
        case when v.male and v.has_suffix then v.suffix end, v.barangay, v.house_street,
        concat_ws(', ', v.house_street, v.barangay, ${place.city}::text),
        case when v.male then 'male' else 'female' end, v.civil_status,
        '+63 9' || (10 + v.n % 90)::text || ' ' || lpad((v.n % 1000)::text, 3, '0') || ' '
          || lpad(((v.n * 7) % 10000)::text, 4, '0'),
        v.dob, v.registration_date, (v.registration_date + interval '3 years')::date,
        (v.registration_date + make_time(v.hh, v.mi, v.ss::float8)) at time zone 'Asia/Manila'
      from v
      on conflict do nothing`);
    options.log(`  seeded ${to} members (set-based)`);
  }
  await db.execute(sql`alter table members enable trigger user`);
  // What members_list_counts_sync() keeps, counted at once (the table was empty: a fresh database).
  await db.execute(sql`
    insert into members_list_counts (barangay, month, n)
    select barangay, date_trunc('month', registration_date)::date, count(*) from members
    where archived_at is null group by 1, 2
    on conflict (barangay, month) do update set n = excluded.n`);
  // Beneficiaries: 0–4 a member (about two on average), a spouse first for the married, then
  // children of 1–21 years (eligible); the age is the one at registration, as the form stores it.
  await db.execute(sql`
    insert into members_beneficiary (member_id, first_name, last_name, middle_name, gender, dob, age,
      relationship, pwd, status, created_at)
    select m.id, b.first_name, m.last_name, m.middle_name, b.gender, b.dob,
      greatest(0, extract(year from age(m.registration_date, b.dob)))::smallint, b.relationship, false,
      'eligible', m.created_at
    from (select m.*, (hashint8(hashtext(m.id_number)::bigint) & 2147483647) as hm from members m) m
    cross join lateral generate_series(1, (m.hm % 5)::int) as i
    cross join lateral (
      select case when i = 1 and m.civil_status = 'married' then 'Spouse' else 'Child' end as relationship,
        case when (m.hm / 5 + i) % 2 = 0 then 'male' else 'female' end as gender,
        case when (m.hm / 5 + i) % 2 = 0 then (${textArray(MALE)})[1 + (m.hm / 7 + i) % ${MALE.length}]
          else (${textArray(FEMALE)})[1 + (m.hm / 7 + i) % ${FEMALE.length}] end as first_name,
        case when i = 1 and m.civil_status = 'married' then m.dob + ((m.hm / 11) % 3650 - 1825)::int
          else ${options.today}::date - (366 + (m.hm / 13 + i * 97) % 7300)::int end as dob) b`);
  options.log('  seeded the beneficiaries (set-based)');
}
