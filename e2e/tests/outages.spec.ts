import type { Page } from '@playwright/test';
import { outageMessages } from '@portal/domain';
import { createApprovedAdmin, signInViaUi } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember, registerMemberViaApi } from '../support/members.ts';
import { openInApp } from '../support/navigate.ts';
import { fitsWidth, SHOTS } from '../support/screen.ts';

/*
 * Issue 30 items 2–3: an image the file store cannot deliver (503) shows a placeholder with Retry,
 * not a broken image, and Retry loads it once the store is back; a head admin sees the low-disk
 * warning on the dashboard. The failures are made in the browser (routes answering 503, a low disk
 * status): the server's side has its own tests (storage-outage, disk-full).
 */

const storeDown = (page: Page) =>
  page.route('**/api/members/*/images/**', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'retry-after': '5', 'content-type': 'application/json' },
      body: JSON.stringify({
        error: { code: 'STORAGE_UNAVAILABLE', message: outageMessages.storageUnavailable },
      }),
    }),
  );

test.describe('as the head admin', () => {
  test.beforeEach(async ({ context, useHeadAdminSession }) => {
    await useHeadAdminSession(context);
  });

  for (const width of [900, 375]) {
    test(`images the file store cannot deliver show a placeholder with Retry (${width} px)`, async ({
      page,
      headApi,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const member = await registerMemberViaApi(headApi, newMember());
      await storeDown(page);

      // The member's card in the list: the photo's placeholder and its Retry button.
      await page.goto(`/admin/members?search=${member.referenceNumber}`);
      const card = page.getByRole('article', { name: member.fullName });
      const retryPhoto = card.getByRole('button', { name: `Retry: photo of ${member.fullName}` });
      await expect(retryPhoto).toBeVisible();
      await expect(card.locator('img')).toHaveCount(0);

      // The profile's images: each slide says it could not be loaded, with Retry.
      await openInApp(page, `/admin/member/${member.id}`);
      const images = page.getByRole('region', { name: 'Member images' });
      const retryPicture = images.getByRole('button', { name: 'Retry: Profile picture' });
      await expect(retryPicture).toBeVisible();
      await expect(images.getByText(outageMessages.imageUnavailable).first()).toBeVisible();
      expect(await fitsWidth(page), `the profile fits ${width} px`).toBe(true);
      await checkAxe(page, `profile with images unavailable at ${width} px`, testInfo);
      await page.screenshot({ path: `${SHOTS}/image-unavailable-${width}.png`, fullPage: true });

      // The store is back: Retry loads the picture.
      await page.unroute('**/api/members/*/images/**');
      await retryPicture.click();
      const picture = images.getByRole('img', { name: 'Profile picture' });
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(images.getByRole('button', { name: 'Retry: Profile picture' })).toHaveCount(0);
    });
  }

  test('the dashboard warns while the data disk is nearly full', async ({ page }, testInfo) => {
    const GB = 1024 ** 3;
    await page.route('**/api/system/disk', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          dataDir: {
            path: '/var/lib/portal',
            freeBytes: 0.5 * GB,
            totalBytes: 40 * GB,
            low: true,
            writesRefused: false,
          },
        }),
      }),
    );
    await page.goto('/admin/dashboard');
    const warning = page.getByRole('alert').filter({ hasText: outageMessages.diskLowTitle });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(
      'Only 512 MB of 40 GB is free on the disk that holds /var/lib/portal',
    );
    await expect(warning).not.toContainText(outageMessages.diskWritesRefused);
    await checkAxe(page, 'dashboard with the low-disk warning', testInfo);
    await page.screenshot({ path: `${SHOTS}/dashboard-disk-low.png` });

    // The real status of the e2e server's disk: no warning unless it is really low.
    await page.unroute('**/api/system/disk');
    const real = (await (await page.request.get('/api/system/disk')).json()) as {
      dataDir: { low: boolean } | null;
    };
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: outageMessages.diskLowTitle })).toHaveCount(
      real.dataDir?.low ? 1 : 0,
    );
  });
});

test('an admin who is not a head admin is not asked about the disk', async ({ page, request, headApi }) => {
  const admin = await createApprovedAdmin(request, headApi);
  let asked = false;
  await page.route('**/api/system/disk', (route) => {
    asked = true;
    return route.continue();
  });
  await page.goto('/login');
  await signInViaUi(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toBe(false);
});
