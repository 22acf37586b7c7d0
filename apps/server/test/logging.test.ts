/** The readable log (issue 13, item 10): one line per request, errors with their stack, JSON on request. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { mailNotice, prettyLine, prettyStream } from '../src/http/logging.ts';
import { CapturingMailer, openTestDatabase, testConfig } from './support.ts';

function collector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('the readable log', () => {
  it('prints a record as time, level (when not info) and message', () => {
    const time = new Date('2026-03-15T04:05:06Z').getTime();
    expect(prettyLine({ level: 30, time, msg: 'GET /api/health 200 1.2 ms' })).toMatch(
      /^\d\d:\d\d:\d\d GET \/api\/health 200 1\.2 ms\n$/,
    );
    expect(
      prettyLine({ level: 50, time, msg: 'request failed', err: { stack: 'Error: boom\n    at x' } }),
    ).toMatch(/^\d\d:\d\d:\d\d ERROR request failed\nError: boom\n {4}at x\n$/);
  });

  it('logs one line per request through the real app', async () => {
    const out = collector();
    const database = await openTestDatabase();
    const webDist = mkdtempSync(path.join(tmpdir(), 'portal-log-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(webDist, 'assets', 'index.js'), 'console.log(1)');
    const app = await buildApp(testConfig({ logFormat: 'pretty', webDist }), {
      database,
      mailer: new CapturingMailer(),
      jobs: [],
      logger: { level: 'info', stream: prettyStream(out.stream) },
    });
    try {
      await app.inject({ method: 'GET', url: '/api/health?x=1' });
      await app.inject({ method: 'GET', url: '/api/members' });
      // The web app's files (a script, a page) are not logged at info.
      expect((await app.inject({ method: 'GET', url: '/assets/index.js' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      rmSync(webDist, { recursive: true, force: true });
    }
    const requests = out.lines.filter((line) => / \/api\//.test(line));
    const files = out.lines.filter((line) => /GET \/(assets|login)/.test(line));
    expect(files).toEqual([]);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+\.\d ms\n$/);
    expect(requests[1]).toMatch(/GET \/api\/members 401 /);
    expect(out.lines.join('')).not.toContain('"reqId"');
  });

  it('sets mail links apart', () => {
    expect(mailNotice('Mail to a@b.ph: Verify\n  http://x/verify')).toMatch(/^\n-{72}\nMail to a@b\.ph/);
  });
});
