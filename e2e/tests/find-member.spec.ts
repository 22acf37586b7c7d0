import type { Locator, Page } from '@playwright/test';
import { memberFullName, messages, qrPayloadUrl } from '@portal/domain';
import { fieldLabel } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember, registerMemberViaApi } from '../support/members.ts';
import { openInApp } from '../support/navigate.ts';

/*
 * Find a member in one step (issue 23 item 1): the find box in the admin header of every admin page
 * and on the QR Scanner. A handheld QR scanner types the code's text and presses Enter, like a
 * keyboard: keyboard.type and keyboard.press stand in for it.
 */

/** The header's find box (the QR Scanner has a second one on its page). */
const headerBox = (page: Page): Locator =>
  page.getByRole('banner').getByRole('combobox', { name: messages.findMemberLabel });

/** What the open list shows (its options, or a line saying nothing matched). */
const dropdown = (page: Page): Locator => page.locator('.mantine-Combobox-dropdown:visible');

const profileUrl = (id: string) => new RegExp(`/admin/member/${id}$`);

/** Opens an admin page by loading it, or (`inApp`) by following the app's route as its links do. */
async function openPage(page: Page, path: string, heading: string | RegExp, inApp = false): Promise<void> {
  if (inApp) await openInApp(page, path);
  else await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test.describe('the find box in the admin header', () => {
  test('a handheld scanner’s QR code plus Enter opens the member’s profile from any admin page', async ({
    page,
    headApi,
    portal,
  }) => {
    const data = newMember();
    const member = await registerMemberViaApi(headApi, data);
    const payload = qrPayloadUrl(portal.baseURL, member.referenceNumber);

    for (const [path, heading] of [
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/membership-renewals', 'Membership Renewals'],
      ['/admin/reports', 'Reports'],
    ] as const) {
      await openPage(page, path, heading);
      await page.keyboard.press('/');
      await expect(headerBox(page)).toBeFocused();
      await page.keyboard.type(payload);
      await page.keyboard.press('Enter');
      await expect(page, `from ${path}`).toHaveURL(profileUrl(member.id));
      await expect(page.getByRole('heading', { level: 2, name: memberFullName(data) })).toBeVisible();
      // Ready for the next scan: the box is empty again.
      await expect(headerBox(page)).toHaveValue('');
    }
  });

  test('a whole reference number or ID number plus Enter opens the profile; an unknown code says so', async ({
    page,
    headApi,
    portal,
  }) => {
    const data = newMember({ idNumber: `PH-${Date.now()}-77` });
    const member = await registerMemberViaApi(headApi, data);
    await openPage(page, '/admin/members', 'Registered Members');

    // The ID number typed without its dashes, in lower case: compared on its key (DECISIONS 40).
    await headerBox(page).click();
    await page.keyboard.type(data.idNumber.replaceAll('-', '').toLowerCase());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(profileUrl(member.id));

    await openPage(page, '/admin/activity-log', 'Activity Log', true);
    await headerBox(page).click();
    await page.keyboard.type(member.referenceNumber.toLowerCase());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(profileUrl(member.id));

    await openPage(page, '/admin/dashboard', 'Dashboard', true);
    await headerBox(page).click();
    await page.keyboard.type(qrPayloadUrl(portal.baseURL, 'REF-20200101-000000-0000'));
    await page.keyboard.press('Enter');
    await expect(dropdown(page)).toHaveText(messages.scanNoMember);
    await expect(page.getByRole('status').filter({ hasText: messages.scanNoMember })).toHaveCount(1);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('typing part of a name lists the member as you type; arrow down and Enter open it', async ({
    page,
    headApi,
  }, testInfo) => {
    const data = newMember({ firstName: 'Rosalinda', middleName: 'Magsino' });
    const member = await registerMemberViaApi(headApi, data);
    await openPage(page, '/admin/dashboard', 'Dashboard');

    const box = headerBox(page);
    await box.click();
    // 'Last, First', the last name cut short.
    await page.keyboard.type(`${data.lastName.slice(0, -2)}, rosal`);
    const option = page.getByRole('option', { name: new RegExp(memberFullName(data)) });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(option).toContainText(member.referenceNumber);
    await expect(page.getByRole('option')).toHaveCount(1);

    await page.setViewportSize({ width: 1280, height: 800 });
    await checkAxe(page, 'find box with its list open', testInfo);
    await page.screenshot({ path: testInfo.outputPath('find-member-1280.png') });

    await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('data-combobox-selected', 'true');
    const optionId = await option.getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', optionId!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(profileUrl(member.id));
  });

  test('says when nothing matches, and Escape closes the list then empties the box', async ({ page }) => {
    await openPage(page, '/admin/dashboard', 'Dashboard');
    const box = headerBox(page);
    await box.click();
    await page.keyboard.type('Zzyzx Nobodyhere');
    await expect(dropdown(page)).toHaveText(messages.findNoMatch);
    await expect(page.getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('Zzyzx Nobodyhere');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('/ focuses the box, but not while typing in another field', async ({ page }) => {
    await openPage(page, '/admin/members', 'Registered Members');
    const search = page.getByLabel(fieldLabel('Search'));
    await search.click();
    await page.keyboard.type('a/b');
    await expect(search).toHaveValue('a/b');
    await expect(headerBox(page)).not.toBeFocused();

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(headerBox(page)).toBeFocused();
    await expect(headerBox(page)).toHaveValue('');
  });
});

test('Registered Members’ search finds a reference number and "Last, First"', async ({ page, headApi }) => {
  const data = newMember({ firstName: 'Perpetua' });
  const member = await registerMemberViaApi(headApi, data);
  const name = memberFullName(data);
  await openPage(page, '/admin/members', 'Registered Members');
  const search = page.getByLabel(fieldLabel('Search'));
  for (const text of [member.referenceNumber, `${data.lastName}, Perpetua`]) {
    await search.fill(text);
    await expect(page.getByRole('article', { name, exact: true }), text).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  }
});

test.describe('the QR Scanner’s typed or handheld box', () => {
  test('is focused when the page opens and opens the profile of the scanned code', async ({
    page,
    headApi,
    portal,
  }, testInfo) => {
    const data = newMember();
    const member = await registerMemberViaApi(headApi, data);
    await openPage(page, '/admin/scanner', 'QR Scanner');
    const panel = page.getByRole('region', { name: messages.findTypedTitle });
    const box = panel.getByRole('combobox', { name: messages.findMemberLabel });
    await expect(box).toBeFocused();
    // Beside the camera and the image file.
    await expect(page.getByRole('heading', { level: 2, name: 'Camera', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Image file', exact: true })).toBeVisible();

    await page.keyboard.type(member.referenceNumber.slice(0, -3));
    await expect(page.getByRole('option', { name: new RegExp(memberFullName(data)) })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('find-member-scanner-1280.png') });

    await box.fill('');
    await page.keyboard.type(qrPayloadUrl(portal.baseURL, member.referenceNumber));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(profileUrl(member.id));
    await expect(page.getByRole('heading', { level: 2, name: memberFullName(data) })).toBeVisible();
  });
});

test.describe('phone', { tag: '@phone' }, () => {
  test('375 px: a search button opens the box in a dialog; a scan opens the profile; nothing scrolls sideways', async ({
    page,
    headApi,
    portal,
  }, testInfo) => {
    const data = newMember({ firstName: 'Evangeline' });
    const member = await registerMemberViaApi(headApi, data);
    await openPage(page, '/admin/dashboard', 'Dashboard');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(headerBox(page)).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('find-member-375-header.png') });

    const button = page.getByRole('button', { name: messages.findMemberOpen });
    await expect(button).toBeInViewport();
    await button.click();
    const dialog = page.getByRole('dialog', { name: messages.findMemberOpen });
    const box = dialog.getByRole('combobox', { name: messages.findMemberLabel });
    await expect(box).toBeFocused();

    await page.keyboard.type(`${data.lastName} evang`);
    const option = page.getByRole('option', { name: new RegExp(memberFullName(data)) });
    await expect(option).toBeInViewport();
    await checkAxe(page, 'find dialog with its list open (phone)', testInfo, dialog);
    await page.screenshot({ path: testInfo.outputPath('find-member-375.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await box.fill('');
    await page.keyboard.type(qrPayloadUrl(portal.baseURL, member.referenceNumber));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(profileUrl(member.id));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: memberFullName(data) })).toBeVisible();
  });
});
