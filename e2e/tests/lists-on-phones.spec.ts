import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday, newMember, registerMemberViaApi } from '../support/members.ts';
import { openInApp } from '../support/navigate.ts';
import { claimViaApi } from '../support/services.ts';

/*
 * Lists on phones (issue 13, item 6): below the `sm` breakpoint every list of the admin pages is a
 * stack of cards, and every value of every card lies within the screen — none starts or ends
 * off-screen, none needs sideways scrolling. On desktop the same lists are tables whose badges are
 * never cut.
 */

/** Every piece of text inside `list` whose box leaves the screen, as 'text (left–right)'. */
async function offScreen(list: Locator): Promise<string[]> {
  return list.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of Array.from(range.getClientRects())) {
        if (box.width === 0) continue;
        if (box.left < 0 || box.right > width + 0.5) {
          outside.push(
            `${node.textContent.trim().slice(0, 40)} (${Math.round(box.left)}–${Math.round(box.right)})`,
          );
        }
      }
    }
    return outside;
  });
}

async function expectListWithinScreen(page: Page, name: string, values: string[]): Promise<void> {
  const list = page.getByRole('list', { name, exact: true });
  await expect(list).toBeVisible();
  await expect(page.getByRole('table', { name, exact: true })).toHaveCount(0);
  for (const value of values) await expect(list).toContainText(value);
  expect(await offScreen(list), `every value of '${name}' lies within the screen`).toEqual([]);
}

/** A member with an unbroken 100-character last name, a beneficiary and a claim. */
async function memberWithLists(headApi: Parameters<typeof registerMemberViaApi>[0]) {
  const base = newMember();
  const lastName = `${base.lastName.replace(/[^A-Za-z]/g, '')}${'a'.repeat(100)}`.slice(0, 100);
  const member = newMember({
    lastName,
    beneficiaries: [
      {
        lastName: 'Dalisay',
        firstName: 'Rosario',
        gender: 'female',
        dob: '1975-02-11',
        relationship: 'Spouse',
        pwd: false,
      },
    ],
  });
  const registered = await registerMemberViaApi(headApi, member);
  await claimViaApi(headApi, registered.id, {
    category: 'outpatient',
    serviceType: 'ULTRASOUND',
    institution: 'Oriental Mindoro Provincial Hospital Diagnostic Center',
    amount: '850.50',
    date: manilaToday(),
  });
  return { ...registered, lastName };
}

test.describe('phone', { tag: '@phone' }, () => {
  test('375 px: beneficiaries, service history and administrators are cards within the screen', async ({
    page,
    context,
    headApi,
    useHeadAdminSession,
    portal,
  }) => {
    await useHeadAdminSession(context);
    const member = await memberWithLists(headApi);

    await page.goto(`/admin/member/${member.id}`);
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(member.lastName) });
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, 'the long name wraps inside the screen').toBe(true);

    await expectListWithinScreen(page, "The member's beneficiaries", ['Rosario', 'Spouse', 'Eligible']);
    await expectListWithinScreen(page, await currentYearCaption(page), [
      'ULTRASOUND',
      'Oriental Mindoro Provincial Hospital Diagnostic Center',
      '₱850.50',
      'Current',
    ]);

    await openInApp(page, '/admin/admins');
    await expectListWithinScreen(page, 'Approved administrators', [portal.headAdmin.username]);

    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits, 'nothing scrolls sideways').toBe(true);
  });
});

/** The current year's history list is named by its heading, 'Current Membership Year (Y - Y+1)'. */
async function currentYearCaption(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { name: /^Current Membership Year/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent())?.trim() ?? '';
}

test('desktop: the service history is a table whose Tag badge shows the whole word', async ({
  page,
  context,
  headApi,
  useHeadAdminSession,
}) => {
  await useHeadAdminSession(context);
  const member = await memberWithLists(headApi);
  await page.goto(`/admin/member/${member.id}`);
  const caption = await currentYearCaption(page);
  const table = page.getByRole('table', { name: caption, exact: true });
  await expect(table).toBeVisible();
  const badge = table.getByText('Current', { exact: true });
  await expect(badge).toBeVisible();
  const cut = await badge.evaluate((label) => label.scrollWidth > label.clientWidth);
  expect(cut, 'the Tag badge is not cut').toBe(false);

  const heading = page.getByRole('heading', { level: 2, name: new RegExp(member.lastName) });
  const box = await heading.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(box && box.x + box.width <= width, 'the long name wraps').toBe(true);
});
