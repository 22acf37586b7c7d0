/**
 * Benchmark suite `startup` (issue 13 item 1): how soon the built server answers after it is started,
 * beside the floor of the same run — a bare `node` process that opens a port and answers ('node
 * floor'). For each start, from the spawn:
 * - the first page (/login: the page shell answers while the database opens);
 * - the first API answer (/api/health: the full app, its modules and database ready; checked to name
 *   the `embedded` database, DATABASE_URL being removed from the server's environment).
 * Starts: the built server on a new data folder (a first start: the embedded PostgreSQL server runs
 * initdb to create its cluster under DATA_DIR/postgres, starts, creates the portal's database and the
 * migrations run), the built server on that folder again (a restart: the existing cluster starts, no
 * migration is pending), and a warm `npm start` on it (npm itself and the check that nothing needs
 * building, then the same server). Each server stops its PostgreSQL server when it stops. Needs `npm run
 * build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/processes/server-process.ts';
import { ms, printTable } from './harness.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const FLOOR = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT))";

/**
 * `cpu`: CPU milliseconds the started processes (node; for `npm start` its whole process group) spent
 * until the API answered, their reaped children (initdb) included, the PostgreSQL server's own not (it
 * runs in a session of its own). On a shared machine the wall times swing with the other work; this less.
 */
type Start = { page: number; api: number; cpu: number | null };

/** USER_HZ: the unit of /proc's CPU times on Linux. */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds of `pid` (or of every process of the group `pid` leads), reaped children included. */
function cpuMs(pid: number, group: boolean): number | null {
  const stat = (p: number) => {
    const text = readFileSync(`/proc/${p}/stat`, 'utf8');
    // Fields after the command name: state [0], ppid [1], pgrp [2], … utime [11], stime [12], cutime [13], cstime [14].
    const f = text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return { group: f[2]!, ticks: f[11]! + f[12]! + f[13]! + f[14]! };
  };
  try {
    let ticks = stat(pid).ticks;
    if (group) {
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry) || Number(entry) === pid) continue;
        try {
          const s = stat(Number(entry));
          if (s.group === pid) ticks += s.ticks;
        } catch {
          // gone meanwhile
        }
      }
    }
    return (ticks / TICKS_PER_SECOND) * 1000;
  } catch {
    return null; // no /proc
  }
}

/** Status and body of one GET, or status 0 while nothing listens (or nothing answers within 30 s). */
function get(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', () => resolve({ status: 0, body: '' }));
  });
}

/** A start that has not answered after this long is reported as failed rather than waited for. */
const START_DEADLINE_MS = 120_000;

/** Milliseconds from `started` until `urlPath` answers 200 (asking every 5 ms), and that answer. */
async function answered(port: number, urlPath: string, started: number, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before ${urlPath}`);
    if (performance.now() - started > START_DEADLINE_MS)
      throw new Error(`${urlPath} did not answer within ${START_DEADLINE_MS / 1000} s of the start`);
    const answer = await get(port, urlPath);
    if (answer.status === 200) return { ms: performance.now() - started, body: answer.body };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function stop(child: ChildProcess, group: boolean): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  if (group && child.pid) process.kill(-child.pid, 'SIGTERM');
  else child.kill('SIGTERM');
  await gone;
}

/** Spawns `command` and times its first page and first API answer (the floor: one answer). */
async function timeStart(
  command: string,
  args: string[],
  env: Record<string, string>,
  paths: { page: string; api: string },
  group = false,
): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...inherited, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: group,
  });
  try {
    const page = await answered(port, paths.page, started, child);
    if (paths.api === paths.page) return { page: page.ms, api: page.ms, cpu: cpuMs(child.pid!, group) };
    const api = await answered(port, paths.api, started, child);
    const cpu = cpuMs(child.pid!, group);
    const kind = (JSON.parse(api.body) as { database?: string }).database;
    if (kind !== 'embedded') throw new Error(`${paths.api} names the database '${kind}', not 'embedded'`);
    return { page: page.ms, api: api.ms, cpu };
  } finally {
    await stop(child, group);
  }
}

const FIRST = 'built server, first start (initdb + migrations)';
const RESTART = 'built server, restart (existing folder)';
const NPM_START = 'npm start (warm, existing folder)';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runStartupBench(options: { starts: number; log: (line: string) => void }) {
  const { log } = options;
  if (!existsSync(MAIN) || !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The startup suite times the built server: run `npm run build` first.');
  }
  const results = new Map<string, Start[]>();
  const add = (what: string, start: Start) => {
    results.set(what, [...(results.get(what) ?? []), start]);
    log(
      `  ${what}: page ${ms(start.page)} ms, API ${ms(start.api)} ms` +
        (start.cpu === null ? '' : `, ${start.cpu.toFixed(0)} ms CPU`),
    );
  };
  const both = { page: '/login', api: '/api/health' };
  for (let run = 1; run <= options.starts; run += 1) {
    log(`== start ${run} of ${options.starts}`);
    add('node floor', await timeStart(process.execPath, ['-e', FLOOR], {}, { page: '/', api: '/' }));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-startup-bench-'));
    try {
      // The embedded defaults: the portal's own PostgreSQL server under the data folder, files on
      // disk, mail to the outbox.
      const env = { DATA_DIR: dataDir };
      add(FIRST, await timeStart(process.execPath, [MAIN], env, both));
      add(RESTART, await timeStart(process.execPath, [MAIN], env, both));
      add(NPM_START, await timeStart('npm', ['start'], env, both, true));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const floor = median((results.get('node floor') ?? []).map((s) => s.page));
  printTable(
    [
      'start',
      'first page ms (median)',
      'first API ms (median)',
      'CPU ms to API (median)',
      'page / floor',
      'runs (page ms)',
      'runs (API ms)',
    ],
    [...results].map(([what, starts]) => {
      const page = median(starts.map((s) => s.page));
      const cpu = starts.map((s) => s.cpu).filter((c): c is number => c !== null);
      return [
        what,
        ms(page),
        ms(median(starts.map((s) => s.api))),
        cpu.length === starts.length ? median(cpu).toFixed(0) : '',
        `${(page / floor).toFixed(1)}×`,
        starts.map((s) => ms(s.page)).join(' / '),
        starts.map((s) => ms(s.api)).join(' / '),
      ];
    }),
  );
  // Goals: an existing folder answers its login page within 1 s and its API within 1.5 s; a first
  // start (initdb and migrations) within 5 s.
  const goals: [string, number, number][] = [
    [FIRST, 5000, 5000],
    [RESTART, 1000, 1500],
    [NPM_START, 1000, 1500],
  ];
  log('');
  for (const [what, pageGoal, apiGoal] of goals) {
    const starts = results.get(what) ?? [];
    if (starts.length === 0) continue;
    const page = median(starts.map((s) => s.page));
    const api = median(starts.map((s) => s.api));
    const met = page <= pageGoal && api <= apiGoal;
    log(
      `${what}: page ${ms(page)} ms (goal ≤ ${pageGoal}), API ${ms(api)} ms (goal ≤ ${apiGoal}): ${met ? 'met' : 'not met'}`,
    );
  }
}
