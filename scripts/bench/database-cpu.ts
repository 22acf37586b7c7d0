/**
 * The CPU time a local PostgreSQL server spends, read from /proc: its postmaster's own time, the time
 * of its live processes (backends, WAL writer, checkpointer…) and the time of the children it has
 * already reaped (cutime/cstime). Beside the bench process's own CPU, it gives the CPU per claim of
 * the app and of the database: on a shared 2-core machine, rates swing ±20 % from one minute to the
 * next, while CPU per claim holds. Null when the server is not on this machine (or /proc unreadable).
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** USER_HZ: the unit of /proc's CPU times on Linux (100 everywhere but exotic kernels). */
export const TICKS_PER_SECOND = 100;

type ProcStat = { parent: number; own: number; reaped: number };

/** Whether the process is a PostgreSQL one (a pid from another PID namespace may name anything). */
function isPostgres(pid: number): boolean {
  try {
    return /^(postgres|postmaster)/.test(readFileSync(`/proc/${pid}/comm`, 'utf8'));
  } catch {
    return false;
  }
}

export function procStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is [0], ppid [1], utime [11]…
    const f = text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return { parent: f[1]!, own: f[11]! + f[12]!, reaped: f[13]! + f[14]! };
  } catch {
    return null;
  }
}

/** A reader of the server's CPU milliseconds so far, or null when it cannot be read from here. */
export async function databaseCpuReader(url: string): Promise<(() => number) | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let postmaster: number;
  try {
    const host = new URL(url).hostname;
    if (!['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host)) return null;
    // The postmaster is the parent of this connection's backend (when that backend is on this machine).
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const backend = procStat(rows[0]!.pid);
    if (!backend || !isPostgres(rows[0]!.pid) || !isPostgres(backend.parent)) return null;
    postmaster = backend.parent;
  } finally {
    await client.end();
  }
  if (!procStat(postmaster)) return null;
  // The whole server: other databases' work on it during a run counts too (run benchmarks alone).
  return () => {
    const main = procStat(postmaster);
    if (!main) return Number.NaN;
    let ticks = main.own;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = procStat(Number(entry));
      if (child?.parent === postmaster) ticks += child.own;
    }
    // Reaped time read after the scan: a child that exited during it is counted here, not lost.
    return ((ticks + (procStat(postmaster)?.reaped ?? main.reaped)) / TICKS_PER_SECOND) * 1000;
  };
}
