import { retentionMessages as t } from '@portal/domain';
import { checkAxe } from '../support/axe.ts';
import { RETENTION_MEMBER } from '../support/due-members.ts';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday } from '../support/members.ts';

/*
 * Issue 27 item 5 (DECISIONS 48): Settings leads a head admin to the members whose membership ended
 * more than 5 years ago (the global setup wrote one: memberships that old cannot be registered through
 * the API); confirming in the modal removes their personal data and the profile then says so.
 */

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test('the worklist lists the due member; confirming removes the personal data; axe, 375 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const reference = RETENTION_MEMBER.referenceOf(manilaToday());

  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: t.settingsTitle });
  await expect(section).toContainText(t.settingsYears(t.yearsLabel(5)));
  await section.getByRole('link', { name: t.settingsLink }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/retention$/);
  await expect(page.getByRole('heading', { level: 1, name: t.pageTitle })).toBeVisible();
  const link = page.getByRole('link', { name: reference }).first();
  await expect(link).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(RETENTION_MEMBER.lastName) })).toContainText(
    RETENTION_MEMBER.barangay,
  );
  await expect(page.getByRole('row', { name: new RegExp(RETENTION_MEMBER.lastName) })).toContainText(
    t.reasonArchived,
  );
  const profile = await link.getAttribute('href');
  await checkAxe(page, 'Record retention worklist', testInfo);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByText(reference).last()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('retention-375.png'), fullPage: true });
  await checkAxe(page, 'Record retention worklist at 375 px', testInfo);
  await page.setViewportSize({ width: 900, height: 800 });

  await page.getByRole('button', { name: /^Remove personal data of \d+ members?$/ }).click();
  const dialog = page.getByRole('dialog', { name: t.confirmTitle });
  await expect(dialog).toContainText('This cannot be undone.');
  await checkAxe(page, 'Record retention confirmation', testInfo);
  await page.screenshot({ path: testInfo.outputPath('retention-confirm-900.png') });
  await dialog.getByRole('button', { name: t.confirmButton }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Personal data of \d+ members? removed\.$/)).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();

  await page.goto(profile!);
  await expect(page.getByText(t.removedProfileTitle)).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText(RETENTION_MEMBER.lastName)).toHaveCount(0);
});
