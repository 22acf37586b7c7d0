import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { messages, qrPayloadUrl } from '@portal/domain';
import QRCode from 'qrcode';
import { alert, newAdmin, registrationBody, submitLogin } from '../support/admins.ts';
import { runAxe, settle } from '../support/axe.ts';
import { extractLink, parseMail } from '../support/mail.ts';
import { fillMemberForm, newMember, registerMemberViaApi } from '../support/members.ts';
import { freePort } from '../support/ports.ts';
import { SHOTS } from '../support/screen.ts';
import { portalServerCommand } from '../support/server-command.ts';

/*
 * Issue 24 item 1 (DECISIONS 54): the first run of a portal opened by a LAN-style address. A server
 * of its own on a fresh data folder, without PUBLIC_URL (QR codes and links would lead to
 * localhost), opened at http://127.0.0.2:PORT: the first admin registers (the verification mail read
 * from the outbox folder), signs in, is led to the setup prefilled with that address and confirms
 * it; QR codes then lead there (new ones at once, one stored before the setup within a minute), and
 * a POST from another site is still refused.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const LAN_HOST = '127.0.0.2';

/** The same options as the server's stored QR codes (features/members/images.ts). */
const storedQrPng = (address: string, referenceNumber: string) =>
  QRCode.toBuffer(qrPayloadUrl(address, referenceNumber), {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 512,
  });

