/** Shared pieces of the benchmarks: backends, an app with a signed-in admin, timing and tables. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { type App, buildApp } from '../../apps/server/src/app.ts';
import type { AppConfig } from '../../apps/server/src/config.ts';
import { createDatabase, type Database, openDatabase } from '../../apps/server/src/db/index.ts';
import { prettyStream } from '../../apps/server/src/http/logging.ts';
import type { Job } from '../../apps/server/src/jobs/index.ts';
import { linksIn, type Mailer, type MailMessage } from '../../apps/server/src/mail/index.ts';
import { openScratchPostgres } from '../../apps/server/test/scratch-database.ts';

export type BenchBackend = {
  /** `embedded`: the portal's own PostgreSQL server (DATA_DIR/postgres); `postgres`: BENCH_DATABASE_URL's. */
  name: 'embedded' | 'postgres';
  /** The name in tables, with the server's durability ('embedded fsync on', 'postgres fsync on'). */
  label: string;
  /**
   * The database's URL, for drivers of their own (node-postgres, pgbench); the embedded server's names
   * its Unix socket folder in `?host=` (it listens on no TCP port).
   */
  url: string;
  database: Database;
  dataDir: string;
  dispose(): Promise<void>;
};

/** The server's `fsync` setting, for the label. */
async function fsyncSetting(database: Database): Promise<string> {
  const { rows } = await database.pool.query<{ setting: string }>(
    `select current_setting('fsync') as setting`,
  );
  return rows[0]?.setting ?? '?';
}

/**
 * A connection as a `postgres://` URL: a Unix socket folder (`host` starting with '/') goes in
 * `?host=`, as node-postgres and libpq read it.
 */
export function connectionUrl(connection: pg.ClientConfig): string {
  if (connection.connectionString) return connection.connectionString;
  const host = connection.host ?? 'localhost';
  const user = encodeURIComponent(connection.user ?? 'postgres');
  const port = connection.port ?? 5432;
  const database = encodeURIComponent(connection.database ?? 'postgres');
  return host.startsWith('/')
    ? `postgres://${user}@localhost:${port}/${database}?host=${encodeURIComponent(host)}`
    : `postgres://${user}@${host}:${port}/${database}`;
}

/**
 * The portal's default database: its own PostgreSQL server on a fresh temporary DATA_DIR (initdb, the
 * product's durable settings: fsync on), as `createDatabase` opens it without DATABASE_URL. Disposing
 * closes the pool, stops the server and removes the folder.
 */
