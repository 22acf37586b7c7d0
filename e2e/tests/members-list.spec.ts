import { mkdir } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { MONTH_NAMES, memberFullName, messages, parseIsoDate } from '@portal/domain';
import { createApprovedAdmin, fieldLabel, selectOption, signInViaApi } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { BROAD_SEARCH } from '../support/due-members.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  alertWith,
  memberCard,
  monthsAgo,
  newMember,
  registerMemberViaApi,
  uniqueName,
} from '../support/members.ts';
import { openInApp } from '../support/navigate.ts';

async function search(page: Page, text: string) {
  await page.getByLabel(fieldLabel('Search')).fill(text);
}

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test('finds a member by name, by ID number and by the barangay, year and month filters', async ({
  page,
  headApi,
}) => {
  const registrationDate = monthsAgo(3);
  const member = newMember({ barangay: 'Tawiran', registrationDate, firstName: 'Corazon', gender: 'female' });
  await registerMemberViaApi(headApi, member);
  const name = memberFullName(member);

  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Registered Members' })).toBeVisible();

  await search(page, member.lastName);
  await expect(page).toHaveURL(new RegExp(`search=${member.lastName}`));
  const card = memberCard(page, name);
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText(member.idNumber)).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  await search(page, member.idNumber);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(member.idNumber)}`));
  await expect(card).toBeVisible();

  await search(page, 'nobody-has-this-name-zzz');
  await expect(page.getByText(messages.noMembersFound)).toBeVisible();

  // Filters only: the member's barangay, registration year and month.
  await search(page, '');
  const { year, month } = parseIsoDate(registrationDate);
  await selectOption(page.getByLabel(fieldLabel('Barangay')), member.barangay);
  await selectOption(page.getByLabel(fieldLabel('Registration year')), String(year));
  await selectOption(page.getByLabel(fieldLabel('Registration month')), MONTH_NAMES[month - 1]!);
  await expect(page).toHaveURL(/barangay=Tawiran/);
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(card).toBeVisible();

  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByLabel(fieldLabel('Barangay'))).toHaveValue('Tawiran');
  await expect(card).toBeVisible();

  // Another month hides the member.
  await selectOption(page.getByLabel(fieldLabel('Registration month')), MONTH_NAMES[month % 12]!);
  await expect(card).toBeHidden();

  await page.goto(`/admin/members?search=${member.idNumber}`);
  await card.getByRole('link', { name: /View Profile/ }).click();
  await expect(page).toHaveURL(/\/admin\/member\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name: name })).toBeVisible();
});

test('says when a search matches more members than it counts, and pages on past the count (issue 29)', async ({
  page,
}) => {
  const wide = BROAD_SEARCH.lastName;
  // 1,010 members of one surname (seeded): the count stops at the end of page 67 and says "more".
  await page.goto(`/admin/members?search=${wide}&page=67`);
  await expect(
    page.getByText('More than 1,000 members match: add a word to narrow the search'),
  ).toBeVisible();
  await expect(page.getByText('Page 67 of 67+')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(15);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText('Page 68 of 68')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(BROAD_SEARCH.members - 67 * 15);
  await expect(next).toBeDisabled();
  await expect(page.getByText('1,010 members', { exact: true })).toBeVisible();

  // The reports table counts a search the same way.
  await openInApp(page, `/admin/reports?search=${wide}`);
  await expect(
    page.getByText(/^More than 1,000 members · .*: add a word to narrow the search$/),
  ).toBeVisible();
  await expect(page.getByText('Page 1 of 100+')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 100+')).toBeVisible();
});

test('pages through the members 15 at a time', async ({ page, headApi }) => {
  const barangay = 'Sapul';
  const lastName = newMember().lastName;
  for (let i = 0; i < 16; i++) {
    await registerMemberViaApi(
      headApi,
      newMember({ barangay, lastName, firstName: `Member${'abcdefghijklmnop'[i]}` }),
    );
  }
  await page.goto(`/admin/members?search=${lastName}`);
  await expect(page.getByRole('article')).toHaveCount(15);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
});

test('archives a member, finds them among the archived, and restores them', async ({ page, headApi }) => {
  const member = newMember({ barangay: 'Masipit' });
  await registerMemberViaApi(headApi, member);
  const name = memberFullName(member);

  await page.goto(`/admin/members?search=${member.idNumber}`);
  const card = memberCard(page, name);
  await card.getByRole('button', { name: `Archive ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive member?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Archive ${name}` }).click();
  await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(alertWith(page, messages.memberArchived)).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.getByText(messages.noMembersFound)).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Archived Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archived Members' })).toBeVisible();
  await search(page, member.idNumber);
  const archived = memberCard(page, name);
  await expect(archived).toBeVisible();
  await expect(archived.getByText('Archived by')).toBeVisible();
  // By full name (issue 23), not by the e-mail.
  await expect(archived).toContainText('Hera Head'); // the head admin of global-setup.ts

  await archived.getByRole('button', { name: `Restore ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Restore member?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(alertWith(page, messages.memberRestored)).toBeVisible();
  await expect(archived).toBeHidden();

  await page.goto(`/admin/members?search=${member.idNumber}`);
  await expect(memberCard(page, name)).toBeVisible();
});

