/**
 * Issue 13 item 1: the server answers pages while its database opens. main.ts opens the port first
 * and serves the web app's files from a page shell with the full app's headers; API requests made
 * meanwhile wait for the full app and are then answered as usual (never refused).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer } from './server-process.ts';

const SECRET = 'startup-test-secret-startup-test-secret-0123';
const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The first answer to `url`, asked again every 10 ms while nothing listens yet. */
async function firstAnswer(url: string, init?: RequestInit): Promise<Response> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (tries > 3000) throw error;
      await sleep(10);
    }
  }
}

/** Sends `text` over a raw TCP connection and returns all the server wrote before closing it. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('start-up', () => {
  it('serves a page before the app is ready, with the same headers, and holds API requests until it is', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-startup-'));
    dirs.push(dataDir);
    const webDist = path.join(dataDir, 'web');
    mkdirSync(webDist);
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Portal</title><div id="root"></div>',
    );
    const port = await freePort();
    const server = await startServer({
      port,
      env: {
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        AUTH_SECRET: SECRET,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      noWait: true,
    });
    servers.push(server);

    const page = await firstAnswer(`${server.url}/login`);
    const readyWhenPageAnswered = server.lines.some((line) => line.startsWith('Portal ready'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    // Sent at once: answered by the full app once it is ready, not refused.
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'embedded' });
    const unknown = await fetch(`${server.url}/api/no-such-route`);
    expect(unknown.status).toBe(404);
    await server.waitForLine((line) => line.startsWith('Portal ready'));

    // Informative only: on any machine the database takes longer to open than the shell to answer.
    console.log(`page answered ${readyWhenPageAnswered ? 'after' : 'before'} the app was ready`);
    const after = await fetch(`${server.url}/login`);
    expect(after.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'));

    // Malformed HTTP gets Fastify's JSON answer, as when Fastify owned the server.
    const raw = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(raw).toContain('"message":"Client Error"');
  });
});
