/**
 * `npm run bench -- --suite notifications`: the date-driven raise (DECISIONS 30) on the large dataset
 * (100,000 members, 1,000,000 claims by default): the first full raise (the backlog of a fresh
 * deployment), the hourly job's forced raise when everything is raised already, the reports page
 * load's raise after the day's full raise, and the bell's unread count and the list through the app.
 * Beside them, the SQL a naive raise would run per member (one look-up each) is estimated from 1,000
 * members, and the claim's own notification statement (the high_claims look-up every claim runs).
 */
import { HIGH_CLAIMS_THRESHOLD_CENTAVOS, todayIn } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { raiseDateNotifications } from '../../apps/server/src/core/notifications.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { appWithAdmin, type BenchBackend, ms, printTable, time } from './harness.ts';
import { seedLargeDataset } from './large-dataset.ts';

export type NotificationsBenchRow = { backend: string; step: string; p50: number; p95: number; note: string };

export async function benchNotifications(
  backend: BenchBackend,
  options: { members: number; claims: number; runs: number; log: (line: string) => void },
): Promise<NotificationsBenchRow[]> {
  const { log, runs } = options;
  const db = backend.database.db;
  const seconds = await seedLargeDataset(db, { members: options.members, claims: options.claims, log });
  log(`  [${backend.name}] seeded in ${seconds.toFixed(0)} s`);
  await db.execute(sql`analyze`);
  const today = todayIn('Asia/Manila', new Date());
  const rows: NotificationsBenchRow[] = [];
  const add = (step: string, t: { p50: number; p95: number }, note = '') =>
    rows.push({ backend: backend.name, step, p50: t.p50, p95: t.p95, note });

  const startedAt = performance.now();
  const first = await raiseDateNotifications(db, today, { force: true });
  const firstMs = performance.now() - startedAt;
  add('first full raise (backlog)', { p50: firstMs, p95: firstMs }, JSON.stringify(first));
  add(
    'forced raise, nothing new (job)',
    await time(() => raiseDateNotifications(db, today, { force: true }), 10, 1),
  );
  add('page-load raise after the full one', await time(() => raiseDateNotifications(db, today), runs));

  // A naive raise: one look-up per member. Timed on 1,000 members and scaled to all of them.
  const sample = rowsOf<{ id: string }>(await db.execute(sql`select id from members limit 1000`));
  const naiveStarted = performance.now();
  for (const { id } of sample) {
    await db.execute(sql`
      select m.expiry_date, t.total_claimed_centavos, t.latest_claim_date,
             exists (select 1 from notifications n where n.member_id = m.id) as raised
      from members m left join member_claim_totals t on t.member_id = m.id where m.id = ${id}`);
  }
  const naiveMs = ((performance.now() - naiveStarted) / sample.length) * options.members;
  add('naive per-member loop (estimated)', { p50: naiveMs, p95: naiveMs }, `from ${sample.length} members`);

  // The claim's high_claims statement when it does not cross (what every claim pays).
  const someone = sample[0]!.id;
  add(
    'claim: high_claims look-up (no crossing)',
    await time(
      () =>
        db.execute(sql`
          insert into notifications (member_id, type, term_expiry, title, message)
          select t.member_id, 'high_claims', '2099-01-01', 'x', 'x' from member_claim_totals t
          where t.member_id = ${someone} and t.total_claimed_centavos < ${-1} and t.total_claimed_centavos + 100
            >= ${HIGH_CLAIMS_THRESHOLD_CENTAVOS}
          on conflict do nothing`),
      runs,
    ),
  );

  const { app, cookie } = await appWithAdmin(backend);
  try {
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    const count = await get('/api/notifications/unread-count');
    add(
      'GET unread-count (nothing read)',
      await time(() => get('/api/notifications/unread-count'), runs),
      count.body,
    );
    add('GET notifications page 1', await time(() => get('/api/notifications'), runs));
    add('GET notifications?type=expired', await time(() => get('/api/notifications?type=expired'), runs));
    await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie },
      payload: {},
    });
    add('GET unread-count (after mark all)', await time(() => get('/api/notifications/unread-count'), runs));
  } finally {
    await app.close();
  }
  for (const row of rows)
    log(`  [${backend.name}] ${row.step}: p50 ${ms(row.p50)} ms, p95 ${ms(row.p95)} ms ${row.note}`);
  return rows;
}

export function printNotificationsTable(
  rows: NotificationsBenchRow[],
  members: number,
  claims: number,
): void {
  console.log(`\nNotifications: ${members} members, ${claims} claims (milliseconds)\n`);
  printTable(
    ['backend', 'step', 'p50', 'p95', 'note'],
    rows.map((r) => [r.backend, r.step, ms(r.p50), ms(r.p95), r.note]),
  );
}
