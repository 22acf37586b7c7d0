import { signInViaUi } from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';

/** Every admin route of the route table (spec section 2) with the h1 it shows (CONTRACT). */
const ADMIN_PAGES: ReadonlyArray<{ path: string; title?: string }> = [
  { path: '/admin/dashboard', title: 'Dashboard' },
  { path: '/admin/export-db', title: 'Export Database' },
  { path: '/admin/members', title: 'Registered Members' },
  { path: '/admin/reports', title: 'Reports' },
  { path: '/admin/archived-members', title: 'Archived Members' },
  { path: '/admin/member/123' },
  { path: '/admin/scanner', title: 'QR Scanner' },
  { path: '/admin/member-registration', title: 'Member Registration' },
  { path: '/admin/profile', title: 'My Profile' },
  { path: '/admin/membership-renewals', title: 'Membership Renewals' },
  { path: '/admin/membership-renewals/worklist', title: 'Renewal worklist' },
  { path: '/admin/activity-log', title: 'Activity Log' },
  { path: '/admin/admins', title: 'Administrators' },
];

const REDIRECTED_TO_LOGIN = [
  '/',
  '/under-maintenance',
  '/some/unknown/path',
  ...ADMIN_PAGES.map((p) => p.path),
];

const PUBLIC_PATHS = ['/login', '/register', '/scan', '/scan?ref=X', '/member-profile?ref=X'];

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

// One page visits every path in turn (each a full load, as a typed address or a bookmark is): a new
// browser context per path cost about 3 s each, most of it the context and the cold cache.
test.describe('without a session', () => {
  test('every admin path, the root and unknown paths redirect to /login', async ({ page }) => {
    for (const path of REDIRECTED_TO_LOGIN) {
      await page.goto(path);
      await expect(page, `${path} redirects to /login`).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Log in' }), path).toBeVisible();
    }
  });

  test('the public paths stay put', async ({ page }) => {
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root'), path).not.toBeEmpty();
      expect(pathOf(page.url()), `${path} is public`).toBe(path);
    }
  });
});

test.describe('with a session', () => {
  test('every admin route renders its page', async ({ page, context, useHeadAdminSession }) => {
    await useHeadAdminSession(context);
    for (const { path, title } of ADMIN_PAGES) {
      await page.goto(path);
      if (title) {
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), path).toBeVisible();
      } else {
        await page.waitForLoadState('networkidle');
      }
      expect(pathOf(page.url()), `${path} stays put`).toBe(path);
    }
  });

  test('sign out returns to /login and closes the admin pages', async ({ page, portal }) => {
    await signInViaUi(page, portal.headAdmin.username, portal.headAdmin.password);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });
});
