/**
 * Real server processes for tests that need one (a crash, several servers): the server as a child
 * process with its own environment, its output kept line by line. No test-runner imports here, so
 * scripts use it too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/**
 * How to run the server: the bundle the process tests built for their run (build-setup.ts sets
 * PORTAL_SERVER_MAIN), else the sources through tsx (scripts).
 */
export function serverCommand(): string[] {
  const built = process.env.PORTAL_SERVER_MAIN;
  return built ? [built] : ['--import', 'tsx', MAIN];
}

/** A TCP port nobody listens on right now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** Every line the process printed so far (stdout and stderr). */
  readonly lines: string[];
  /** Resolves with the first line (already printed or still to come) that `match` accepts. */
  waitForLine(match: (line: string) => boolean, timeoutMs?: number, from?: number): Promise<string>;
  /** SIGKILL, as a crash would; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful shutdown); SIGKILL if it is not gone within 10 s. */
  stop(): Promise<void>;
  readonly exited: boolean;
};

export type StartOptions = {
  port: number;
  /** The server's environment on top of PATH/HOME (nothing else of this process leaks in). */
  env: Record<string, string>;
  readyTimeoutMs?: number;
  /** Called with each line the process prints (e.g. to echo it). */
  onLine?: (line: string) => void;
  /** Return at once, without waiting for "Portal ready" (the start-up test). */
  noWait?: boolean;
};

/** Starts a server and (unless `noWait`) waits until it is ready ("Portal ready"). */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(options.port),
    // The tests read the log's JSON lines (job messages, mail links).
    LOG_FORMAT: 'json',
    ...options.env,
  };
  const child = spawn(process.execPath, serverCommand(), {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = watch(child, `http://127.0.0.1:${options.port}`, options.onLine);
  if (options.noWait) return server;
  try {
    // A first start creates the embedded database cluster and migrates it: half a minute and more
    // when the machine is busy (CI runs the API tests beside these).
    await server.waitForLine((line) => line.startsWith('Portal ready'), options.readyTimeoutMs ?? 90_000);
  } catch (error) {
    await server.kill9();
    throw new Error(`${(error as Error).message}\n${server.lines.slice(-20).join('\n')}`);
  }
  return server;
}

function watch(child: ChildProcess, url: string, onLine?: (line: string) => void): ServerProcess {
  const lines: string[] = [];
  const waiters = new Set<(line: string) => void>();
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        onLine?.(line);
        for (const waiter of waiters) waiter(line);
      }
    });
  }

  const waitForLine = (match: (line: string) => boolean, timeoutMs = 30_000, from = 0) =>
    new Promise<string>((resolve, reject) => {
      const earlier = lines.slice(from).find(match);
      if (earlier !== undefined) return resolve(earlier);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(waiter);
      };
      const waiter = (line: string) => {
        if (!match(line)) return;
        done();
        resolve(line);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`server ${url} printed no matching line within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(waiter);
      void gone.then(() => {
        if (!waiters.has(waiter)) return;
        done();
        reject(new Error(`server ${url} exited before printing the expected line`));
      });
    });

  const kill9 = async () => {
    if (!exited) child.kill('SIGKILL');
    await gone;
  };
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  return {
    url,
    pid: child.pid!,
    lines,
    waitForLine,
    kill9,
    stop,
    get exited() {
      return exited;
    },
  };
}

// ---------------------------------------------------------------- an admin over HTTP

export const PROCESS_ADMIN_PASSWORD = 'Sup3r-secret';

/** Headers of a browser on the portal's own page (state-changing requests carry their origin). */
export const sameOrigin = (publicUrl: string) => ({ origin: publicUrl });

/** The `name=value` pairs of a fetch response's Set-Cookie headers, for a Cookie header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/**
 * Registers the first administrator of an empty database (the approved head admin) at `baseUrl`
 * (a server or the proxy in front of several), opens the verification link that whichever of
 * `servers` handled it prints (no SMTP_URL: outbox mail) and signs in: the session cookie.
 */
export async function headAdminSession(
  servers: ServerProcess[],
  publicUrl: string,
  baseUrl = servers[0]!.url,
  tag = String(Date.now()),
): Promise<{ cookie: string; username: string; password: string }> {
  const username = `head_${tag}`;
  const email = `head.${tag}@example.org`;
  const from = servers.map((server) => server.lines.length);
  const registered = await fetch(`${baseUrl}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sameOrigin(publicUrl) },
    body: JSON.stringify({
      firstName: 'Maria',
      lastName: 'Santos',
      middleName: 'Reyes',
      dob: '1980-04-12',
      gender: 'female',
      civilStatus: 'single',
      contactNumber: '+63 917 123 4567',
      username,
      email,
      password: PROCESS_ADMIN_PASSWORD,
      confirmPassword: PROCESS_ADMIN_PASSWORD,
      role: 'head_admin',
      consents: { terms: true, privacy: true, processing: true, professional: true, security: true },
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const isLink = (line: string) => line.includes('/api/auth/verify-email?token=');
  const line = await Promise.any(servers.map((server, i) => server.waitForLine(isLink, 10_000, from[i])));
  const link = line.trim().replace(publicUrl, baseUrl);
  const verified = await fetch(link, { redirect: 'manual' });
  if (verified.status !== 302) throw new Error(`verify: ${verified.status}`);
  const cookie = await signInOver(baseUrl, publicUrl, username, PROCESS_ADMIN_PASSWORD);
  return { cookie, username, password: PROCESS_ADMIN_PASSWORD };
}

/** POST /api/account/sign-in; the session cookie. */
export async function signInOver(
  baseUrl: string,
  publicUrl: string,
  login: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sameOrigin(publicUrl) },
    body: JSON.stringify({ login, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}
