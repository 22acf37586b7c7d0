import { accessLogMessages as t } from '@portal/domain';
import { fieldLabel } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { newMember, registerMemberViaApi } from '../support/members.ts';
import { openInApp } from '../support/navigate.ts';
import { fitsWidth, SHOTS } from '../support/screen.ts';

/*
 * Issue 27 item 3 (DECISIONS 46): every read of a member's personal data is recorded; a head admin
 * sees who viewed a member on the profile, and every entry on the Access Log page (filters, CSV).
 */

test('the profile shows who viewed the member; the Access Log lists and filters every read', async ({
  page,
  context,
  useHeadAdminSession,
  headApi,
}, testInfo) => {
  // Two widths, axe three times and a wait for the buffered entries: more than a minute on a busy machine.
  test.setTimeout(150_000);
  await useHeadAdminSession(context);
  const { id, referenceNumber } = await registerMemberViaApi(headApi, newMember());

  // Opening the profile is a read; the entry is written within about a second, then listed.
  await page.goto(`/admin/member/${id}`);
  const section = page.getByRole('region', { name: t.memberSectionTitle });
  // The section waits for the profile and the session (head admins only): give a busy machine time.
  await expect(section).toBeVisible({ timeout: 30_000 });
  // Each try reloads the page and gives it time to draw: on a busy machine a reload alone took 2 s.
  await expect(async () => {
    await page.reload();
    await expect(section.getByText(t.kindLabels['member.details']).first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(section.getByText(t.kindLabels['member.services']).first()).toBeVisible();
  await checkAxe(page, 'Who viewed this member', testInfo, section);

  // The page: by member, then what was read.
  await openInApp(page, '/admin/access-log');
  await expect(page.getByRole('heading', { level: 1, name: t.pageTitle, exact: true })).toBeVisible();
  await page.getByLabel(fieldLabel(t.filterMember)).fill(referenceNumber);
  await expect(page).toHaveURL(new RegExp(`member=${referenceNumber}`));
  const rows = page.getByRole('table').getByRole('row');
  // The list fetched before the filter may still be drawn when the URL changes: wait until every
  // row (the header aside) is the member's.
  await expect
    .poll(async () => {
      const texts = (await rows.allInnerTexts()).slice(1);
      return texts.length > 0 && texts.every((text) => text.includes(referenceNumber));
    })
    .toBe(true);
  await expect(rows.filter({ hasText: t.kindLabels['member.details'] }).first()).toBeVisible();
  await page.getByLabel(fieldLabel(t.filterKind)).selectOption({ label: t.kindLabels['member.services'] });
  await expect(page).toHaveURL(/kind=member\.services/);
  await expect(rows.filter({ hasText: t.kindLabels['member.details'] })).toHaveCount(0);
  await expect(rows.filter({ hasText: t.kindLabels['member.services'] }).first()).toBeVisible();

  // The CSV holds what the filters show.
  const href = await page.getByRole('link', { name: t.downloadCsv }).getAttribute('href');
  expect(href).toContain(`member=${referenceNumber}`);
  expect(href).toContain('kind=member.services');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(referenceNumber);

  await checkAxe(page, 'Access Log', testInfo);
  await page.screenshot({ path: `${SHOTS}/access-log-1280.png`, fullPage: true });

  // A phone: cards instead of the table, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('listitem').filter({ hasText: referenceNumber }).first()).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await checkAxe(page, 'Access Log at 375 px', testInfo);
  await page.screenshot({ path: `${SHOTS}/access-log-375.png`, fullPage: true });
  await openInApp(page, `/admin/member/${id}`);
  await expect(
    section.getByRole('listitem').filter({ hasText: t.kindLabels['member.details'] }).first(),
  ).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await section.screenshot({ path: `${SHOTS}/access-log-profile-375.png` });
});
