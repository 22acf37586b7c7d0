import type { Job } from '../../jobs/runner.ts';
import { BACKUP_JOB_NAME, nightlyBackupStep } from './service.ts';

/**
 * `nightly-backup` (DECISIONS 49): every 5 minutes, once across servers (the runner's lock, which Run
 * now takes too), it takes the night's backup when 02:00 (BACKUP_HOUR, APP_TIMEZONE) has passed and
 * none was taken since, then checks the last proven one's age. The backup writes on the database
 * itself, not in the job's transaction: its row must be seen running, and its export reads its own
 * snapshot on other connections.
 */
export function nightlyBackupJob(): Job {
  let runningSince: Date | null = null;
  return {
    name: BACKUP_JOB_NAME,
    intervalMs: 5 * 60 * 1000,
    async run({ app, log }) {
      runningSince ??= app.now();
      await nightlyBackupStep({ ...app, db: app.database.db }, runningSince, (error, context) =>
        log.error({ err: error, job: BACKUP_JOB_NAME }, context),
      );
    },
  };
}
