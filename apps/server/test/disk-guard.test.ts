/**
 * Issue 30 item 3 without a full disk: the write guard and the error mapping, on any machine (the
 * tmpfs test, disk-full.test.ts, needs root).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { outageMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import type { Database } from '../src/db/index.ts';
import { isDiskFull, isServiceUnavailable, isStorageUnavailable } from '../src/http/unavailable.ts';
import { StorageFullError, StorageUnavailableError } from '../src/storage/index.ts';
import { CapturingMailer, openTestDatabase, testConfig } from './support.ts';

describe('the write guard with less than the reserve free', () => {
  let app: App;
  let database: Database;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-guard-'));

  beforeAll(async () => {
    database = await openTestDatabase();
    // Every disk has less free than this: the guard refuses every write.
    app = await buildApp(testConfig({ dataDir }), {
      database,
      mailer: new CapturingMailer(),
      jobs: [],
      logger: false,
      diskReserveBytes: Number.MAX_SAFE_INTEGER,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers API writes 507 with the message before anything runs; reads and sign-in go on', async () => {
    for (const [method, url] of [
      ['POST', '/api/members'],
      ['PATCH', '/api/members/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/account/register'],
    ] as const) {
      const res = await app.inject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(507);
      expect(res.json()).toEqual({ error: { code: 'DISK_FULL', message: outageMessages.diskFull } });
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/members' })).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { login: 'nobody', password: 'not-the-password' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('what counts as the file store out of reach, and as a full disk', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('query failed'), { cause });

  it('the store: StorageUnavailableError, also wrapped; not the database', () => {
    const error = new StorageUnavailableError('down', {
      cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
    });
    expect(isStorageUnavailable(error)).toBe(true);
    expect(isStorageUnavailable(wrapped(error))).toBe(true);
    expect(isStorageUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isDiskFull(error)).toBe(false);
  });

  it('a full disk: StorageFullError, ENOSPC, EDQUOT, PostgreSQL 53100 (also wrapped); not the database being down', () => {
    expect(isDiskFull(new StorageFullError('full'))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('x'), { code: 'EDQUOT' }))).toBe(true);
    const pgFull = Object.assign(new Error('could not extend file'), { code: '53100' });
    expect(isDiskFull(wrapped(pgFull))).toBe(true);
    expect(isServiceUnavailable(pgFull)).toBe(false);
    expect(isDiskFull(Object.assign(new Error('x'), { code: '57P01' }))).toBe(false);
  });
});
