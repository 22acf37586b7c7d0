/**
 * The access log is kept 12 months like the activity log (DECISIONS 46): older entries are deleted
 * at start-up and daily, one server at a time, and the deletion is logged in the activity log.
 */
import { ACCESS_RETENTION_MONTHS } from '@portal/domain';
import { recordActivity } from '../../core/activity.ts';
import type { Job } from '../../jobs/runner.ts';
import { deleteAccessOlderThan } from './queries.ts';

/** The same instant `months` calendar months earlier. */
function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

export const accessRetentionJob: Job = {
  name: 'access-log-retention',
  intervalMs: 24 * 60 * 60 * 1000,
  async run({ tx, app }) {
    const before = monthsBefore(app.now(), ACCESS_RETENTION_MONTHS);
    const deleted = await deleteAccessOlderThan(tx, before);
    if (deleted > 0) {
      await recordActivity(tx, null, 'access_log.purged', {
        deleted,
        olderThan: before.toISOString().slice(0, 10),
      });
    }
  },
};
