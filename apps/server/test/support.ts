import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import type { PasswordHashing } from '../src/auth/auth.ts';
import type { AppConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/index.ts';
import type { Job } from '../src/jobs/index.ts';
import { linksIn, type Mailer, type MailMessage } from '../src/mail/index.ts';
import type { Storage } from '../src/storage/index.ts';
import { createScratchDatabase, openScratchPostgres, type TestServer } from './scratch-database.ts';

// ---------------------------------------------------------------- backends

export type Backend = { name: 'embedded' | 'postgres'; open(): Promise<Database> };

/** A server of this test run (test/global-setup.ts). */
function testServer(name: 'embedded' | 'postgres'): TestServer | null {
  return inject('testServers')[name];
}

/** A fresh database copied from the run's migrated template on `server`; dropped again when closed. */
function backendOn(name: 'embedded' | 'postgres'): Backend {
  return {
    name,
    open: () => {
      const server = testServer(name);
      if (!server) throw new Error(`no ${name} server in this test run`);
      return openScratchPostgres(server.url, 'portal_test', server.template, name);
    },
  };
}

/**
 * Every database server of this run: the embedded PostgreSQL (the portal's default) always, and the
 * TEST_DATABASE_URL server when set (CI: PostgreSQL 15).
 */
export const backends: Backend[] = [
  backendOn('embedded'),
  ...(process.env.TEST_DATABASE_URL ? [backendOn('postgres')] : []),
];

/** A fresh, migrated database on the run's embedded cluster, dropped when closed. */
export function openTestDatabase(): Promise<Database> {
  return backendOn('embedded').open();
}

/** The run's embedded cluster as a `postgres://` URL (its `postgres` database; the socket folder as `host`). */
export function testServerUrl(): string {
  return testServer('embedded')!.url;
}

/** Two servers on one database: what `useTwoServers` gives, filled in before the first test runs. */
export type TwoServers = { first: Database; second: Database; apps: App[] };

/**
 * Two pools on one scratch database, as two server processes would have (the TEST_DATABASE_URL
 * server, else the embedded one), opened in `beforeAll`; the apps pushed to `apps` and both pools are
 * closed and the database dropped in `afterAll`.
 */
export function useTwoServers(): TwoServers {
  const servers = { apps: [] } as unknown as TwoServers;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const scratch = await createScratchDatabase(
      process.env.TEST_DATABASE_URL ?? testServerUrl(),
      'portal_test',
    );
    drop = scratch.drop;
    servers.first = await openDatabase(scratch.url);
    servers.second = await openDatabase(scratch.url);
  });
  afterAll(async () => {
    for (const app of servers.apps.splice(0)) await app.close();
    await servers.first?.close();
    await servers.second?.close();
    await drop?.();
  });
  return servers;
}

// ---------------------------------------------------------------- mail

/** Keeps every message; `failing = true` makes `send` throw (the SMTP relay is down). */
export class CapturingMailer implements Mailer {
  readonly description = 'test mailer';
  readonly sent: MailMessage[] = [];
  failing = false;
  /** While set, every send waits for it first (a slow mail relay). */
  hold: Promise<void> | null = null;

  async send(message: MailMessage): Promise<void> {
    if (this.hold) await this.hold;
    if (this.failing) throw new Error('SMTP relay refused the message (test)');
    this.sent.push(message);
  }

