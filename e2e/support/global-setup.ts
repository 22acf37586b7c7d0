import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FullConfig, request } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { newAdmin, registerAdminViaApi, signInViaApi, verifyEmailViaApi } from './admins.ts';
import { seedDueMembers } from './due-members.ts';
import { parseMail } from './mail.ts';
import { freePort } from './ports.ts';
import { portalServerCommand } from './server-command.ts';
import { type PortalState, STATE_ENV } from './state.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A real SMTP listener (no auth, no TLS) that stores every message as `<n>.eml` + parsed `<n>.json`. */
async function startSmtp(mailDir: string): Promise<{ port: number; close: () => Promise<void> }> {
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const base = `${Date.now()}-${String(++counter).padStart(5, '0')}`;
        const receivedAt = Date.now();
        parseMail(raw)
          .then((parsed) => {
            const mail = {
              file: `${base}.eml`,
              receivedAt,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              ...parsed,
              from: parsed.from || (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            };
            return writeFile(join(mailDir, `${base}.eml`), raw).then(() =>
              writeFile(join(mailDir, `${base}.json`), JSON.stringify(mail, null, 2)),
            );
          })
          .then(() => callback(), callback);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => console.error('[e2e smtp]', error));
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitForHealth(baseURL: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${log}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = await readFile(logFile, 'utf8').catch(() => '');
  throw new Error(`GET ${baseURL}/api/health did not answer 200 in ${timeoutMs} ms (${lastError}):\n${log}`);
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-pid, signal); // the process group this setup started (the server and its PostgreSQL)
      } catch {
        child.kill(signal);
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run test:e2e` (it builds the web app first)');
  }
  const root = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  // Run as root, the embedded database runs as an unprivileged user, who must pass through the folders
  // above DATA_DIR (search only, no listing; README, The embedded database).
  await chmod(root, 0o711);
  const dataDir = join(root, 'data');
  const mailDir = join(root, 'mail');
  await mkdir(dataDir);
  await mkdir(mailDir);
  // A private copy of the web build: a `vite build` elsewhere during the run cannot empty it under the server.
  const webDist = join(root, 'web-dist');
  await cp(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });

  // Memberships due for renewal cannot be registered through the API (registration dates are within
  // the last year): written into the database before the server opens it.
  const dueMembers = await seedDueMembers(dataDir);

  const smtp = await startSmtp(mailDir);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const serverLog = join(root, 'server.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ADMIN_APPROVAL: 'required',
    WEB_DIST: webDist,
    // Every test registers its admins from this machine's one address.
    ADMIN_REGISTRATIONS_PER_HOUR: '100000',
  };
  delete env.TEST_DATABASE_URL; // e2e always runs on the embedded default: PostgreSQL in DATA_DIR
  delete env.DATABASE_URL;

  const server = portalServerCommand();
  const child = spawn(server.command, server.args, {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(serverLog);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`[e2e] the server exited during the run (${code ?? signal}); see ${serverLog}`);
  });

  const teardown = async () => {
    stopping = true;
    await stopServer(child);
    // npx may exit before the server it ran: wait until the server let go of its data folder (it
    // stops its PostgreSQL first), so nothing is removed under a running database.
    for (let i = 0; i < 300 && existsSync(join(dataDir, 'portal.pid')); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await smtp.close();
    await new Promise((resolve) => log.end(resolve));
    // Keep the server log and the mails with the test results; the data folder (PostgreSQL, ~40 MB) goes.
    const keep = join(repoRoot, 'e2e/test-results/e2e-server');
    await mkdir(keep, { recursive: true });
    await cp(serverLog, join(keep, 'server.log'));
    await cp(mailDir, join(keep, 'mail'), { recursive: true });
    if (!process.env.E2E_KEEP_TMP) await rm(root, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, serverLog, 90_000);

    // The first admin ever becomes the approved head admin: claim that role here, so every admin a test
    // registers is a later one, whatever order the tests run in.
    const head = newAdmin({ role: 'head_admin', firstName: 'Hera', lastName: 'Head' });
    const storageStatePath = join(root, 'head-admin.storage.json');
    const api = await request.newContext({ baseURL });
    try {
      await registerAdminViaApi(api, head);
      await verifyEmailViaApi(api, head.email, mailDir);
      await signInViaApi(api, head.username, head.password);
      const me = await api.get('/api/account/me');
      const body = (await me.json()) as { admin?: { isHeadAdmin?: boolean } };
      if (!me.ok() || body.admin?.isHeadAdmin !== true) {
        throw new Error(
          `The first admin is not an approved head admin: GET /api/account/me → ${JSON.stringify(body)}`,
        );
      }
      await api.storageState({ path: storageStatePath });
    } finally {
      await api.dispose();
    }

    const state: PortalState = {
      baseURL,
      mailDir,
      dataDir,
      serverLog,
      headAdmin: { email: head.email, username: head.username, password: head.password, storageStatePath },
      dueMembers,
    };
    const stateFile = join(root, 'state.json');
    await writeFile(stateFile, JSON.stringify(state, null, 2));
    process.env[STATE_ENV] = stateFile;
    console.log(`[e2e] server ${baseURL}; its log and mails end up in e2e/test-results/e2e-server/`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
