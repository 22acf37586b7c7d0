/**
 * One portal per data folder (DECISIONS 42): the embedded database, its files and its outbox belong
 * to one running server. `DATA_DIR/portal.pid` is created exclusively (`wx`) and names the server that
 * holds the folder; a second start finds it naming a live portal and stops before it opens anything.
 * A file left by a portal that is gone (a kill, a power cut) is taken over.
 */
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'portal.pid';

type Holder = { pid: number; url: string; startedAt: string };

export class DataDirInUseError extends Error {}

/** The folders this process holds. */
const claimed = new Set<string>();

/** Whether a process with this id exists (one of another user's answers EPERM: it exists). */
export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A live process that is a Node.js program (a reused process id after a reboot is not a portal). */
function isRunningPortal(pid: number): boolean {
  if (!alive(pid)) return false;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx/.test(cmdline);
  } catch {
    return true; // no /proc (macOS): a live process with that id is taken as the portal
  }
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Claims `dataDir` for this process, or throws DataDirInUseError with one line naming the folder and
 * the server that holds it. The claim ends when this process exits.
 */
export function claimDataDir(dataDir: string, url: string): { release(): void } {
  const folder = path.resolve(dataDir);
  // Claimed already by this process (main.ts claims first, the database claims when it opens).
  if (claimed.has(folder)) return { release() {} };
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE);
  const mine: Holder = { pid: process.pid, url, startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(mine)}\n`, { flag: 'wx', mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 3) throw error;
    }
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && isRunningPortal(holder.pid))
      throw new DataDirInUseError(
        `The data folder ${folder} is in use by another portal server (process ${holder.pid}, ${holder.url}, started ${holder.startedAt}): stop it first, or give this one another DATA_DIR.`,
      );
    // Left by a portal that is gone: take it over.
    try {
      unlinkSync(file);
    } catch {}
  }
  claimed.add(folder);
  const release = () => {
    claimed.delete(folder);
    if (existsSync(file) && readHolder(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {}
    }
  };
  process.on('exit', release);
  return {
    release() {
      process.off('exit', release);
      release();
    },
  };
}
