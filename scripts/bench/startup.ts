/**
 * Benchmark suite `startup` (issue 13 item 1): how soon the built server answers after it is started,
 * beside the floor of the same run — a bare `node` process that opens a port and answers ('node
 * floor'). For each start, from the spawn:
 * - the first page (/login: the page shell answers while the database opens);
 * - the first API answer (/api/health: the full app, its modules and database ready).
 * Starts: the built server on a new data folder (PGlite creates its database: a first run), the built
 * server on that folder again (a restart), and a warm `npm start` (npm itself and the check that
 * nothing needs building, then the same server). Needs `npm run build` first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/processes/server-process.ts';
import { ms, printTable } from './harness.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const FLOOR = "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT))";

type Start = { page: number; api: number };

/** Status of one GET, or 0 while nothing listens. */
function status(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
}

/** Milliseconds from `started` until `urlPath` answers 200, asking every 5 ms. */
async function answered(port: number, urlPath: string, started: number, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before ${urlPath}`);
    if ((await status(port, urlPath)) === 200) return performance.now() - started;
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
    const api = paths.api === paths.page ? page : await answered(port, paths.api, started, child);
    return { page, api };
  } finally {
    await stop(child, group);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runStartupBench(options: { starts: number; log: (line: string) => void }) {
  const { log } = options;
  if (!existsSync(MAIN) || !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The startup suite times the built server: run `npm run build` first.');
  }
  const results = new Map<string, Start[]>();
  const add = (what: string, start: Start) => {
    results.set(what, [...(results.get(what) ?? []), start]);
    log(`  ${what}: page ${ms(start.page)} ms, API ${ms(start.api)} ms`);
  };
  const both = { page: '/login', api: '/api/health' };
  for (let run = 1; run <= options.starts; run += 1) {
    log(`== start ${run} of ${options.starts}`);
    add('node floor', await timeStart(process.execPath, ['-e', FLOOR], {}, { page: '/', api: '/' }));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-startup-bench-'));
    try {
      // The embedded defaults: PGlite under the data folder, files on disk, mail to the outbox.
      const env = { DATA_DIR: dataDir };
      add('built server, new database', await timeStart(process.execPath, [MAIN], env, both));
      add('built server, restart', await timeStart(process.execPath, [MAIN], env, both));
      add('npm start (warm)', await timeStart('npm', ['start'], env, both, true));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const floor = median((results.get('node floor') ?? []).map((s) => s.page));
  printTable(
    ['start', 'first page ms (median)', 'first API ms (median)', 'page / floor', 'runs (page ms)'],
    [...results].map(([what, starts]) => {
      const page = median(starts.map((s) => s.page));
      return [
        what,
        ms(page),
        ms(median(starts.map((s) => s.api))),
        `${(page / floor).toFixed(1)}×`,
        starts.map((s) => ms(s.page)).join(' / '),
      ];
    }),
  );
}
