import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import type { Database } from '../src/db/index.ts';
import { jobRuns } from '../src/db/schema/index.ts';
import { type Job, type JobContext, type JobOutcome, JobRunner } from '../src/jobs/index.ts';
import { backends, CapturingMailer, testConfig, useTwoServers } from './support.ts';

/** An app on `database` running `jobs`, ready (so its jobs have started). */
async function appWithJobs(database: Database, jobs: Job[]): Promise<App> {
  const app = await buildApp(testConfig(), { database, jobs, mailer: new CapturingMailer(), logger: false });
  await app.ready();
  return app;
}

async function lastRun(database: Database, name: string) {
  const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return row;
}

/** Rows a job wrote into the test's own table (to see which writes were kept). */
async function marks(database: Database, job: string): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from job_test_marks where job = ${job}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const mark = (ctx: JobContext, job: string) =>
  ctx.tx.execute(sql`insert into job_test_marks (job) values (${job})`);

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
}

async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const createMarksTable = (database: Database) =>
  database.db.execute(
    sql`create table job_test_marks (job text not null, at timestamptz not null default clock_timestamp())`,
  );

describe.each(backends)('jobs on $name', (backend) => {
  let database: Database;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await backend.open();
    await createMarksTable(database);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await database?.close();
  });

  const start = async (jobs: Job[]) => {
    const app = await appWithJobs(database, jobs);
    apps.push(app);
    return app;
  };

  it('runs a job at start-up and again after its interval', async () => {
    const starts: number[] = [];
    const ready = Date.now();
    await start([{ name: 'every-200ms', intervalMs: 200, run: async () => void starts.push(Date.now()) }]);
    await eventually(() => starts.length >= 1);
    expect(starts[0]! - ready).toBeLessThan(2000);
    const first = await lastRun(database, 'every-200ms');
    expect(first).toMatchObject({ lastError: null });
    expect(first!.lastFinishedAt!.getTime()).toBeGreaterThanOrEqual(first!.lastStartedAt.getTime());

    await eventually(() => starts.length >= 3);
    for (let i = 1; i < starts.length; i += 1) {
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(180);
    }
  });

  it('runs a job at once when a change asks for it (runSoon), though its interval has not passed', async () => {
    const starts: number[] = [];
    const app = await start([
      { name: 'hourly', intervalMs: 3_600_000, run: async () => void starts.push(Date.now()) },
    ]);
    // The start-up run, finished (its lock released).
    await eventually(async () => Boolean((await lastRun(database, 'hourly'))?.lastFinishedAt));
    expect(starts).toHaveLength(1);
    const first = (await lastRun(database, 'hourly'))!.lastStartedAt;
    app.ctx.jobs.runSoon('hourly');
    await eventually(() => starts.length === 2);
    await eventually(async () => (await lastRun(database, 'hourly'))!.lastStartedAt > first);
    // An unknown name asks for nothing, nor does a stopped runner.
    app.ctx.jobs.runSoon('no-such-job');
    await app.close();
    app.ctx.jobs.runSoon('hourly');
    await sleep(200);
    expect(starts).toHaveLength(2);
  });

  it('runs a job once more right after an attempt under way when a change asks for it meanwhile', async () => {
    const starts: number[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = await start([
      {
        name: 'hourly-slow',
        intervalMs: 3_600_000,
        run: async () => {
          starts.push(Date.now());
          if (starts.length === 1) await held;
        },
      },
    ]);
    await eventually(() => starts.length === 1);
    // The start-up run is under way (it may have read what the change is about before it).
    app.ctx.jobs.runSoon('hourly-slow');
    release();
    await eventually(() => starts.length === 2);
    await sleep(200);
    expect(starts).toHaveLength(2);
  });

  it('hands the job its transaction, which is also the db of the app context it gets', async () => {
    let seen: JobContext | undefined;
    const app = await start([
      {
        name: 'context-check',
        intervalMs: 60_000,
        run: async (ctx) => {
          seen = ctx;
          await mark(ctx, 'context-check');
        },
      },
    ]);
    await eventually(() => seen !== undefined);
    expect(seen!.app.db).toBe(seen!.tx);
    expect(seen!.app.storage).toBe(app.ctx.storage);
    expect(seen!.app.config).toBe(app.ctx.config);
    await eventually(async () => (await marks(database, 'context-check')) === 1);
  });

  it('records a failing job, rolls its writes back and goes on with it and the other jobs', async () => {
    let healed = false;
    let steady = 0;
    await start([
      {
        name: 'sweep-until-healed',
        intervalMs: 200,
        run: async (ctx) => {
          await mark(ctx, 'sweep-until-healed');
          if (!healed) throw new Error('sweep broke (test)');
        },
      },
      {
        name: 'steady',
        intervalMs: 200,
        run: async () => {
          steady += 1;
        },
      },
    ]);
    await eventually(async () => (await lastRun(database, 'sweep-until-healed'))?.lastError != null);
    expect((await lastRun(database, 'sweep-until-healed'))!.lastError).toBe('Error: sweep broke (test)');
    expect(await marks(database, 'sweep-until-healed')).toBe(0);
    await eventually(() => steady >= 2);

    healed = true;
    await eventually(async () => (await lastRun(database, 'sweep-until-healed'))?.lastError === null);
    expect(await marks(database, 'sweep-until-healed')).toBeGreaterThanOrEqual(1);
  });

  it('logs a failure with the job name, and does not run a job again within its interval', async () => {
    const app = await start([]);
    const errors: unknown[][] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const failing: Job = {
      name: 'fails-once',
      intervalMs: 60_000,
      run: async () => {
        throw new Error('no disk (test)');
      },
    };
    const runner = new JobRunner({ jobs: [failing], app: app.ctx, log });
    expect(await runner.runOnce(failing)).toBe('failed');
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toMatchObject({ job: 'fails-once', err: { message: 'no disk (test)' } });
    expect(await runner.runOnce(failing)).toBe('not-due');

    const fine: Job = { name: 'fine', intervalMs: 60_000, run: async () => undefined };
    expect(await runner.runOnce(fine)).toBe('ran');
    expect(await runner.runOnce(fine)).toBe('not-due');
  });

  it('waits for a running job when the app closes, and runs nothing afterwards', async () => {
    let runs = 0;
    let running = false;
    let finished = false;
    const app = await appWithJobs(database, [
      {
        name: 'slow-at-close',
        intervalMs: 100,
        run: async () => {
          runs += 1;
          running = true;
          await sleep(300);
          finished = true;
        },
      },
    ]);
    await eventually(() => running);
    await app.close();
    expect(finished).toBe(true);
    const after = runs;
    await sleep(400);
    expect(runs).toBe(after);
  });

  it('refuses two jobs of one name', () => {
    const job: Job = { name: 'twice', intervalMs: 1000, run: async () => undefined };
    expect(() => new JobRunner({ jobs: [job, job], app: {} as never, log: {} as never })).toThrow(
      'two jobs are named twice',
    );
  });
});

