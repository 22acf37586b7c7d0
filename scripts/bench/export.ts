/**
 * Suite `export` (issue 11 item 7): export_all.sql of everything through a real server process —
 * seconds, bytes and the server's peak RSS above its idle size — beside `pg_dump --inserts` of the
 * same tables in the same run (the external PostgreSQL only: its pg_dump is the server's version, the
 * embedded server is PostgreSQL 17); and storage-files.zip of `files` stored files.
 *
 * The data: scripts/bench/large-dataset.ts (members, claims), plus `files` files on disk named by
 * members' ID picture, signature and QR code keys. The server is `node --import tsx
 * apps/server/src/main.ts` on that database (apps/server/test/processes/server-process.ts; embedded: the
 * server starts its own PostgreSQL on the seeded DATA_DIR, whose CPU and memory are not counted); its RSS is
 * read from /proc: the idle size after a warm-up export, then the peak (VmHWM, reset before each run).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database, openDatabase } from '../../apps/server/src/db/index.ts';
import {
  freePort,
  headAdminSession,
  type ServerProcess,
  startServer,
} from '../../apps/server/test/processes/server-process.ts';
import { createScratchDatabase } from '../../apps/server/test/scratch-database.ts';
import { printTable } from './harness.ts';
import { seedLargeDataset } from './large-dataset.ts';

const run = promisify(execFile);

export type ExportBenchOptions = {
  only?: string;
  members: number;
  claims: number;
  files: number;
  log: (line: string) => void;
};

export type ExportRow = {
  backend: string;
  what: string;
  seconds: number;
  bytes: number;
  peakAboveIdleMb?: number;
  idleMb?: number;
};

/** The portal tables pg_dump dumps: what a full export_all.sql holds (claims_history is a view there). */
const DUMPED_TABLES = [
  '"user"',
  'admins',
  'members',
  'members_beneficiary',
  'claimed_services',
  'renewals',
  'notifications',
];

const mb = (kb: number) => kb / 1024;

function procStatus(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const match = /^(Vm\w+):\s+(\d+) kB/.exec(line);
    if (match) out[match[1]!] = Number(match[2]);
  }
  return out;
}

/** Resets the process's peak RSS (VmHWM) to its current RSS. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * Downloads `url` to nowhere, counting bytes; seconds and bytes. With curl when there is one (a
 * client in C, as pg_dump writes its file in C), else fetch.
 */
async function download(url: string, cookie: string): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now();
  const curl = await run('curl', ['--version']).then(
    () => true,
    () => false,
  );
  if (curl) {
    const { stdout } = await run('curl', [
      '-sf',
      '-o',
      '/dev/null',
      '-H',
      `cookie: ${cookie}`,
      '-w',
      '%{size_download}',
      url,
    ]);
    return { seconds: (performance.now() - started) / 1000, bytes: Number(stdout.trim()) };
  }
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return { seconds: (performance.now() - started) / 1000, bytes };
}

/** `files` stored files (random bytes, like photos: 20–60 KB) named by the first members' keys. */
async function addStoredFiles(db: Database['db'], dataDir: string, files: number): Promise<number> {
  const result = await db.execute<{ id: string }>(
    sql`select id::text as id from members order by id limit ${Math.ceil(files / 3)}`,
  );
  const ids = (result as unknown as { rows: { id: string }[] }).rows;
  let written = 0;
  let bytes = 0;
  const stamp = Date.now();
  for (const { id } of ids) {
    const keys: string[] = [];
    for (const kind of ['id_pictures', 'signatures', 'qr_codes']) {
      if (written >= files) break;
      const key = `members/${kind}/${stamp + written}_bench-${id.slice(0, 8)}.jpg`;
      const body = randomBytes(20_000 + ((written * 7919) % 40_000));
      mkdirSync(path.join(dataDir, 'files', path.dirname(key)), { recursive: true });
      writeFileSync(path.join(dataDir, 'files', key), body);
      keys.push(key);
      written += 1;
      bytes += body.length;
    }
    await db.execute(
      sql`update members set id_picture_key = ${keys[0] ?? null}, signature_key = ${keys[1] ?? null}, qr_code_key = ${keys[2] ?? null} where id = ${id}::uuid`,
    );
  }
  return bytes;
}

/**
 * The export of one backend. `seededUrl`: a PostgreSQL database that holds the data already (the scale
 * suite's template copy, its owner's to drop): no scratch database, no seeding.
 */
