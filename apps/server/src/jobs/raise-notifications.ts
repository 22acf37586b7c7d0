import { todayIn } from '@portal/domain';
import { raiseDateNotifications } from '../core/notifications.ts';
import type { Job } from './runner.ts';

/**
 * `raise-notifications`: the date-driven notifications (expired, no_claims; DECISIONS 30) for
 * today in APP_TIMEZONE, at start-up and hourly, one server at a time. Forced, so members imported
 * or renewed since the day's first raise are caught within the hour. Like fill-qr-codes, the work
 * runs in transactions of its own, a batch of notifications each (core/notifications.ts), not in
 * the job's transaction (which holds only its advisory lock and job_runs row): a first raise at
 * 1,000,000 members writes half a million rows, too many for one transaction.
 */
export const raiseNotificationsJob: Job = {
  name: 'raise-notifications',
  intervalMs: 60 * 60 * 1000,
  async run({ app, log }) {
    const today = todayIn(app.config.timeZone, app.now());
    const raised = await raiseDateNotifications(app.database.db, today, { force: true });
    log.info({ job: 'raise-notifications', today, ...raised }, 'date notifications raised');
  },
};
