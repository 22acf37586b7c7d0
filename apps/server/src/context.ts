import type { Auth } from './auth/auth.ts';
import type { Guards } from './auth/guards.ts';
import type { AppConfig } from './config.ts';
import type { AccessLogWriter } from './core/access-log.ts';
import type { Database, Db } from './db/index.ts';
import type { Mailer } from './mail/index.ts';
import type { OutboxSender } from './outbox/index.ts';
import type { Storage } from './storage/index.ts';

/** What every feature's routes and services receive. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  db: Db;
  auth: Auth;
  /** The relay or outbox folder; only the outbox sender calls it (features queue mail with enqueueMail). */
  mailer: Mailer;
  /** Sends the outbox (src/outbox): `nudge()` after a transaction that queued a message commits. */
  outbox: OutboxSender;
  guards: Guards;
  /** Member files (ID pictures, signatures, QR codes). */
  storage: Storage;
  /** The access log's buffered writer (DECISIONS 46): `flush()` writes what reads left so far. */
  accessLog: AccessLogWriter;
  /** The background jobs (src/jobs): `runSoon(name)` after a change that made a job's work due. */
  jobs: { runSoon(name: string): void };
  /** "Today" and "now" come from here so tests can move the clock. */
  now: () => Date;
};
