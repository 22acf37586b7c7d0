import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/index.ts';
import { recordFinish, startIfDue, tryJobLock } from './queries.ts';

export type JobContext = {
  /** The transaction that holds the job's lock; the job's database work belongs in it. */
  tx: Tx;
  /**
   * The app's context with `db` being `tx` too, so services taking `deps` work unchanged. Do not
   * reach the database any other way (`app.database`, auth): such a query runs on another connection,
   * outside the job's transaction and its lock, and waits on any row the job has locked (a deadlock
   * if the job awaits it).
   */
  app: AppContext;
  /** The server's logger. */
  log: FastifyBaseLogger;
};

export type Job = {
  /** Unique; also names the job's lock and its `job_runs` row, so keep it stable. */
  name: string;
  intervalMs: number;
  run(ctx: JobContext): Promise<void>;
};

/** What one attempt did: ran, ran and threw, another server holds the job, or it ran recently. */
export type JobOutcome = 'ran' | 'failed' | 'busy' | 'not-due';

export type JobRunnerOptions = {
  jobs: readonly Job[];
  app: AppContext;
  log: FastifyBaseLogger;
};

/**
 * Runs each job at start-up and then every `intervalMs` (counted from the end of the attempt, so
 * one server never overlaps a job with itself). Across servers sharing the database, each attempt
 * is one transaction that
 *   1. takes `pg_try_advisory_xact_lock(<key of the job name>)`, skipping at once if another
 *      server holds it (running the job right now), then
 *   2. records the start in `job_runs`, skipping if the last run started less than an interval ago,
 *   3. runs the job inside that same transaction (a savepoint of it).
 * The job body runs inside the transaction so the lock is held exactly as long as the job runs and
 * released by commit, rollback or a dropped connection alike; a server that dies mid-run leaves no
 * start recorded, so another runs the job on its next attempt. The price: the job holds one
 * connection of the pool (and its row locks) throughout; keep job bodies short and let a big task do
 * a batch per run.
 * A job that throws has its own writes rolled back (the savepoint), its error logged and kept in
 * `job_runs.last_error`; the runner goes on.
 */
export class JobRunner {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  /** Jobs with an attempt under way in this process, and those asked to run again after it (runSoon). */
  private readonly underWay = new Set<string>();
  private readonly again = new Set<string>();
  private state: 'idle' | 'started' | 'stopped' = 'idle';

  constructor(private readonly options: JobRunnerOptions) {
    const names = new Set<string>();
    for (const job of options.jobs) {
      if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
      if (!(job.intervalMs > 0)) throw new Error(`job ${job.name} needs a positive intervalMs`);
      names.add(job.name);
    }
  }

  /** Starts every job now; later attempts follow on timers that do not keep the process alive. */
  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'started';
    for (const job of this.options.jobs) this.attempt(job);
  }

  /** Clears the timers and waits for the jobs running now to finish. */
  async stop(): Promise<void> {
    this.state = 'stopped';
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  /**
   * An attempt at the job named `name` now, though its interval has not passed: a change made its
   * work due (a confirmed address, its QR codes). An attempt under way in this process is followed
   * by one more at once. Still once across servers: a run going on on another server makes this one
   * 'busy' (that run, or the next, does the work). The next attempt follows on the timer as usual. An
   * unknown name, or a runner not started or stopped: nothing.
   */
  runSoon(name: string): void {
    const job = this.options.jobs.find((candidate) => candidate.name === name);
    if (!job || this.state !== 'started') return;
    // An attempt under way here may have read what changed before the change: one more right after it.
    if (this.underWay.has(name)) {
      this.again.add(name);
      return;
    }
    clearTimeout(this.timers.get(name));
    this.timers.delete(name);
    this.attempt(job, 0);
  }

  /**
   * One attempt at `job`, as the timers make it (tests call it directly): not due while its last
   * start is within `minGapMs` (its interval, less a tolerance).
   */
  async runOnce(job: Job, minGapMs = job.intervalMs - toleranceMs(job.intervalMs)): Promise<JobOutcome> {
    const { app, log } = this.options;
    return app.db.transaction(async (tx) => {
      if (!(await tryJobLock(tx, job.name))) return 'busy';
      if (!(await startIfDue(tx, job.name, minGapMs))) return 'not-due';
      try {
        await tx.transaction((inner) => job.run({ tx: inner, app: { ...app, db: inner }, log }));
        await recordFinish(tx, job.name, null);
        return 'ran';
      } catch (error) {
        log.error({ err: error, job: job.name }, `job ${job.name} failed`);
        await recordFinish(tx, job.name, describeError(error));
        return 'failed';
      }
    });
  }

  private attempt(job: Job, minGapMs?: number): void {
    if (this.state !== 'started') return;
    this.underWay.add(job.name);
    const run = this.runOnce(job, minGapMs)
      .then(
        () => undefined,
        // The bookkeeping itself failed (database unreachable …): try again next time.
        (error) => this.options.log.error({ err: error, job: job.name }, `job ${job.name} could not run`),
      )
      .finally(() => {
        this.running.delete(run);
        this.underWay.delete(job.name);
        if (this.again.delete(job.name)) this.attempt(job, 0);
        else this.schedule(job);
      });
    this.running.add(run);
  }

  private schedule(job: Job): void {
    if (this.state !== 'started') return;
    // One timer a job, also when an attempt of runSoon ends beside one of the timer's.
    clearTimeout(this.timers.get(job.name));
    const timer = setTimeout(() => this.attempt(job), job.intervalMs);
    timer.unref();
    this.timers.set(job.name, timer);
  }
}

/**
 * A run counts for its interval even if the next attempt comes a little early: servers' timers
 * drift, and `now()` is the time each attempt's transaction began.
 */
function toleranceMs(intervalMs: number): number {
  return Math.min(intervalMs * 0.05, 1000);
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
