import type { Page } from '@playwright/test';
import { backupMessages } from '@portal/domain';
import { createApprovedAdmin, signInViaUi } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { fitsWidth, SHOTS } from '../support/screen.ts';

/*
 * Nightly backups (DECISIONS 49): the dashboard's Backups card for head admins — the last proven
 * backup and its age, Back up now — and nothing of it for other admins.
 */

const backupsCard = (page: Page) => page.getByRole('region', { name: 'Backups' });

test('a head admin backs up from the dashboard and sees the last proven backup', async ({
  page,
  context,
  useHeadAdminSession,
}, testInfo) => {
  await useHeadAdminSession(context);
  await page.goto('/admin/dashboard');
  const card = backupsCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByText(/Last proven backup:|No backup has been proven yet\./)).toBeVisible();

  // Back up now (the other project may be running one: then this one waits for it).
  await card.getByRole('button', { name: /Back up now|Backing up/ }).click();
  await expect(card.getByText('Last proven backup:')).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText('less than an hour ago', { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Back up now' })).toBeEnabled({ timeout: 90_000 });
  await expect(card.getByText('The last backup failed')).toHaveCount(0);
  await checkAxe(page, 'Dashboard with the Backups card', testInfo, card);
  expect(await fitsWidth(page)).toBe(true);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/backups-card-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(card.getByRole('button', { name: 'Back up now' })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await card.screenshot({ path: `${SHOTS}/backups-card-900.png` });
});

test('@phone the Backups card fits a phone', async ({ page, context, useHeadAdminSession }, testInfo) => {
  await useHeadAdminSession(context);
  await page.goto('/admin/dashboard');
  const card = backupsCard(page);
  await expect(card.getByText(/Last proven backup:|No backup has been proven yet\./)).toBeVisible();
  await expect(card.getByRole('button', { name: /Back up now|Backing up/ })).toBeVisible();
  await checkAxe(page, 'Backups card on a phone', testInfo, card);
  expect(await fitsWidth(page)).toBe(true);
  await card.screenshot({ path: `${SHOTS}/backups-card-375.png` });
});

test('other admins see no Backups card, and the API refuses them', async ({ page, request, headApi }) => {
  const admin = await createApprovedAdmin(request, headApi);
  await page.goto('/login');
  await signInViaUi(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Quick links', { exact: true })).toBeVisible();
  await expect(backupsCard(page)).toHaveCount(0);
  const refused = await page.request.get('/api/backups/status');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe(backupMessages.backupsHeadAdminOnly);
});