test.describe('phone', { tag: '@phone' }, () => {
  test('375 px: the members pages fit without sideways scrolling', async ({ page, headApi }) => {
    const member = newMember();
    const { id } = await registerMemberViaApi(headApi, member);
    for (const path of [
      `/admin/members?search=${member.idNumber}`,
      '/admin/member-registration',
      `/admin/member/${id}`,
      '/admin/archived-members',
      `/admin/member/${id}/card`,
    ]) {
      await openInApp(page, path, { settle: true });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, `${path} fits 375 px`).toBe(true);
    }
  });

  test('375 px: the filters fold behind a button, so the members start on the first screen (issue 23)', async ({
    page,
    headApi,
  }) => {
    const member = newMember();
    await registerMemberViaApi(headApi, member);
    await page.goto('/admin/members');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const filters = page.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Registration year')).toBeHidden();
    await expect(page.getByRole('article').first()).toBeInViewport();
    await filters.click();
    await expect(page.getByLabel('Registration year')).toBeVisible();
    await page.getByLabel('Registration year').selectOption({ index: 1 });
    await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();
  });
});

/* -------------------------------------------------------------------------------------------------- */
/* The compact table view (issue 23 item 6): sorted on the server, remembered per admin.                */
/* -------------------------------------------------------------------------------------------------- */

/** Three members of one new family, registered 6, 3 and 1 months ago: the expiry order is Carmen, Alma, Berto. */
async function tableFamily(headApi: APIRequestContext) {
  const lastName = uniqueName('Talaan');
  for (const [firstName, months] of [
    ['Alma', 3],
    ['Berto', 1],
    ['Carmen', 6],
  ] as const) {
    await registerMemberViaApi(
      headApi,
      newMember({ lastName, firstName, registrationDate: monthsAgo(months) }),
    );
  }
  return lastName;
}

/** A new approved admin signed in in this page's context (its session replaces the head admin's). */
async function signInNewAdmin(page: Page, request: APIRequestContext, headApi: APIRequestContext) {
  const admin = await createApprovedAdmin(request, headApi);
  await signInViaApi(page.request, admin.username, admin.password);
  return admin;
}

const firstNamesInTable = async (page: Page) =>
  (await page.getByRole('table').locator('tbody tr td:nth-child(2)').allInnerTexts()).map(
    (name) => name.split(', ')[1]?.split(' ')[0],
  );