export async function freshEmbedded(): Promise<BenchBackend> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const database = await createDatabase({ dataDir, databaseUrl: null }, { log: () => undefined });
  return {
    name: 'embedded',
    label: `embedded fsync ${await fsyncSetting(database)}`,
    url: connectionUrl(database.connection),
    database,
    dataDir,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server at `serverUrl`, dropped afterwards. */
export async function freshPostgres(serverUrl: string): Promise<BenchBackend> {
  const database = await openScratchPostgres(serverUrl, 'portal_bench');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  return {
    name: 'postgres',
    label: `postgres fsync ${await fsyncSetting(database)}`,
    url: connectionUrl(database.connection),
    database,
    dataDir,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on the server's maintenance database. */
async function onServer(serverUrl: string, statement: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The existing database `name` on the server at `serverUrl` (migrated on open), kept afterwards. */
export async function existingPostgres(serverUrl: string, name: string): Promise<BenchBackend> {
  const url = urlOf(serverUrl, name);
  const database = await openDatabase(url);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  return {
    name: 'postgres',
    label: 'postgres',
    url,
    database,
    dataDir,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database on the server at `serverUrl` copied from the database `template` (CREATE DATABASE
 * ... TEMPLATE), dropped afterwards; migrations newer than the template's are applied on the copy.
 * When `template` does not exist yet it is created and `fill` runs on it first (filled under another
 * name and renamed when done, so an interrupted fill leaves no half-filled template). Returns whether
 * the copy came from an existing template. Only for benchmarks that opt in (BENCH_REPORTS_TEMPLATE).
 */
export async function postgresFromTemplate(
  serverUrl: string,
  template: string,
  fill: (db: Database['db']) => Promise<void>,
  log: (line: string) => void,
): Promise<{ backend: BenchBackend; reused: boolean }> {
  if (!/^[a-z0-9_]+$/.test(template)) throw new Error(`template name ${template}: use a-z, 0-9 and _`);
  const exists = await onServer(serverUrl, `select 1 from pg_database where datname = '${template}'`);
  const reused = exists.length > 0;
  if (!reused) {
    const filling = `${template}_filling`;
    log(`  filling the template database ${template} (kept for later runs)`);
    await onServer(serverUrl, `drop database if exists "${filling}" with (force)`);
    await onServer(serverUrl, `create database "${filling}"`);
    const database = await openDatabase(urlOf(serverUrl, filling));
    try {
      await fill(database.db);
    } finally {
      await database.close();
    }
    await onServer(serverUrl, `alter database "${filling}" rename to "${template}"`);
  } else {
    log(`  copying the template database ${template} (seeded by an earlier run)`);
  }
  const name = `portal_bench_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}" template "${template}"`);
  const database = await openDatabase(urlOf(serverUrl, name));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const backend: BenchBackend = {
    name: 'postgres',
    label: `postgres fsync ${await fsyncSetting(database)}`,
    url: urlOf(serverUrl, name),
    database,
    dataDir,
    async dispose() {
      await database.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { backend, reused };
}

/**
 * A fresh copy of a scale template the scale bench seeded (`npm run bench -- --scale=…
 * --scale-seed-only`), dropped afterwards; an error naming that command when it is missing.
 */
export async function copyOfScaleTemplate(
  serverUrl: string,
  template: string,
  log: (line: string) => void,
): Promise<BenchBackend> {
  const { backend } = await postgresFromTemplate(
    serverUrl,
    template,
    async () => {
      throw new Error(
        `no template ${template}: seed it first (npm run bench -- --scale=... --scale-seed-only)`,
      );
    },
    log,
  );
  return backend;
}

class KeepingMailer implements Mailer {
  readonly description = 'bench mailer';
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
}

/** A stream that writes each line synchronously to /dev/null, as pino writes to stdout. */
function devNull(): NodeJS.WritableStream {
  const fd = openSync('/dev/null', 'w');
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      writeSync(fd, chunk);
      done();
    },
  });
}

/**
 * The real app on `backend` and the session cookie of its (first, hence approved) head admin. Logging is
 * off unless BENCH_LOG_LEVEL names a level (e.g. `info`, the server's default), in BENCH_LOG_FORMAT
 * (`json`, the default behind a proxy, or `pretty`), written synchronously to /dev/null.
 */
export async function appWithAdmin(
  backend: BenchBackend,
  instrument?: (app: App) => void,
  overrides: { jobs?: readonly Job[] } = {},
): Promise<{ app: App; cookie: string }> {
  const config: AppConfig = {
    port: 0,
    publicUrl: 'http://localhost:3000',
    dataDir: backend.dataDir,
    databaseUrl: null,
    smtpUrl: null,
    mailFrom: 'Bench <bench@example.org>',
    adminApproval: 'required',
    timeZone: 'Asia/Manila',
    authSecret: randomBytes(32).toString('hex'),
    webDist: path.join(backend.dataDir, 'no-web'),
    logFormat: process.env.BENCH_LOG_FORMAT === 'pretty' ? 'pretty' : 'json',
  };
  const mail = new KeepingMailer();
  const app = await buildApp(config, {
    database: backend.database,
    mailer: mail,
    // The background jobs (defaultJobs unless the suite names others: `[]` runs none).
    jobs: overrides.jobs,
    logger: process.env.BENCH_LOG_LEVEL
      ? {
          level: process.env.BENCH_LOG_LEVEL,
          stream: config.logFormat === 'pretty' ? prettyStream(devNull()) : devNull(),
        }
      : false,
  });
  instrument?.(app);
  await app.ready();
  const password = 'Bench-passw0rd';
  const email = 'bench.admin@example.org';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: {
      firstName: 'Bench',
      lastName: 'Admin',
      dob: '1980-01-01',
      gender: 'female',
      civilStatus: 'single',
      contactNumber: '+63 917 000 0000',
      username: 'bench_admin',
      email,
      password,
      confirmPassword: password,
      role: 'head_admin',
      consents: { terms: true, privacy: true, processing: true, professional: true, security: true },
    },
  });
  // An earlier app on the same database (the scale suite's members, then reports) registered it already.
  const known = registered.statusCode !== 201 && registered.body.includes('EMAIL_IN_USE');
  if (registered.statusCode !== 201 && !known)
    throw new Error(`bench admin registration failed: ${registered.body}`);
  if (!known) {
    // The verification mail leaves the outbox just after the answer.
    await app.ctx.outbox.settled();
    const link = new URL(linksIn(mail.sent.at(-1)!.text)[0]!);
    await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  }
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { login: email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`bench admin sign-in failed: ${signIn.body}`);
  const raw = signIn.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : [raw ?? ''])
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { app, cookie };
}

export type Timing = { p50: number; p95: number; max: number; n: number };

/** The q-quantile of ascending `sorted` (nearest rank; 0 when empty). */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/** The timing of `samples` (milliseconds, any order). */
export function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    n: sorted.length,
  };
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times; milliseconds. */
export async function time(fn: () => Promise<unknown>, runs = 60, warmup = 5): Promise<Timing> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    max: samples.at(-1)!,
    n: samples.length,
  };
}

export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(cells[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

export const ms = (value: number) => value.toFixed(2);
