import type { Page } from '@playwright/test';
import { fieldLabel } from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe('phone layout', { tag: '@phone' }, () => {
  test('375 px: the burger opens the navigation, nothing scrolls sideways', async ({
    page,
    context,
    useHeadAdminSession,
  }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.getByLabel(fieldLabel('Password')).first()).toBeVisible();
      expect(await hasNoHorizontalScroll(page), `${path} fits 375 px`).toBe(true);
    }

    await useHeadAdminSession(context);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
    expect(await hasNoHorizontalScroll(page), '/admin/dashboard fits 375 px').toBe(true);

    const membersLink = page.getByRole('link', { name: 'Registered Members', exact: true });
    await expect(membersLink).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(membersLink).toBeInViewport();
    expect(await hasNoHorizontalScroll(page), 'open navigation fits 375 px').toBe(true);
    await membersLink.click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registered Members', exact: true }),
    ).toBeVisible();
  });
});

test('the burger shows below 900 px, the sidebar from 900 px up', async ({
  page,
  context,
  useHeadAdminSession,
}) => {
  await useHeadAdminSession(context);
  const burger = page.getByRole('button', { name: 'Open navigation' });
  const dashboardLink = page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true });

  await page.setViewportSize({ width: 899, height: 900 });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  await expect(burger).toBeVisible();
  await expect(dashboardLink).not.toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(burger).toBeHidden();
  await expect(dashboardLink).toBeInViewport();
  expect(await hasNoHorizontalScroll(page)).toBe(true);
});
