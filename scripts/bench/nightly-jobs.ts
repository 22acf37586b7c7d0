/**
 * The periodic jobs at scale (issue 29 item 1: "the nightly jobs each ≤ 60 s"), each run as the
 * running app runs it: the app built on a copy of a seeded scale template (migrated at start), then
 * every job of `defaultJobs` but the backup, the QR-code ones and the outbox sender through a
 * JobRunner's `runOnce` (its advisory lock, its job_runs row, its transaction), timed:
 *   - first run: the backlog a freshly seeded (or restored) database holds,
 *   - again: the job's usual hourly/daily run, nothing new,
 *   - next day (the date-driven ones): a day's work;
 * and record retention's worklist (features/retention; a head admin's page, not a job) beside them,
 * and with --removal-on DAY its removal of the members due on DAY at 0 years kept (destructive).
 *
 *   npx tsx scripts/bench/nightly-jobs.ts [--template scale_1000000_10000000 | --database NAME]
 *     [--logs 2000000] [--jobs raise-notifications,raise-member-messages,...]
 *
 * The server is BENCH_DATABASE_URL's (default the test server, postgres://postgres@127.0.0.1:55432/
 * postgres). With --template a fresh copy is made and dropped at the end; --database uses (and keeps)
 * an existing copy. Before timing, like the reminders suite: 60 % of the members agree to messages
 * (half SMS, half e-mail, a third in Filipino, as registered); with --logs N, N activity-log and N
 * access-log entries spread over the last 24 months (half older than the 12 months kept).
 */

import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { SignedInAdmin } from '../../apps/server/src/auth/guards.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { dueIds } from '../../apps/server/src/features/retention/queries.ts';
import {
  removeDuePersonalData,
  retentionWorklist,
} from '../../apps/server/src/features/retention/service.ts';
import { defaultJobs, type Job, JobRunner } from '../../apps/server/src/jobs/index.ts';
import { procStat, TICKS_PER_SECOND } from './database-cpu.ts';
import { appWithAdmin, type BenchBackend, copyOfScaleTemplate, existingPostgres, ms } from './harness.ts';
import { agreeToMessages } from './reminders.ts';

