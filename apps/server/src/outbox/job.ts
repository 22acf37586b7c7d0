import type { Job } from '../jobs/runner.ts';

/** How often the sender runs without a nudge: retries, held SMS, what a nudge missed. */
export const SEND_OUTBOX_INTERVAL_MS = 10_000;

/**
 * `send-outbox`: one pass of the outbox sender (sender.ts) every 10 s, one server at a time. The pass
 * claims and writes on the database itself, not in the job's transaction: each claim commits before
 * its send (the job's transaction holds only its advisory lock and job_runs row, which the pass never
 * touches). Nudges after writes send sooner; this catches retries and SMS held for the quiet hours.
 */
export const sendOutboxJob: Job = {
  name: 'send-outbox',
  intervalMs: SEND_OUTBOX_INTERVAL_MS,
  async run({ app, log }) {
    const report = await app.outbox.runPass();
    if (report.sent + report.retried + report.failed + report.recovered > 0) {
      log.info({ job: 'send-outbox', ...report }, 'outbox sent');
    }
  },
};
