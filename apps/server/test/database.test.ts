import { DEFAULT_SERVICE_LIMITS, idNumberKey } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimedServices, claimsHistory, members, serviceLimits } from '../src/db/schema/index.ts';
import { seedDefaults } from '../src/db/seed.ts';
import { backends, useTestApp } from './support.ts';

describe.each(backends)('database schema on $name', (backend) => {
  const t = useTestApp(backend);
  const db = () => t.app.ctx.db;

  const member = (overrides: Partial<typeof members.$inferInsert> = {}) =>
    withKey({
      idNumber: `ID-${Math.random()}`,
      referenceNumber: `REF-${Math.random()}`,
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      middleName: 'Santos',
      barangay: 'Bayanan I',
      completeAddress: 'Bayanan I, Calapan City',
      dob: '1960-05-01',
      registrationDate: '2025-01-15',
      expiryDate: '2028-01-15',
      ...overrides,
    });
  const withKey = <T extends { idNumber: string }>(row: T) => ({
    ...row,
    idNumberKey: idNumberKey(row.idNumber),
  });

  it('writes the default service limits once, leaving edits alone', async () => {
    const rows = await db().select().from(serviceLimits);
    expect(rows).toHaveLength(DEFAULT_SERVICE_LIMITS.length);
    await db().update(serviceLimits).set({ maxCentavos: 1 }).where(sql`${serviceLimits.serviceType} = 'MRI'`);
    await seedDefaults(db());
    const mri = (await db().select().from(serviceLimits)).find((r) => r.serviceType === 'MRI');
    expect(mri?.maxCentavos).toBe(1);
  });

  it('refuses duplicate members by ID number, reference number and trimmed, case-insensitive name key', async () => {
    const first = member();
    await db().insert(members).values(first);
    await expect(
      db()
        .insert(members)
        .values(member({ idNumber: first.idNumber })),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(members)
        .values(member({ referenceNumber: first.referenceNumber })),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(members)
        .values(member({ firstName: ' JUAN ', lastName: 'dela cruz', middleName: 'SANTOS' })),
    ).rejects.toThrow();
    await db()
      .insert(members)
      .values(member({ barangay: 'Bayanan II' }));
  });

  it('claims_history holds the claims of membership years that have ended', async () => {
    const [m] = await db()
      .insert(members)
      .values(member({ registrationDate: '2020-03-01', expiryDate: '2023-03-01', dob: '1950-01-01' }))
      .returning();
    const claim = (serviceDate: string, index: number) => ({
      memberId: m!.id,
      serviceType: 'MRI',
      category: 'outpatient' as const,
      institution: 'Provincial Hospital',
      amountCentavos: 10_000,
      serviceDate,
      membershipYear: 2020 + index,
      membershipYearIndex: index,
    });
    await db()
      .insert(claimedServices)
      .values([claim('2020-04-01', 0), claim('2022-04-01', 2)]);
    const [current] = await db()
      .insert(members)
      .values(member({ registrationDate: '2099-01-01', expiryDate: '2102-01-01', dob: '1951-01-01' }))
      .returning();
    await db()
      .insert(claimedServices)
      .values({ ...claim('2099-02-01', 0), memberId: current!.id, membershipYear: 2099 });
    const history = await db().select().from(claimsHistory);
    expect(history.map((h) => h.serviceDate).sort()).toEqual(['2020-04-01', '2022-04-01']);
  });
});

// Every server: the pool's connections are real sessions the server may close.
describe.each(backends)('connections on $name', (backend) => {
  const t = useTestApp(backend);

  it('survives the server closing idle connections and serves the next request', async () => {
    const db = t.app.ctx.db;
    // Two connections at once, so the pool keeps an idle one besides the one that terminates it.
    await Promise.all([db.execute(sql`select pg_sleep(0.05)`), db.execute(sql`select pg_sleep(0.05)`)]);
    // Close every other connection of this database, as a restart or failover would.
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const result = (await db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(result.rows[0]?.one).toBe(1);
  });
});