const { values } = parseArgs({
  options: {
    template: { type: 'string' },
    database: { type: 'string' },
    logs: { type: 'string' },
    jobs: { type: 'string' },
    'skip-worklist': { type: 'boolean' },
    'removal-on': { type: 'string' },
    'no-prepare': { type: 'boolean' },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

/** Jobs left out: the backup (a copy of the whole database), the QR files (time-boxed to 20 s a run), the sender. */
const SKIPPED = new Set(['nightly-backup', 'fill-qr-codes', 'refresh-qr-codes', 'send-outbox']);

/**
 * The CPU milliseconds the server's backends connected to the bench's database have used so far (from
 * /proc: the server runs on this machine): beside the wall clock, which on this shared machine swings
 * with the other helpers' load, what a job costs the database. Backends that ended are not counted.
 */
async function backendsCpuMs(backend: BenchBackend): Promise<number> {
  const pids = rowsOf<{ pid: number }>(
    await backend.database.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database()`,
    ),
  );
  const ticks = pids.reduce((sum, { pid }) => sum + (procStat(pid)?.own ?? 0), 0);
  return (ticks / TICKS_PER_SECOND) * 1000;
}

async function backendOf(): Promise<BenchBackend> {
  if (values.database) return existingPostgres(serverUrl, values.database);
  return copyOfScaleTemplate(serverUrl, values.template ?? 'scale_1000000_10000000', log);
}

async function prepare(backend: BenchBackend): Promise<void> {
  const db = backend.database.db;
  const started = performance.now();
  await agreeToMessages(db);
  const logs = Number(values.logs ?? 0);
  if (logs > 0) {
    await db.execute(sql`
      insert into activity_logs (action, details, created_at)
      select 'claim.created', jsonb_build_object('memberId', gen_random_uuid(), 'amount', i),
             now() - (i::double precision / ${logs}) * interval '730 days'
      from generate_series(1, ${logs}) i`);
    await db.execute(sql`
      insert into access_log (kind, route, detail, at)
      select 'member.viewed', '/api/members/:id', 'bench', now() - (i::double precision / ${logs}) * interval '730 days'
      from generate_series(1, ${logs}) i`);
  }
  await db.execute(sql`vacuum analyze members`);
  await db.execute(sql`analyze`);
  log(`prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const backend = await backendOf();
  try {
    if (!values['no-prepare']) await prepare(backend);
    const { app } = await appWithAdmin(backend, undefined, { jobs: [] });
    const wanted = values.jobs?.split(',');
    const jobs = defaultJobs({ orphanFileMinAgeMs: undefined }).filter((job) =>
      wanted ? wanted.includes(job.name) : !SKIPPED.has(job.name),
    );
    const figures: string[] = [];
    const timed = async (job: Job, step: string, now: Date) => {
      const runner = new JobRunner({ jobs: [job], app: { ...app.ctx, now: () => now }, log: app.log });
      await backend.database.db.execute(sql`delete from job_runs where name = ${job.name}`);
      const cpuBefore = await backendsCpuMs(backend);
      const started = performance.now();
      const outcome = await runner.runOnce(job);
      const took = performance.now() - started;
      const cpu = (await backendsCpuMs(backend)) - cpuBefore;
      const [row] = rowsOf<{ last_error: string | null }>(
        await backend.database.db.execute(sql`select last_error from job_runs where name = ${job.name}`),
      );
      const line = `${job.name} — ${step}: ${(took / 1000).toFixed(2)} s, database CPU ${(cpu / 1000).toFixed(1)} s (${outcome}${row?.last_error ? `: ${row.last_error}` : ''})`;
      figures.push(line);
      log(line);
    };
    const now = new Date();
    for (const job of jobs) {
      await timed(job, 'first run', now);
      await timed(job, 'again', now);
      if (job.name === 'raise-notifications' || job.name === 'raise-member-messages')
        await timed(job, 'next day', new Date(now.getTime() + 86_400_000));
    }
    // The seeded members ended at most 3.5 years ago (none due at 5 years): the worklist at 5 years,
    // then with every expired member due (0 years), as its first page and the removal's id list.
    for (const years of values['skip-worklist'] ? [] : [undefined, 0]) {
      const deps = { ...app.ctx, config: { ...app.ctx.config, recordRetentionYears: years } };
      let started = performance.now();
      const worklist = await retentionWorklist(deps, 1);
      const pageMs = performance.now() - started;
      started = performance.now();
      const ids = await dueIds(deps.db, {
        today: worklist.today,
        years: worklist.years,
        timeZone: deps.config.timeZone,
      });
      const line = `record retention at ${worklist.years} years: worklist page 1 ${ms(pageMs)} ms, the ${ids.length} due ids ${ms(performance.now() - started)} ms (${worklist.total} due on ${worklist.today})`;
      figures.push(line);
      log(line);
    }
    // The removal itself (a head admin's confirmed action, DESTRUCTIVE: a copy only) of the members
    // due on --removal-on with 0 years kept (the seeded expiries start 2026-06-02: a few days' worth).
    if (values['removal-on']) {
      const deps = {
        ...app.ctx,
        now: () => new Date(`${values['removal-on']}T04:00:00Z`),
        config: { ...app.ctx.config, recordRetentionYears: 0 },
      };
      const due = await retentionWorklist(deps, 1);
      const [head] = rowsOf<{ userId: string }>(
        await backend.database.db.execute(sql`select user_id as "userId" from admins limit 1`),
      );
      const started = performance.now();
      const removed = await removeDuePersonalData(deps, head as SignedInAdmin, due.total);
      const took = performance.now() - started;
      const line = `record retention removal of ${removed.removed} members (due on ${due.today} at 0 years): ${(took / 1000).toFixed(1)} s, ${ms(took / Math.max(1, removed.removed))} ms a member`;
      figures.push(line);
      log(line);
    }
    const counts = rowsOf<Record<string, number>>(
      await backend.database.db.execute(sql`
        select (select count(*)::int from notifications) as notifications,
               (select count(*)::int from outbox_messages) as outbox,
               (select count(*)::int from activity_logs) as activity,
               (select count(*)::int from access_log) as access`),
    );
    log(`rows now: ${JSON.stringify(counts[0])}`);
    console.log(`\n${figures.join('\n')}`);
    await app.close();
  } finally {
    await backend.dispose();
  }
}

await main();
