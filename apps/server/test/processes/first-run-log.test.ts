/**
 * Issue 24 item 6: what a first `npm start` prints matches the README. On a fresh data folder with
 * the readable log and no SMTP_URL, the first admin's registration prints its request line and then
 * the verification link, set apart between two rules, shaped like the README's sample; the web app's
 * files are not logged at info.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, headAdminSession, REPO_ROOT, type ServerProcess, startServer } from './server-process.ts';

const RULE = '-'.repeat(72);
const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the first start’s log', () => {
  it('prints the verification link last, set apart, as the README shows it; no static-file lines', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-first-log-'));
    dirs.push(root);
    // Run as root, the embedded database runs as an unprivileged user who must pass through.
    chmodSync(root, 0o711);
    const webDist = path.join(root, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(webDist, 'assets', 'index.js'), 'console.log(1)');
    const port = await freePort();
    const publicUrl = `http://localhost:${port}`;
    const server = await startServer({
      port,
      env: { DATA_DIR: path.join(root, 'data'), LOG_FORMAT: 'pretty', WEB_DIST: webDist },
      readyTimeoutMs: 90_000,
    });
    servers.push(server);
    expect((await fetch(`${server.url}/login`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/index.js`)).status).toBe(200);

    const from = server.lines.length;
    await headAdminSession([server], publicUrl, server.url);
    const lines = server.lines.slice(from);
    const register = lines.findIndex((line) => / POST \/api\/account\/register 201 /.test(line));
    const mail = lines.findIndex((line) => line.startsWith('Mail to ') && line.includes('Verify your email'));
    expect(register, lines.join('\n')).toBeGreaterThanOrEqual(0);
    // The request line first, then the mail between two rules, its link on the line below.
    expect(mail).toBeGreaterThan(register);
    expect(lines[mail - 1]).toBe(RULE);
    expect(lines[mail - 2]).toBe('');
    const link = lines[mail + 1]!;
    expect(lines[mail + 2]).toBe(RULE);
    expect(link).toMatch(
      new RegExp(
        `^ {2}${publicUrl}/api/auth/verify-email\\?token=[^&\\s]+&callbackURL=%2Flogin%3Fverified%3Dapproved$`,
      ),
    );

    // The README's sample has the same shape (its host and token are examples).
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const sample = link.replace(publicUrl, 'http://localhost:3000').replace(/token=[^&]+/, 'token=…');
    expect(readme).toContain(`     ${sample.trim()}`);
    expect(readme).toContain(`   ${RULE}\n   Mail to `);

    // Pages and scripts answered are not logged at info.
    expect(server.lines.filter((line) => /GET \/(login|assets)/.test(line))).toEqual([]);
  }, 180_000);
});