export async function benchExportOne(
  name: 'embedded' | 'postgres',
  serverUrl: string | undefined,
  options: ExportBenchOptions,
  seededUrl?: string,
): Promise<ExportRow[]> {
  const { log } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-export-'));
  const scratch = seededUrl
    ? { url: seededUrl, drop: async () => {} }
    : name === 'postgres'
      ? await createScratchDatabase(serverUrl!, 'portal_bench_export')
      : null;
  let server: ServerProcess | null = null;
  try {
    if (!seededUrl) {
      const database = scratch
        ? await openDatabase(scratch.url)
        : await createDatabase({ dataDir, databaseUrl: null }, { log: () => undefined });
      try {
        log(`== export, ${name}: seeding ${options.members} members and ${options.claims} claims`);
        await seedLargeDataset(database.db, { members: options.members, claims: options.claims, log });
        const fileBytes = await addStoredFiles(database.db, dataDir, options.files);
        log(`  ${options.files} stored files, ${(fileBytes / 1024 / 1024).toFixed(1)} MB`);
      } finally {
        // The embedded server and its DATA_DIR are one portal's: closing stops it, and the server process
        // starts it again on the same folder.
        await database.close();
      }
    }

    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    server = await startServer({
      port,
      readyTimeoutMs: 120_000,
      env: {
        DATA_DIR: dataDir,
        PUBLIC_URL: publicUrl,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
    });
    const { cookie } = await headAdminSession([server], publicUrl);
    const pid = server.pid;
    // Warm-up: the export code paths loaded and run once on a small period.
    await download(`${publicUrl}/api/export-sql?filterType=month&filterValue=2024-01`, cookie);
    if (options.files > 0)
      await download(`${publicUrl}/api/export-storage?filterType=month&filterValue=2024-01`, cookie);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rows: ExportRow[] = [];

    const measure = async (what: string, url: string) => {
      const idle = procStatus(pid).VmRSS!;
      resetPeak(pid);
      const { seconds, bytes } = await download(url, cookie);
      const peak = procStatus(pid).VmHWM!;
      rows.push({ backend: name, what, seconds, bytes, idleMb: mb(idle), peakAboveIdleMb: mb(peak - idle) });
      log(
        `  ${what}: ${seconds.toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB, peak RSS ${mb(peak).toFixed(0)} MB (idle ${mb(idle).toFixed(0)} MB)`,
      );
    };

    await measure('export_all.sql (all)', `${publicUrl}/api/export-sql`);
    if (scratch) {
      const started = performance.now();
      const out = path.join(dataDir, 'pg_dump.sql');
      await run(
        'pg_dump',
        ['--inserts', '--no-owner', ...DUMPED_TABLES.flatMap((t) => ['-t', t]), '-f', out, '-d', scratch.url],
        {
          maxBuffer: 1024 * 1024,
        },
      );
      const seconds = (performance.now() - started) / 1000;
      const bytes = Number((await run('stat', ['-c', '%s', out])).stdout.trim());
      rmSync(out);
      rows.push({ backend: name, what: 'pg_dump --inserts (same tables)', seconds, bytes });
      log(`  pg_dump --inserts: ${seconds.toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    }
    if (options.files > 0)
      await measure(`storage-files.zip (${options.files} files)`, `${publicUrl}/api/export-storage`);
    return rows;
  } finally {
    await server?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runExportBench(
  serverUrl: string | undefined,
  options: ExportBenchOptions,
): Promise<void> {
  const rows: ExportRow[] = [];
  for (const name of ['postgres', 'embedded'] as const) {
    if (options.only && options.only !== name) continue;
    if (name === 'postgres' && !serverUrl) continue;
    rows.push(...(await benchExportOne(name, serverUrl, options)));
  }
  console.log(
    `\nExport: ${options.members} members, ${options.claims} claims; a real server process, RSS from /proc (MB)\n`,
  );
  printTable(
    ['backend', 'what', 'seconds', 'MB', 'MB/s', 'idle RSS', 'peak above idle'],
    rows.map((r) => [
      r.backend,
      r.what,
      r.seconds.toFixed(1),
      (r.bytes / 1024 / 1024).toFixed(1),
      (r.bytes / 1024 / 1024 / r.seconds).toFixed(1),
      r.idleMb === undefined ? '' : r.idleMb.toFixed(0),
      r.peakAboveIdleMb === undefined ? '' : r.peakAboveIdleMb.toFixed(0),
    ]),
  );
  const ours = rows.find((r) => r.backend === 'postgres' && r.what.startsWith('export_all'));
  const dump = rows.find((r) => r.what.startsWith('pg_dump'));
  if (ours && dump) {
    const ratio = dump.seconds / ours.seconds;
    console.log(
      `\npostgres: export_all.sql runs at ${(ratio * 100).toFixed(0)}% of pg_dump --inserts' speed (goal ≥ 50%); peak RSS ${ours.peakAboveIdleMb!.toFixed(0)} MB above idle (goal < 150 MB)`,
    );
  }
}
