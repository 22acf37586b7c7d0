import { sweepOrphanFiles } from '../core/files.ts';
import type { Job } from './runner.ts';

/**
 * `sweep-orphan-files`: deletes the files that a crash left without a row (core/files.ts), at
 * start-up and then every `minAgeMs` (an hour by default), so such a file lives at most about two
 * hours. `minAgeMs` is how old a pending upload must be before its file counts as abandoned: far
 * longer than any registration takes.
 */
export function sweepOrphanFilesJob(minAgeMs: number): Job {
  return {
    name: 'sweep-orphan-files',
    intervalMs: minAgeMs,
    async run({ tx, app, log }) {
      const result = await sweepOrphanFiles(tx, app.storage, {
        minAgeMs,
        log: (error, key) => log.error({ err: error, key }, 'orphan file could not be deleted'),
      });
      log.info({ job: 'sweep-orphan-files', ...result }, 'orphan files swept');
    },
  };
}
