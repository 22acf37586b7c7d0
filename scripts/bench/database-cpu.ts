/**
 * The CPU time a local PostgreSQL server spends, read from /proc: its postmaster's own time, the time
 * of its live processes (backends, WAL writer, checkpointer…) and the time of the children it has
 * already reaped (cutime/cstime). Beside the bench process's own CPU, it gives the CPU per claim of
 * the app and of the database: on a shared 2-core machine, rates swing ±20 % from one minute to the
 * next, while CPU per claim holds. Null when the server is not on this machine (or /proc unreadable).
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

type ProcStat = { parent: number; own: number; reaped: number };

function procStat(pid: number): ProcStat | null {
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
    if (!backend) return null;
    postmaster = backend.parent;
  } finally {
    await client.end();
  }
  if (!procStat(postmaster)) return null;
  return () => {
    const main = procStat(postmaster);
    if (!main) return Number.NaN;
    let ticks = main.own + main.reaped;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = procStat(Number(entry));
      if (child?.parent === postmaster) ticks += child.own;
    }
    return (ticks / TICKS_PER_SECOND) * 1000;
  };
}
