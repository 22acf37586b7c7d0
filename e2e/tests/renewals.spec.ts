import type { Page } from '@playwright/test';
import { renewalsTextFil as fil, messages, renewalOpensOn, renewedExpiryDate } from '@portal/domain';
import { fieldLabel, selectOption } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday, newMember, registerMemberViaApi } from '../support/members.ts';
import { openInApp } from '../support/navigate.ts';
import { longDate, takeExpiredMember } from '../support/renewals.ts';

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('renews an expired member from the renewals page, and the profile turns Active with the new expiry', async ({
  page,
  headApi,
}) => {
  const member = await takeExpiredMember(headApi, [0, 3]);
  const newExpiry = renewedExpiryDate(member.expiryDate, manilaToday());

  await page.goto('/admin/membership-renewals');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Membership Renewals', exact: true }),
  ).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Membership' }).getByText('Expired', { exact: true }).click();
  await expect(page).toHaveURL(/window=expired/);
  await page.getByLabel(fieldLabel('Search')).fill(member.fullName.split(' ').at(-1)!);
  await expect(page).toHaveURL(/search=/);

  const row = page.getByRole('row').filter({ hasText: member.referenceNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(longDate(member.expiryDate));
  await expect(row).toContainText(`${-member.daysLeft} days overdue`);
  await expect(row).toContainText(member.barangay);

  await row.getByRole('button', { name: `Renew ${member.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew membership' });
  await expect(dialog).toContainText(member.fullName);
  await expect(dialog).toContainText(longDate(member.expiryDate));
  await expect(dialog).toContainText(longDate(newExpiry));
  await dialog.getByLabel('Note (optional)').fill('Renewed at the barangay hall');
  await dialog.getByRole('button', { name: 'Confirm renewal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.memberRenewed })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list is fetched again: the member is no longer expired.
  await expect(row).toHaveCount(0);

  await openInApp(page, `/admin/member/${member.id}`);
  const details = page.locator('dl').first();
  await expect(page.getByRole('heading', { level: 2, name: member.fullName })).toBeVisible();
  await expect(details.getByText('Active', { exact: true })).toBeVisible();
  await expect(details).toContainText(longDate(newExpiry));
  const renewals = page.getByRole('region', { name: 'Membership renewals' });
  await expect(renewals.getByRole('row').filter({ hasText: 'Renewed at the barangay hall' })).toContainText(
    longDate(newExpiry),
  );
  await expect(renewals.getByRole('button', { name: 'Renew membership' })).toHaveCount(0);
  await expect(renewals).toContainText(`Renewal opens on ${longDate(renewalOpensOn(newExpiry))}`);
});

test('renews from the member profile: the badge, the expiry and the history follow at once', async ({
  page,
  headApi,
}) => {
  const member = await takeExpiredMember(headApi, [1, 3]);
  const newExpiry = renewedExpiryDate(member.expiryDate, manilaToday());
  await page.goto(`/admin/member/${member.id}`);
  const details = page.locator('dl').first();
  await expect(details.getByText('Expired', { exact: true })).toBeVisible();
  const renewals = page.getByRole('region', { name: 'Membership renewals' });
  await expect(renewals).toContainText(messages.noRenewals);

  await renewals.getByRole('button', { name: 'Renew membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew membership' });
  await expect(dialog).toContainText(longDate(member.expiryDate));
  await expect(dialog).toContainText(longDate(newExpiry));
  // A note longer than 500 characters is refused with the domain's message.
  const note = dialog.getByLabel('Note (optional)');
  await note.fill('x'.repeat(501));
  await dialog.getByRole('button', { name: 'Confirm renewal' }).click();
  await expect(dialog.getByText('Note must be at most 500 characters.')).toBeVisible();
  await note.fill('Paid at the City Health Office');
  await dialog.getByRole('button', { name: 'Confirm renewal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.memberRenewed })).toBeVisible();
  await expect(dialog).toBeHidden();

  // No reload: the profile's member query and the history are fetched again.
  await expect(details.getByText('Active', { exact: true })).toBeVisible();
  await expect(details).toContainText(longDate(newExpiry));
  const row = renewals.getByRole('row').filter({ hasText: 'Paid at the City Health Office' });
  await expect(row).toContainText(longDate(member.expiryDate));
  await expect(row).toContainText(longDate(newExpiry));
  await expect(renewals.getByRole('button', { name: 'Renew membership' })).toHaveCount(0);
});

test('a renewal made elsewhere meanwhile is refused in the dialog with the server’s message', async ({
  page,
  headApi,
}) => {
  const member = await takeExpiredMember(headApi, [2, 3]);
  const newExpiry = renewedExpiryDate(member.expiryDate, manilaToday());
  await page.goto(
    `/admin/membership-renewals?window=expired&barangay=${encodeURIComponent(member.barangay)}`,
  );
  const row = page.getByRole('row').filter({ hasText: member.referenceNumber });
  await row.getByRole('button', { name: `Renew ${member.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew membership' });
  await expect(dialog).toContainText(longDate(newExpiry));

  const first = await headApi.post(`/api/members/${member.id}/renewals`, { data: {} });
  expect(first.status()).toBe(201);
  await dialog.getByRole('button', { name: 'Confirm renewal' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.renewalNotOpen(renewalOpensOn(newExpiry)));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // The list was fetched again: the member is no longer expired.
  await expect(row).toHaveCount(0);
});

test('a member whose renewal has not opened shows when it opens, and no Renew', async ({ page, headApi }) => {
  const { id } = await registerMemberViaApi(headApi, newMember());
  await page.goto(`/admin/member/${id}`);
  const renewals = page.getByRole('region', { name: 'Membership renewals' });
  await expect(renewals).toContainText('Renewal opens on');
  await expect(renewals.getByRole('button', { name: 'Renew membership' })).toHaveCount(0);
});

test('the printable worklist lists the members expiring within 30 days by barangay', async ({
  page,
  portal,
}) => {
  const soon = portal.dueMembers.filter((m) => m.daysLeft > 0 && m.daysLeft <= 30);
  const later = portal.dueMembers.filter((m) => m.daysLeft > 30);
  const expired = portal.dueMembers.filter((m) => m.daysLeft <= 0);

  await page.goto('/admin/membership-renewals');
  await page.getByRole('link', { name: 'Print worklist' }).click();
  await expect(page).toHaveURL(/\/admin\/membership-renewals\/worklist$/);
  const sheet = page.getByRole('article', { name: 'Membership renewal worklist' });
  for (const member of soon) {
    const group = sheet.getByRole('region', { name: `Barangay ${member.barangay}` });
    const row = group.getByRole('row').filter({ hasText: member.referenceNumber });
    await expect(row).toContainText(member.fullName);
    await expect(row).toContainText(longDate(member.expiryDate));
    await expect(row.getByRole('cell').last()).toHaveText('');
  }
  for (const member of [...later, ...expired]) await expect(sheet).not.toContainText(member.referenceNumber);
  await expect(sheet).toContainText(longDate(manilaToday()));
  await expect(sheet).toContainText('All barangays');

  const wawa = soon.find((m) => m.barangay === 'Wawa')!;
  await selectOption(page.getByLabel(fieldLabel('Barangay')), 'Wawa');
  await expect(page).toHaveURL(/barangay=Wawa/);
  await expect(sheet.getByRole('region', { name: /^Barangay / })).toHaveCount(1);
  await expect(sheet).toContainText(wawa.referenceNumber);

  // On paper only the sheet: no navigation, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(sheet).toBeVisible();
});

test('issue 26: the renewals list and the printable worklist in Filipino', async ({
  page,
  portal,
}, testInfo) => {
  // Filipino chosen the way a visitor chooses it, in this browser only (the head admin's account keeps English).
  await page.addInitScript(() => localStorage.setItem('portal-language', 'fil'));
  const soon = portal.dueMembers.find((m) => m.daysLeft > 0 && m.daysLeft <= 30)!;
  await page.goto('/admin/membership-renewals');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1, name: fil.list.title, exact: true })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: fil.list.windowLabel })).toContainText(
    fil.windows.expired,
  );

  await page.getByRole('link', { name: fil.list.printWorklist }).click();
  const sheet = page.getByRole('article', { name: fil.worklist.sheetTitle });
  await expect(sheet).toContainText(fil.worklist.sheetSubtitle);
  await expect(sheet).toContainText(fil.worklist.allBarangays);
  const group = sheet.getByRole('region', {
    name: fil.worklist.groupLabel.replace('{{barangay}}', soon.barangay),
  });
  await expect(group.getByRole('columnheader', { name: fil.columns.reached })).toBeAttached();
  await expect(group.getByRole('row').filter({ hasText: soon.referenceNumber })).toContainText(
    new Intl.DateTimeFormat('fil-PH', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${soon.expiryDate}T00:00:00Z`)),
  );
  await expect(page.getByRole('button', { name: fil.worklist.print })).toBeVisible();
  await checkAxe(page, 'Renewal worklist in Filipino', testInfo);
});

test.describe('phone', { tag: '@phone' }, () => {
  test('375 px: the renewals list is cards and the worklist fits', async ({ page, portal }) => {
    const soon = portal.dueMembers.find((m) => m.daysLeft > 0 && m.daysLeft <= 30)!;
    await page.goto('/admin/membership-renewals?window=30');
    const card = page.getByRole('article', { name: soon.fullName, exact: true });
    await expect(card).toContainText(`${soon.daysLeft} days left`);
    await expect(card.getByRole('button', { name: `Renew ${soon.fullName}` })).toBeVisible();
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    await openInApp(page, '/admin/membership-renewals/worklist');
    const worklist = page.getByRole('article', { name: 'Membership renewal worklist' });
    await expect(worklist).toContainText(soon.fullName);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    // Issue 23: on a phone each member is a card with every column in sight, nothing scrolled away.
    const entry = worklist.getByRole('listitem').filter({ hasText: soon.fullName });
    for (const label of ['Reference No.', 'Contact number', 'Expiry', 'Reached']) {
      await expect(entry.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(worklist.getByRole('table').first()).toBeHidden();
    // Paper still gets the table.
    await page.emulateMedia({ media: 'print' });
    await expect(worklist.getByRole('table').first()).toBeVisible();
  });
});
