import { activityRetentionJob } from '../features/activity-log/retention-job.ts';
import type { Job } from './runner.ts';

export { type Job, type JobContext, type JobOutcome, JobRunner } from './runner.ts';

/**
 * The background jobs every server runs (see runner.ts for how servers share them). Later features
 * register theirs here: orphan-file sweeps, notifications, log retention.
 */
export const defaultJobs: readonly Job[] = [activityRetentionJob];