const preferenceSaved = (page: Page, key: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/me/preferences/${key}`) && response.request().method() === 'PUT',
  );

test('a compact table of the members, sorted by its headers and remembered per admin (issue 23)', async ({
  page,
  request,
  headApi,
  browser,
  portal,
}, testInfo) => {
  const lastName = await tableFamily(headApi);
  await signInNewAdmin(page, request, headApi);
  await page.goto(`/admin/members?search=${lastName}`);

  // Cards until the admin chooses the table.
  const view = page.getByRole('radiogroup', { name: 'View' });
  await expect(view.getByRole('radio', { name: 'Cards' })).toBeChecked();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByText('Newest registrations first', { exact: true })).toBeVisible();

  const savedView = preferenceSaved(page, 'members-view');
  await view.getByText('Table').click();
  expect((await savedView).status()).toBe(200);
  const table = page.getByRole('table', { name: /Registered members/ });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(table).toContainText(`${lastName}, Alma Bautista`);
  await expect(table.getByRole('link', { name: `${lastName}, Alma Bautista` })).toHaveAttribute(
    'href',
    /\/admin\/member\/[^/]+$/,
  );
  await expect(table.getByText('Active').first()).toBeVisible();

  // Expiry, by a click: earliest first.
  const expiry = table.getByRole('columnheader', { name: 'Expiry' });
  await expect(expiry).not.toHaveAttribute('aria-sort');
  const savedSort = preferenceSaved(page, 'members-sort');
  await expiry.getByRole('button').click();
  expect((await savedSort).status()).toBe(200);
  await expect(expiry).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => firstNamesInTable(page)).toEqual(['Carmen', 'Alma', 'Berto']);
  await expect(page.getByText('Sorted by Expiry, earliest first', { exact: true })).toBeVisible();

  // The same header by the keyboard: latest first.
  const savedAgain = preferenceSaved(page, 'members-sort');
  await expiry.getByRole('button').focus();
  await page.keyboard.press('Enter');
  expect((await savedAgain).status()).toBe(200);
  await expect(expiry).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => firstNamesInTable(page)).toEqual(['Berto', 'Alma', 'Carmen']);
  await expect(table.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');

  await checkAxe(page, 'Registered Members, table view', testInfo);
  await mkdir('/tmp/shots', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/members-table-1280.png', fullPage: true });
  await page.screenshot({ path: testInfo.outputPath('members-table-1280.png'), fullPage: true });

  // A reload keeps the table and its sort, and never shows the cards on the way.
  await page.addInitScript(() => {
    const seen = { cards: false };
    (window as unknown as { membersCardsSeen: typeof seen }).membersCardsSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('article')) seen.cards = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('table', { name: /Registered members/ }).locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('columnheader', { name: 'Expiry' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => firstNamesInTable(page)).toEqual(['Berto', 'Alma', 'Carmen']);
  await expect(
    page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Table' }),
  ).toBeChecked();
  expect(
    await page.evaluate(
      () => (window as unknown as { membersCardsSeen: { cards: boolean } }).membersCardsSeen.cards,
    ),
    'cards shown before the stored table view',
  ).toBe(false);

  // The name sort reads last name first; Reset order goes back to the newest registrations.
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => firstNamesInTable(page)).toEqual(['Alma', 'Berto', 'Carmen']);
  await page.getByRole('button', { name: 'Reset order' }).click();
  await expect(page.getByText('Newest registrations first', { exact: true })).toBeVisible();
  await expect.poll(() => firstNamesInTable(page)).toEqual(['Berto', 'Alma', 'Carmen']);
  await expect(page.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');

  // Another admin still sees the cards.
  const other = await browser.newContext({ baseURL: portal.baseURL, viewport: { width: 1280, height: 900 } });
  const otherPage = await other.newPage();
  await signInNewAdmin(otherPage, request, headApi);
  await otherPage.goto(`/admin/members?search=${lastName}`);
  await expect(otherPage.getByRole('article')).toHaveCount(3);
  await expect(
    otherPage.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Cards' }),
  ).toBeChecked();
  await expect(otherPage.getByRole('table')).toHaveCount(0);
  await other.close();
});

test.describe('phone', { tag: '@phone' }, () => {
  test('375 px: the cards, without the view switch, even for an admin who chose the table (issue 23)', async ({
    page,
    request,
    headApi,
  }) => {
    const lastName = await tableFamily(headApi);
    await signInNewAdmin(page, request, headApi);
    for (const [key, value] of [
      ['members-view', 'table'],
      ['members-sort', 'expiry_asc'],
    ] as const) {
      const saved = await page.request.put(`/api/me/preferences/${key}`, { data: { value } });
      expect(saved.status()).toBe(200);
    }
    await page.goto(`/admin/members?search=${lastName}`);
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('radiogroup', { name: 'View' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    // The cards keep the list's own order: newest registration first.
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`Berto Bautista ${lastName}`);
    await page.waitForLoadState('networkidle');
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits, 'Registered Members fits 375 px').toBe(true);
    await mkdir('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/members-375.png', fullPage: true });
    // The stored choice is kept for a wider screen.
    const stored = await page.request.get('/api/me/preferences');
    expect(await stored.json()).toEqual({
      preferences: { 'members-view': 'table', 'members-sort': 'expiry_asc' },
    });
  });
});
