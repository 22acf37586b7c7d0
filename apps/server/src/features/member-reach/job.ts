import { todayIn } from '@portal/domain';
import { templatesInForce } from '../../core/message-templates.ts';
import { currentOffice } from '../../core/settings.ts';
import type { Job } from '../../jobs/runner.ts';
import { raiseMemberMessages } from './reminders.ts';

/**
 * `raise-member-messages` (DECISIONS 43): the welcome, renewal reminders and renewal confirmations
 * due today in APP_TIMEZONE, set-based (reminders.ts), under the runner's lock, one server at a time.
 * Hourly rather than daily: a run that finds nothing new costs six index look-ups and writes nothing,
 * and the welcome and the confirmation then follow a registration or renewal within the hour (the
 * outbox holds SMS until 08:00 anyway). The request itself queues nothing: one place renders.
 */
export const raiseMemberMessagesJob: Job = {
  name: 'raise-member-messages',
  intervalMs: 60 * 60 * 1000,
  async run({ tx, app, log }) {
    const now = app.now();
    const today = todayIn(app.config.timeZone, now);
    const office = await currentOffice({ config: app.config, db: tx });
    const raised = await raiseMemberMessages(tx, await templatesInForce(tx), office, today, now);
    log.info({ job: 'raise-member-messages', today, ...raised }, 'member messages raised');
  },
};
