import { deleteExpiredAnswers } from '../core/idempotency.ts';
import type { Job } from './runner.ts';

/** `expire-idempotency-keys`: deletes the stored answers of Idempotency-Keys older than a day, hourly. */
export const expireIdempotencyKeysJob: Job = {
  name: 'expire-idempotency-keys',
  intervalMs: 60 * 60 * 1000,
  async run({ tx, log }) {
    const deleted = await deleteExpiredAnswers(tx);
    log.info({ job: 'expire-idempotency-keys', deleted }, 'idempotency keys expired');
  },
};
