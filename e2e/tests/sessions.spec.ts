import type { Browser, Page } from '@playwright/test';
import { messages, sessionCount, sessionMessages } from '@portal/domain';
import { alert, createApprovedAdmin, signInAsNewAdmin, signInViaUi } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { fitsWidth, SHOTS } from '../support/screen.ts';
import { signInAgainDialog } from '../support/session.ts';

/*
 * Issue 27 item 2 (DECISIONS 45): My Profile lists where the admin is signed in and ends any other
 * session or all of them; a head admin ends every session of an admin from Administrators. A session
 * ended from another browser stops working at once: that browser's next request asks to log in again.
 */

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const sessionsRegion = (page: Page) => page.getByRole('region', { name: 'Where you are signed in' });

/** A second browser (its own cookies and User-Agent) signed in as the admin, on the dashboard. */
async function otherBrowser(
  browser: Browser,
  baseURL: string,
  userAgent: string,
  admin: { username: string; password: string },
) {
  const context = await browser.newContext({ baseURL, userAgent, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInViaUi(page, admin.username, admin.password);
  return { context, page };
}

/** The other browser's next request is refused: the app asks to log in again over the page. */
async function expectSignedOut(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Registered Members' }).first().click();
  const dialog = signInAgainDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(messages.notAuthenticated);
}

test('lists where one is signed in and ends another session, then every other one', async ({
  page,
  browser,
  request,
  headApi,
  portal,
}, testInfo) => {
  // Four browsers signed in and out: longer than the usual minute on a busy machine.
  test.setTimeout(150_000);
  const admin = await signInAsNewAdmin(page, request, headApi, { firstName: 'Sesi', lastName: 'Onan' });
  const firefox = await otherBrowser(browser, portal.baseURL, FIREFOX_WINDOWS, admin);
  try {
    await page.goto('/admin/profile');
    const region = sessionsRegion(page);
    const rows = region.getByRole('row');
    await expect(rows).toHaveCount(3); // the header and two sessions
    // This browser first (headless Chromium on Linux), marked as such, with no End session of its own.
    await expect(rows.nth(1)).toContainText('Chrome on Linux');
    await expect(rows.nth(1)).toContainText(sessionMessages.thisBrowser);
    await expect(rows.nth(1).getByRole('button')).toHaveCount(0);
    await expect(rows.nth(2)).toContainText('Firefox on Windows');
    await expect(rows.nth(2)).toContainText(/127\.0\.0\.1|::1/);
    await expect(region.getByRole('columnheader', { name: 'Last active' })).toBeVisible();
    await checkAxe(page, 'My Profile sessions', testInfo, region);
    await region.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/sessions-profile-1280.png`, fullPage: true });

    // End the Firefox session: asked first (Escape cancels), then that browser is signed out at once.
    const endFirefox = region.getByRole('button', { name: /^End session on Firefox on Windows/ });
    await endFirefox.click();
    let dialog = page.getByRole('dialog', { name: 'End this session?' });
    await expect(dialog).toContainText('Firefox on Windows');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await checkAxe(page, 'End this session? dialog', testInfo, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await endFirefox.click();
    await dialog.getByRole('button', { name: 'End session' }).click();
    await expect(alert(page, sessionMessages.sessionEnded)).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expectSignedOut(firefox.page);

    // Two more browsers, then Sign out everywhere else: both are refused, this one carries on.
    const again = await otherBrowser(browser, portal.baseURL, FIREFOX_WINDOWS, admin);
    const phone = await otherBrowser(browser, portal.baseURL, SAFARI_IPHONE, admin);
    try {
      await page.reload();
      await expect(rows).toHaveCount(4);
      await expect(region).toContainText('Safari on iPhone');
      await region.getByRole('button', { name: 'Sign out everywhere else' }).click();
      dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
      await expect(dialog).toContainText('End your 2 other sessions?');
      await checkAxe(page, 'Sign out everywhere else? dialog', testInfo, dialog);
      await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(alert(page, sessionMessages.otherSessionsEnded(sessionCount(2)))).toBeVisible();
      await expect(rows).toHaveCount(2);
      await expect(region.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);
      await expectSignedOut(again.page);
      await expectSignedOut(phone.page);
      // This browser still works; the ends are in its own recent activity.
      await page.reload();
      const recent = page.getByRole('region', { name: 'Your recent activity' });
      await expect(recent).toContainText('Sesi Onan ended their other sessions (2 sessions)');
      await expect(recent).toContainText('Sesi Onan ended one of their sessions (Firefox on Windows');
    } finally {
      await again.context.close();
      await phone.context.close();
    }
  } finally {
    await firefox.context.close();
  }
});

test('a head admin ends every session of an administrator from Administrators', async ({
  page,
  browser,
  request,
  headApi,
  portal,
  useHeadAdminSession,
  context,
}, testInfo) => {
  const admin = await createApprovedAdmin(request, headApi, { firstName: 'Lakbay', lastName: 'Signout' });
  const phone = await otherBrowser(browser, portal.baseURL, SAFARI_IPHONE, admin);
  try {
    await useHeadAdminSession(context);
    await page.goto('/admin/admins');
    const approved = page.getByRole('region', { name: 'Approved' });
    await approved.getByRole('button', { name: `End sessions of ${admin.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'End sessions?' });
    await expect(dialog).toContainText('Lakbay Reyes Signout');
    await expect(dialog.getByRole('row')).toHaveCount(2);
    await expect(dialog).toContainText('Safari on iPhone');
    await checkAxe(page, 'End sessions? dialog', testInfo, dialog);
    await page.screenshot({ path: `${SHOTS}/sessions-admins-1280.png` });
    await dialog.getByRole('button', { name: 'End all sessions' }).click();
    await expect(
      page.getByText(sessionMessages.adminSessionsEnded('Lakbay Signout', sessionCount(1))),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectSignedOut(phone.page);

    // Nothing left: the dialog says so and has nothing to end.
    await approved.getByRole('button', { name: `End sessions of ${admin.email}` }).click();
    await expect(dialog).toContainText('Not signed in anywhere.');
    await expect(dialog.getByRole('button', { name: 'End all sessions' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await phone.context.close();
  }
});

test('the sessions list and its dialog on a phone @phone', async ({
  page,
  browser,
  request,
  headApi,
  portal,
}, testInfo) => {
  const admin = await signInAsNewAdmin(page, request, headApi);
  const firefox = await otherBrowser(browser, portal.baseURL, FIREFOX_WINDOWS, admin);
  try {
    await page.goto('/admin/profile');
    const region = sessionsRegion(page);
    await expect(region).toContainText('Firefox on Windows');
    await expect(region).toContainText(sessionMessages.thisBrowser);
    expect(await fitsWidth(page)).toBe(true);
    await checkAxe(page, 'My Profile sessions (375 px)', testInfo, region);
    await region.scrollIntoViewIfNeeded();
    await region.screenshot({ path: `${SHOTS}/sessions-profile-375.png` });
    await region.getByRole('button', { name: /^End session on Firefox on Windows/ }).click();
    const dialog = page.getByRole('dialog', { name: 'End this session?' });
    await expect(dialog).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/sessions-dialog-375.png` });
    await dialog.getByRole('button', { name: 'End session' }).click();
    await expect(alert(page, sessionMessages.sessionEnded)).toBeVisible();
  } finally {
    await firefox.context.close();
  }
});
