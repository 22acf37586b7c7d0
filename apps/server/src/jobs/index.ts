import type { AppConfig } from '../config.ts';
import { accessRetentionJob } from '../features/access-log/retention-job.ts';
import { activityRetentionJob } from '../features/activity-log/retention-job.ts';
import { nightlyBackupJob } from '../features/backups/job.ts';
import { fillQrCodesJob } from '../features/member-import/qr-codes.ts';
import { raiseMemberMessagesJob } from '../features/member-reach/job.ts';
import { refreshQrCodesJob } from '../features/members/refresh-qr-codes.ts';
import { sendOutboxJob } from '../outbox/job.ts';
import { expireIdempotencyKeysJob } from './expire-idempotency-keys.ts';
import { raiseNotificationsJob } from './raise-notifications.ts';
import type { Job } from './runner.ts';
import { sweepOrphanFilesJob } from './sweep-orphan-files.ts';

export { expireIdempotencyKeysJob } from './expire-idempotency-keys.ts';
export { raiseNotificationsJob } from './raise-notifications.ts';
export { type Job, type JobContext, type JobOutcome, JobRunner } from './runner.ts';
export { sweepOrphanFilesJob } from './sweep-orphan-files.ts';

/**
 * The background jobs every server runs (see runner.ts for how servers share them). Later features
 * register theirs here. `send-outbox` runs the app's outbox sender (AppContext.outbox).
 */
export function defaultJobs(config: Pick<AppConfig, 'orphanFileMinAgeMs'>): Job[] {
  return [
    sweepOrphanFilesJob(config.orphanFileMinAgeMs ?? DEFAULT_ORPHAN_FILE_MIN_AGE_MS),
    expireIdempotencyKeysJob,
    activityRetentionJob,
    accessRetentionJob,
    raiseNotificationsJob,
    sendOutboxJob,
    fillQrCodesJob,
    nightlyBackupJob(),
    refreshQrCodesJob,
    raiseMemberMessagesJob,
  ];
}

/** One hour: a file no row names is deleted once its pending record is this old. */
export const DEFAULT_ORPHAN_FILE_MIN_AGE_MS = 60 * 60 * 1000;