let root = '';
let dataDir = '';
let child: ChildProcess | undefined;
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = await mkdtemp(join(tmpdir(), 'portal-e2e-lan-'));
  // The embedded database runs as an unprivileged user when root: it must pass through the folders.
  await chmod(root, 0o711);
  dataDir = join(root, 'data');
  await mkdir(dataDir);
  const webDist = join(root, 'web-dist');
  await cp(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const port = await freePort();
  base = `http://${LAN_HOST}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    ADMIN_APPROVAL: 'required',
  };
  // No PUBLIC_URL (the point of the test), no SMTP_URL (mail goes to DATA_DIR/outbox), the embedded database.
  for (const name of ['PUBLIC_URL', 'SMTP_URL', 'DATABASE_URL', 'TEST_DATABASE_URL', 'TRUSTED_ORIGINS'])
    delete env[name];
  const server = portalServerCommand();
  child = spawn(server.command, server.args, {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(join(root, 'server.log'));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited: ${await readFile(join(root, 'server.log'), 'utf8')}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${base} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (child?.pid !== undefined && child.exitCode === null) {
    const gone = new Promise((resolve) => child!.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM'); // the process group this test started (the server and its PostgreSQL)
    } catch {
      child.kill('SIGTERM');
    }
    await gone;
  }
  // Wait until the server let go of its data folder (its PostgreSQL stopped) before removing it.
  for (let i = 0; i < 300 && existsSync(join(dataDir, 'portal.pid')); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const keep = join(repoRoot, 'e2e/test-results/e2e-lan-server');
  await mkdir(keep, { recursive: true });
  await cp(join(root, 'server.log'), join(keep, 'server.log')).catch(() => undefined);
  if (!process.env.E2E_KEEP_TMP) await rm(root, { recursive: true, force: true });
});

/** The newest link of a mail to `email` in the outbox folder (DATA_DIR/outbox/*.eml). */
async function outboxLink(email: string): Promise<string> {
  const folder = join(dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
        for (const name of names.sort().reverse()) {
          const raw = await readFile(join(folder, name));
          if (!raw.toString('utf8').toLowerCase().includes(email.toLowerCase())) continue;
          found = extractLink(await parseMail(raw), '/api/auth/');
          return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The QR code modal of the registration form, opened on a filled form. */
async function openQrModal(page: Page) {
  await page.goto(`${base}/admin/member-registration`);
  await fillMemberForm(page, newMember());
  await page.getByRole('button', { name: 'Generate QR Code' }).click();
  const modal = page.getByRole('dialog', { name: 'Member QR Code' });
  await expect(modal.getByTestId('qr-code-image')).toBeVisible();
  return modal;
}

test('first run by a LAN address: setup prefilled, sign-in, QR codes and links there, cross-site POST refused', async ({
  page,
  playwright,
}) => {
  test.setTimeout(240_000);
  const head = newAdmin({ role: 'head_admin', firstName: 'Lani', lastName: 'Reyes' });

  // The first admin registers from the LAN address (the page's own origin) and verifies by the mail.
  await page.goto(`${base}/login`);
  const registered = await page.request.post(`${base}/api/account/register`, {
    data: registrationBody(head),
    headers: { origin: base },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = await outboxLink(head.email);
  // Unconfirmed: the link names localhost; opened from this machine by the LAN address, it verifies.
  const verify = new URL(link);
  expect(verify.hostname).toBe('localhost');
  await page.goto(`${base}${verify.pathname}${verify.search}`);
  await expect(page).toHaveURL(/\/login\?verified=approved$/);

  // Signing in by the LAN address leads to the first-run setup.
  await submitLogin(page, head.username, head.password);
  await expect(alert(page, messages.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/setup$/);
  const address = page.getByRole('textbox', { name: 'Public address' });
  await expect(address).toHaveValue(base);

  // Before the setup, a QR code leads to localhost: the registration's QR modal says so and Save asks first.
  // The API as this browser: its session, the LAN address as base.
  const api = await playwright.request.newContext({
    baseURL: base,
    storageState: await page.context().storageState(),
  });
  const early = await registerMemberViaApi(api, newMember());
  const modal = await openQrModal(page);
  await expect(modal.getByTestId('qr-address-warning')).toContainText('http://localhost:');
  await modal.getByRole('button', { name: 'Save as PNG' }).click();
  const question = page.getByRole('dialog', { name: 'Confirm the public address first?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('link', { name: 'Confirm the address' })).toBeVisible();
  // axe on the two dialogs only: behind them the page's setup banner lies under their overlay, whose
  // tint axe counts against its link (checkAxe reads the whole page).
  await settle(page);
  const axe = await runAxe(page, {}, '[role="dialog"]');
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/qr-modal-asks-1280.png` });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/qr-modal-warning-375.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The setup, confirmed as prefilled.
  await page.goto(`${base}/admin/setup`);
  await expect(address).toHaveValue(base);
  await page.getByRole('button', { name: 'Confirm and finish' }).click();
  await expect(page).not.toHaveURL(/\/admin\/setup$/, { timeout: 15_000 });
  const status = await api.get(`${base}/api/settings/public-address`);
  expect(await status.json()).toMatchObject({
    publicAddress: { address: base, confirmed: true, source: 'saved', localOnly: false },
    setupPending: false,
  });

  // QR codes now lead to the confirmed address: the form's payload, a new member's stored code ...
  const reference = await api.post(`${base}/api/members/reference-number`);
  expect(((await reference.json()) as { qrPayload: string }).qrPayload).toMatch(
    new RegExp(`^${base.replaceAll('.', '\\.')}/scan\\?ref=`),
  );
  const later = await registerMemberViaApi(api, newMember());
  const laterQr = await api.get(`${base}/api/members/${later.id}/images/qr-code`);
  expect(Buffer.from(await laterQr.body()).equals(await storedQrPng(base, later.referenceNumber))).toBe(true);
  const after = await openQrModal(page);
  await expect(after.getByTestId('qr-address-warning')).toHaveCount(0);
  await expect(after.getByText(new RegExp(`^${base.replaceAll('.', '\\.')}/scan\\?ref=`))).toBeVisible();
  await page.keyboard.press('Escape');

  // ... and the one stored before the setup is made again for it, at once (the setup asks the
  // refresh-qr-codes job for a run; its next one of its own is a minute away).
  await expect
    .poll(
      async () => {
        const res = await api.get(`${base}/api/members/${early.id}/images/qr-code`);
        return Buffer.from(await res.body()).equals(await storedQrPng(base, early.referenceNumber));
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);

  // Links in mails too: a reset link names the confirmed address.
  await page.request.post(`${base}/api/account/password-reset`, {
    data: { email: head.email },
    headers: { origin: base },
  });
  await expect.poll(async () => new URL(await outboxLink(head.email)).origin, { timeout: 20_000 }).toBe(base);

  // A write posted from another site is refused; the same write from the LAN address is not.
  const evil = await api.post(`${base}/api/members/${later.id}/archive`, {
    headers: { origin: 'http://evil.example' },
  });
  expect(evil.status()).toBe(403);
  expect(((await evil.json()) as { error: { code: string } }).error.code).toBe('CROSS_SITE_REQUEST');
  const own = await api.post(`${base}/api/members/${later.id}/archive`, { headers: { origin: base } });
  expect(own.status(), await own.text()).toBe(200);
  await api.dispose();
});
