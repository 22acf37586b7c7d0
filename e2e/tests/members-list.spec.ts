import type { Page } from '@playwright/test';
import { MONTH_NAMES, memberFullName, messages, parseIsoDate } from '@portal/domain';
import { fieldLabel, selectOption } from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';
import { alertWith, memberCard, monthsAgo, newMember, registerMemberViaApi } from '../support/members.ts';

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

test('archives a member, finds them among the archived, and restores them', async ({
  page,
  headApi,
  portal,
}) => {
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
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
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
