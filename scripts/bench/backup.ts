/**
 * The nightly backup at scale (issue 29: the backup was not timed at 1,000,000 members): on a fresh
 * copy of a seeded scale template, one backup as the job takes it (features/backups/run.ts
 * `runBackup`: export_all.sql and the storage zip into DATA_DIR/backups, then the proof — the SQL
 * loaded into a scratch database and its rows counted against the export's, every file's SHA-256
 * checked — then retention). Prints when each file was written, the whole run, its outcome, the
 * sizes and the process's peak memory. The seeded members name no stored images: the zip is
 * near-empty, and the figure is the database's part.
 *
 *   npx tsx scripts/bench/backup.ts [--template scale_1000000_10000000]
 *
 * The server is BENCH_DATABASE_URL's (default the test server, postgres://postgres@127.0.0.1:55432/
 * postgres); the copy is dropped at the end.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { backupDestination } from '../../apps/server/src/features/backups/destination.ts';
import { runBackup } from '../../apps/server/src/features/backups/run.ts';
import { appWithAdmin, copyOfScaleTemplate } from './harness.ts';

const { values } = parseArgs({ options: { template: { type: 'string' } } });
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
const template = values.template ?? 'scale_1000000_10000000';

const backend = await copyOfScaleTemplate(serverUrl, template, log);
try {
  const { app } = await appWithAdmin(backend, undefined, { jobs: [] });
  const base = backupDestination(app.ctx.config, app.ctx.storage);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  let peakRss = process.memoryUsage().rss;
  const startRss = peakRss;
  // What the process held when its resident memory peaked: V8's heap (used of allocated) and the
  // memory outside it (Buffers).
  let atPeak = process.memoryUsage();
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > peakRss) {
      peakRss = now.rss;
      atPeak = now;
    }
  }, 250);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
  // Each file's put, timed, with the peak memory so far: the manifest is the last one written before
  // the proof, so its line splits the export's memory from the proof's.
  const storage = new Proxy(base.storage, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property !== 'put') return value.bind(target);
      return async (key: string, ...rest: unknown[]) => {
        const result = await value.call(target, key, ...rest);
        log(
          `  wrote ${key} at ${seconds()} s (peak memory so far +${((peakRss - startRss) / 1e6).toFixed(0)} MB)`,
        );
        return result;
      };
    },
  });
  log(`backup of a copy of ${template} started`);
  const outcome = await runBackup(
    { ...app.ctx, destination: { ...base, storage } },
    'manual',
    null,
    (error, context) => log(`${context}: ${(error as Error).message ?? String(error)}`),
  );
  clearInterval(sampler);
  const [row] = rowsOf<{ sqlBytes: number; zipBytes: number; files: number; rows: number }>(
    await backend.database.db.execute(sql`
      select sql_bytes::float8 as "sqlBytes", zip_bytes::float8 as "zipBytes", files,
             (select sum(value::bigint) from jsonb_each_text(source_rows))::float8 as rows
      from backups where id = ${outcome.id}`),
  );
  log(
    `backup ${outcome.status} in ${seconds()} s${outcome.error ? ` (${outcome.error})` : ''}: ` +
      `export_all.sql ${((row?.sqlBytes ?? 0) / 1e6).toFixed(0)} MB, ${row?.rows ?? 0} rows; zip ` +
      `${((row?.zipBytes ?? 0) / 1e6).toFixed(1)} MB, ${row?.files ?? 0} files; peak memory ` +
      `${(peakRss / 1e6).toFixed(0)} MB (+${((peakRss - startRss) / 1e6).toFixed(0)} MB)`,
  );
  log(
    `  at the peak: V8 heap ${mb(atPeak.heapUsed)} MB used of ${mb(atPeak.heapTotal)} MB, ` +
      `outside it ${mb(atPeak.external)} MB (Buffers ${mb(atPeak.arrayBuffers)} MB)`,
  );
  await app.close();
} finally {
  await backend.dispose();
}