  /** Waits until a message to `to` (optionally about `subject`) has been sent; throws after `timeoutMs`. */
  async waitFor(to: string, subject?: string, timeoutMs = 5000): Promise<MailMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        return this.last(to, subject);
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  /** Waits until `count` messages have been sent in all; throws after `timeoutMs`. */
  async waitForCount(count: number, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.sent.length < count) {
      if (Date.now() > deadline) throw new Error(`${this.sent.length} mails sent, waited for ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** The newest message to `to` (optionally whose subject contains `subject`). */
  last(to: string, subject?: string): MailMessage {
    const found = this.sent.findLast(
      (m) => m.to.toLowerCase() === to.toLowerCase() && (!subject || m.subject.includes(subject)),
    );
    if (!found) throw new Error(`no mail to ${to}${subject ? ` about '${subject}'` : ''}`);
    return found;
  }

  /** The first link in the newest matching message. */
  lastLink(to: string, subject?: string): string {
    const link = linksIn(this.last(to, subject).text)[0];
    if (!link) throw new Error(`mail to ${to} has no link`);
    return link;
  }
}

// ---------------------------------------------------------------- app

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    publicUrl: TEST_PUBLIC_URL,
    dataDir: path.join(tmpdir(), 'portal-test-unused'),
    databaseUrl: null,
    smtpUrl: null,
    mailFrom: 'Test <test@example.org>',
    adminApproval: 'required',
    timeZone: 'Asia/Manila',
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    webDist: path.join(tmpdir(), 'portal-test-no-web-dist'),
    // Many admins register from 127.0.0.1 in one test app; the limit has its own test.
    registrationsPerHour: 100_000,
    // No waiting after failed sign-ins; the slowdown has its own test.
    signInSlowdown: { free: 5, perFailureMs: 0, maxMs: 0 },
    ...overrides,
  };
}

/**
 * Passwords hashed as better-auth does (scrypt, `salt:key` in hex) at a 16th of its cost (N = 1024
 * instead of 16384): the API tests create about a thousand admins, and each costs a hash and a check
 * (~80 ms each at full cost). The real cost runs in the process tests and the browser suite, whose
 * servers are the product as it ships.
 */
const SCRYPT: ScryptOptions = { N: 1024, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
const scryptKey = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await scryptKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    return timingSafeEqual(await scryptKey(password, salt), Buffer.from(key, 'hex'));
  },
};

export type TestAppOptions = {
  config?: Partial<AppConfig>;
  now?: () => Date;
  /** A storage for the app, given the test's data folder (default: local disk under it). */
  storage?: (dataDir: string) => Storage;
  /** The background jobs (default: the server's own); `[]` runs none. */
  jobs?: readonly Job[];
};

export type TestApp = {
  app: App;
  mail: CapturingMailer;
  database: Database;
  backend: Backend;
  /** A throw-away folder for this app (uploads, outbox …); removed on close. */
  dataDir: string;
  close(): Promise<void>;
} & AdminHelpers;

/** A new app on a fresh database of `backend`. Close it when done (useTestApp does that for you). */
export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await backend.open();
  const mail = new CapturingMailer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = testConfig({ dataDir, ...options.config });
  const app = await buildApp(config, {
    database,
    mailer: mail,
    now: options.now,
    storage: options.storage?.(dataDir),
    jobs: options.jobs,
    logger: false,
    passwordHashing: testPasswordHashing,
  });
  await app.ready();
  const base = { app, mail, database, backend, dataDir };
  return {
    ...base,
    ...adminHelpers(app, mail),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Creates the app in `beforeAll` and closes it in `afterAll`. The returned object's fields are
 * filled in before the first test runs.
 */
export function useTestApp(backend: Backend, options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(backend, options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

// ---------------------------------------------------------------- requests

let addressCounter = 0;
/** A distinct client address per call, so the per-address sign-in limit never couples tests. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** The path and query of an absolute link (for app.inject). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } };

// ---------------------------------------------------------------- admins

let userCounter = 0;
export const TEST_PASSWORD = 'Sup3r-secret';

/** A complete, valid registration body; every call gets a new username and email. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  userCounter += 1;
  const tag = `${Date.now().toString(36)}${userCounter}`;
  return {
    firstName: 'Maria',
    lastName: 'Santos',
    middleName: 'Reyes',
    dob: '1988-04-12',
    gender: 'female',
    civilStatus: 'single',
    contactNumber: '+63 917 123 4567',
    username: `user_${tag}`,
    email: `admin.${tag}@example.org`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    role: 'admin_assistant',
    consents: { terms: true, privacy: true, processing: true, professional: true, security: true },
    ...overrides,
  };
}

export type TestAdmin = {
  id: string;
  email: string;
  username: string;
  password: string;
  /** Cookie header value of a signed-in session. */
  cookie: string;
};

/** A request as `admin` (null: signed out), with `payload` as its JSON body when given. */
export function requestAs(
  app: App,
  admin: TestAdmin | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: admin ? { cookie: admin.cookie } : {},
    ...(payload ? { payload: payload as never } : {}),
  });
}

type AdminHelpers = {
  /** POST /api/account/register. */
  register(body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  /** Opens the verification link mailed to `email`; returns the response (a redirect). */
  verifyEmail(email: string): Promise<LightMyRequestResponse>;
  /** POST /api/account/sign-in from a fresh address unless `ip` is given. */
  signIn(login: string, password: string, ip?: string): Promise<LightMyRequestResponse>;
  /**
   * The first admin of this database (head admin), created on first use and then reused.
   */
  headAdmin(): Promise<TestAdmin>;
  /** A new admin: registered, verified, approved by the head admin, signed in. */
  approvedAdmin(overrides?: Record<string, unknown>): Promise<TestAdmin>;
  /** A new admin: registered and verified, not approved (cannot sign in yet). */
  pendingAdmin(overrides?: Record<string, unknown>): Promise<Omit<TestAdmin, 'cookie'>>;
};

function adminHelpers(app: App, mail: CapturingMailer): AdminHelpers {
  let head: Promise<TestAdmin> | undefined;

  const register = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/account/register', payload: body });

  // The mail goes out of the outbox just after the registration's answer: wait for it.
  const verifyEmail = async (email: string) => {
    await mail.waitFor(email, 'Verify your email');
    return app.inject({ method: 'GET', url: pathOf(mail.lastLink(email, 'Verify your email')) });
  };

  const signIn = (login: string, password: string, ip = freshAddress()) =>
    app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { login, password },
      remoteAddress: ip,
    });

  async function registered(overrides: Record<string, unknown>) {
    const body = registrationBody(overrides);
    const res = await register(body);
    if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
    const verified = await verifyEmail(body.email);
    if (verified.statusCode !== 302) throw new Error(`verification failed: ${verified.statusCode}`);
    const [row] = await app.ctx.db.query.admins.findMany({
      where: (a, { eq }) => eq(a.email, body.email.toLowerCase()),
    });
    return {
      id: row!.userId,
      email: body.email.toLowerCase(),
      username: body.username,
      password: body.password,
    };
  }

  async function signedIn(admin: Omit<TestAdmin, 'cookie'>): Promise<TestAdmin> {
    const res = await signIn(admin.username, admin.password);
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return { ...admin, cookie: cookieFrom(res) };
  }

  const headAdmin = () => {
    head ??= (async () => {
      const count = (await app.ctx.db.query.admins.findMany()).length;
      if (count > 0) throw new Error('headAdmin() must be the first admin of the database');
      return signedIn(await registered({ role: 'head_admin' }));
    })();
    return head;
  };

  const pendingAdmin = async (overrides: Record<string, unknown> = {}) => {
    await headAdmin();
    return registered(overrides);
  };

  const approvedAdmin = async (overrides: Record<string, unknown> = {}) => {
    const chief = await headAdmin();
    const admin = await registered(overrides);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admins/${admin.id}/approve`,
      headers: { cookie: chief.cookie },
    });
    if (res.statusCode !== 200) throw new Error(`approval failed: ${res.statusCode} ${res.body}`);
    return signedIn(admin);
  };

  return { register, verifyEmail, signIn, headAdmin, approvedAdmin, pendingAdmin };
}
