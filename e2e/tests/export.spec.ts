import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { MONTH_NAMES, messages } from '@portal/domain';
import { unzipEntries } from '../../apps/server/test/zip.ts';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday, newMember, registerMemberViaApi } from '../support/members.ts';

test('exports a month with one table unchecked, verifies it, and downloads the storage zip', async ({
  page,
  context,
  useHeadAdminSession,
  headApi,
}) => {
  // Verify loads the file into a fresh scratch database: slow on a busy shared machine.
  test.setTimeout(180_000);
  await useHeadAdminSession(context);
  const member = await registerMemberViaApi(headApi, newMember());
  const today = manilaToday();
  const [year, month] = [today.slice(0, 4), today.slice(5, 7)];

  await page.goto('/admin/export-db');
  await expect(page.getByRole('heading', { level: 1, name: 'Export Database' })).toBeVisible();
  // All seven tables checked by default; the page says what the choice holds.
  const tables = page.getByRole('group', { name: 'Tables' }).getByRole('checkbox');
  await expect(tables).toHaveCount(7);
  // Each by what it holds; the claims of ended membership years said to be a copy, not extra claims.
  await expect(page.getByRole('checkbox', { name: /^Claims \(/ })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: /^Claims of ended membership years/ }),
  ).toHaveAccessibleDescription(/a copy for the records, not extra claims/);
  await expect(page.getByRole('group', { name: 'Tables' })).not.toContainText(/\(1 rows\)/);
  for (const box of await tables.all()) await expect(box).toBeChecked();
  await expect(page.getByTestId('export-counts')).toContainText(
    /This choice holds [\d,]+ rows and [\d,]+ stored files/,
  );

  // Month filter: this month (the picker starts on today), Notifications unchecked.
  await page.getByRole('radiogroup', { name: 'Filter by' }).getByText('Month', { exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Year' })).toHaveValue(year);
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(MONTH_NAMES[Number(month) - 1]!);
  await page.getByRole('checkbox', { name: /^Notifications/ }).uncheck();
  await expect(page.getByTestId('export-counts')).toBeVisible();

  // While the file downloads: the bytes received and the button disabled. The answer is held back
  // until that has been seen, so the check does not depend on the machine's speed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/export-sql?*', async (route) => {
    await held;
    await route.continue();
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  await expect(page.getByTestId('SQL-progress')).toContainText('received');
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Export Storage Files' })).toBeDisabled();
  release();
  const sqlDownload = await download;
  expect(sqlDownload.suggestedFilename()).toBe('export_all.sql');
  const sql = await readFile((await sqlDownload.path())!, 'utf8');
  expect(sql).toContain(`-- Filter: month ${year}-${month}`);
  expect(sql).toContain(
    '-- Tables: admins, members, members_beneficiary, claimed_services, claims_history, renewals',
  );
  expect(sql).toContain(member.referenceNumber);
  expect(sql).not.toContain('CREATE TABLE IF NOT EXISTS "notifications"');
  expect(sql).toMatch(/-- Rows per table:\n/);
  await expect(page.getByText(/export_all\.sql saved: [\d.,]+ (bytes|KB|MB)/)).toBeVisible();
  await page.unroute('**/api/export-sql?*');

  // Verify: the saved file loaded on the server, table by table.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The file loads and holds every row it lists')).toBeVisible({
    timeout: 90_000,
  });
  const report = page.getByRole('table', { name: 'Verification by table' });
  await expect(report.getByRole('row', { name: /^Members \d+ \d+ OK$/ })).toBeVisible();
  // Plain words (issue 24): the tables by what they hold, never their names in the file.
  await expect(report.getByRole('row', { name: /^Administrators’ sign-in names \d+ \d+ OK$/ })).toBeVisible();
  await expect(report).not.toContainText('members_beneficiary');
  await expect(report).not.toContainText(/\buser\b/);

  // The storage zip of the same month: the member's files and a manifest with their SHA-256.
  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Storage Files' }).click();
  const zipFile = await zipDownload;
  expect(zipFile.suggestedFilename()).toBe('storage-files.zip');
  const entries = unzipEntries(await readFile((await zipFile.path())!));
  const manifest = entries.get('manifest.csv')!.toString('utf8').trim().split('\r\n').slice(1);
  const mine = manifest.filter((line) => line.split(',')[1] === member.referenceNumber);
  expect(mine.map((line) => line.split(',')[2]).sort()).toEqual(['id_picture', 'qr_code', 'signature']);
  for (const line of mine) {
    const [key, , , bytes, sha] = line.split(',');
    const body = entries.get(key!)!;
    expect(body.length).toBe(Number(bytes));
    expect(createHash('sha256').update(body).digest('hex')).toBe(sha);
  }
  await expect(page.getByText(/storage-files\.zip saved: /)).toBeVisible();

  // A failed download says so in red.
  await page.route('**/api/export-storage?*', (route) => route.abort());
  await page.getByRole('button', { name: 'Export Storage Files' }).click();
  const failed = page.getByRole('alert').filter({ hasText: messages.exportFailed });
  await expect(failed).toBeVisible();
  await expect(failed).toHaveCSS('color', /rgb\(2[0-9]{2}, \d+, \d+\)/);
});

test('the year field accepts 2000 to 2100 only', async ({ page, context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
  await page.goto('/admin/export-db');
  await page.getByRole('radiogroup', { name: 'Filter by' }).getByText('Year', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Year' }).fill('2101');
  await expect(page.getByText(messages.exportYearRange)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Year' }).fill('2000');
  await expect(page.getByText(messages.exportYearRange)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeEnabled();
});

test('375 px: the export page fits and a week export runs', { tag: '@phone' }, async ({
  page,
  context,
  useHeadAdminSession,
}) => {
  test.setTimeout(180_000);
  await useHeadAdminSession(context);
  await page.goto('/admin/export-db');
  await page.getByRole('radiogroup', { name: 'Filter by' }).getByText('Week', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Week' })).toBeVisible();
  await expect(page.getByTestId('export-counts')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const sql = await readFile((await (await download).path())!, 'utf8');
  expect(sql).toMatch(/-- Filter: week \d{4}-W\d{2} /);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The file loads and holds every row it lists')).toBeVisible({
    timeout: 90_000,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