describe('jobs on two servers sharing one PostgreSQL database (the TEST_DATABASE_URL server, else the embedded one)', () => {
  const servers = useTwoServers();
  beforeAll(async () => {
    await createMarksTable(servers.first);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const app of servers.apps.splice(0)) await app.close();
  });

  /** Every attempt either server makes from here on, with its outcome. */
  const watchAttempts = () => {
    const spy = vi.spyOn(JobRunner.prototype, 'runOnce');
    return {
      count: () => spy.mock.results.length,
      outcomes: () => Promise.all(spy.mock.results.map((result) => result.value as Promise<JobOutcome>)),
    };
  };

  it('runs a job once when both servers start at the same moment', async () => {
    const ran: string[] = [];
    const job = (server: string): Job => ({
      name: 'once-at-start',
      intervalMs: 60_000,
      run: async (ctx) => {
        ran.push(server);
        await mark(ctx, 'once-at-start');
        await sleep(50);
      },
    });
    const attempts = watchAttempts();
    const [a, b] = await Promise.all([
      buildApp(testConfig(), {
        database: servers.first,
        jobs: [job('a')],
        mailer: new CapturingMailer(),
        logger: false,
      }),
      buildApp(testConfig(), {
        database: servers.second,
        jobs: [job('b')],
        mailer: new CapturingMailer(),
        logger: false,
      }),
    ]);
    servers.apps.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    await eventually(() => attempts.count() === 2);
    expect((await attempts.outcomes()).sort()).toEqual([expect.stringMatching(/^(busy|not-due)$/), 'ran']);
    expect(ran).toHaveLength(1);
    expect(await marks(servers.first, 'once-at-start')).toBe(1);
  });

  it('runs a job at most once per interval across both servers', async () => {
    // Each run's start as the runner recorded it in its transaction (job_runs.last_started_at): the
    // interval is kept between these, whatever the two processes' scheduling delays under load.
    const starts: number[] = [];
    const job: Job = {
      name: 'shared-200ms',
      intervalMs: 200,
      run: async ({ tx }) => {
        const [row] = await tx
          .select({ at: jobRuns.lastStartedAt })
          .from(jobRuns)
          .where(eq(jobRuns.name, 'shared-200ms'));
        starts.push(row!.at.getTime());
      },
    };
    const began = Date.now();
    servers.apps.push(await appWithJobs(servers.first, [job]), await appWithJobs(servers.second, [job]));
    await sleep(1500);
    const elapsed = Date.now() - began;
    const seen = [...starts].sort((x, y) => x - y);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.length).toBeLessThanOrEqual(Math.floor(elapsed / 190) + 1);
    // 200 ms less the runner's 5 % tolerance for timers that fire a little early.
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]! - seen[i - 1]!).toBeGreaterThanOrEqual(190);
  });

  it('makes the other server skip, not wait, while a slow run holds the lock', async () => {
    let release!: () => void;
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const slow: Job = {
      name: 'slow-holder',
      intervalMs: 60_000,
      run: async () => {
        started = true;
        await holding;
      },
    };
    try {
      servers.apps.push(await appWithJobs(servers.first, [slow]));
      await eventually(() => started);

      const attempts = watchAttempts();
      const b = await appWithJobs(servers.second, [slow]);
      servers.apps.push(b);
      await eventually(() => attempts.count() === 1);
      expect(await within(1000, attempts.outcomes())).toEqual(['busy']);
      expect(await lastRun(servers.second, 'slow-holder')).toBeUndefined();

      release();
      await eventually(async () => (await lastRun(servers.second, 'slow-holder'))?.lastFinishedAt != null);
      const runner = new JobRunner({ jobs: [slow], app: b.ctx, log: b.log });
      expect(await runner.runOnce(slow)).toBe('not-due');
    } finally {
      release();
    }
  });
});
