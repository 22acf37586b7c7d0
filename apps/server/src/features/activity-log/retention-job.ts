/**
 * The Data Privacy Policy keeps the activity log 12 months (DECISIONS 36): older entries are
 * deleted at start-up and daily, one server at a time, and the deletion itself is logged.
 */
import { ACTIVITY_RETENTION_MONTHS } from '@portal/domain';
import { recordActivity } from '../../core/activity.ts';
import type { Job } from '../../jobs/runner.ts';
import { deleteOlderThan } from './queries.ts';

/** The same instant `months` calendar months earlier. */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

export const activityRetentionJob: Job = {
  name: 'activity-log-retention',
  intervalMs: 24 * 60 * 60 * 1000,
  async run({ tx, app }) {
    const before = monthsBefore(app.now(), ACTIVITY_RETENTION_MONTHS);
    const deleted = await deleteOlderThan(tx, before);
    if (deleted > 0) {
      await recordActivity(tx, null, 'activity_log.purged', {
        deleted,
        olderThan: before.toISOString().slice(0, 10),
      });
    }
  },
};
