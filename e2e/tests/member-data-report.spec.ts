import { readFile } from 'node:fs/promises';
import { dataReportMessages, dataReportMessagesFil, dataReportSectionTitle } from '@portal/domain';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday, newMember, registerMemberViaApi } from '../support/members.ts';
import { claimViaApi } from '../support/services.ts';

/*
 * Issue 27 item 4 (DECISIONS 47): from a member's profile a head admin opens the member data report:
 * every table that names the member as a section, printable, and the same as a JSON file.
 */

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test('opens the member data report from the profile: sections, JSON download, axe, 375 px', async ({
  page,
  headApi,
}, testInfo) => {
  const { id } = await registerMemberViaApi(headApi, newMember());
  await claimViaApi(headApi, id, {
    category: 'outpatient',
    serviceType: 'CT-SCAN',
    institution: 'Data Report Imaging',
    date: manilaToday(),
    amount: '500',
  });

  await page.goto(`/admin/member/${id}`);
  await page.getByRole('link', { name: dataReportMessages.button }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/member/${id}/data-report$`));
  await expect(page.getByRole('heading', { level: 1, name: dataReportMessages.pageTitle })).toBeVisible();
  for (const table of ['members', 'members_beneficiary', 'claimed_services', 'renewals', 'access_log']) {
    await expect(
      page.getByRole('region', { name: new RegExp(`^${dataReportSectionTitle(table)}`) }),
    ).toBeVisible();
  }
  const claims = page.getByRole('region', { name: /^Claims/ });
  await expect(claims).toContainText('Data Report Imaging');
  // An activity entry in words, and in English its details as stored, the description with them.
  const entries = page.getByRole('region', {
    name: new RegExp(`^${dataReportSectionTitle('activity_logs')}`),
  });
  await expect(entries).toContainText('An administrator registered member');
  await expect(entries).toContainText('"description"');
  await expect(page.getByRole('region', { name: dataReportMessages.imagesTitle })).toBeVisible();
  await checkAxe(page, 'Member data report', testInfo);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: dataReportMessages.downloadJson }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^member-data-.+\.json$/);
  const report = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    member: { id: string };
    sections: { table: string; rows: unknown[] }[];
  };
  expect(report.member.id).toBe(id);
  const tables = report.sections.map((s) => s.table);
  expect(tables).toEqual(
    expect.arrayContaining(['members', 'claimed_services', 'outbox_messages', 'access_log']),
  );
  expect(report.sections.find((s) => s.table === 'claimed_services')!.rows).toHaveLength(1);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('region', { name: /^Claims/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('member-data-report-375.png'), fullPage: false });
  await checkAxe(page, 'Member data report at 375 px', testInfo);
  await page
    .getByRole('region', { name: /^Claims/ })
    .screenshot({ path: testInfo.outputPath('member-data-report-375-claims.png') });
});

test('reads in Filipino when Filipino is chosen: field names, activity entries, print as the page (issue 26)', async ({
  page,
  headApi,
}, testInfo) => {
  // Filipino in this browser only (never saved on the shared head admin's account).
  await page.addInitScript(() => localStorage.setItem('portal-language', 'fil'));
  const member = newMember();
  const { id, referenceNumber } = await registerMemberViaApi(headApi, member);
  await page.goto(`/admin/member/${id}/data-report`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1, name: dataReportMessagesFil.pageTitle })).toBeVisible();
  const details = page.getByRole('region', {
    name: new RegExp(`^${dataReportMessagesFil.sectionTitles.members}`),
  });
  await expect(details.getByRole('rowheader', { name: 'Katayuang sibil' })).toBeVisible();
  await expect(details.getByRole('rowheader', { name: 'Civil status' })).toHaveCount(0);
  const entries = page.getByRole('region', {
    name: new RegExp(`^${dataReportMessagesFil.sectionTitles.activity_logs}`),
  });
  // The registration's entry in words, its administrator unnamed; the stored English description not shown.
  await expect(entries).toContainText(`Nirehistro ng isang administrator ang miyembrong`);
  await expect(entries).toContainText(`(${referenceNumber})`);
  await expect(entries).not.toContainText('"description"');
  // What is left out, named in Filipino too.
  const claimTotals = dataReportMessagesFil.sectionTitles.member_claim_totals;
  if (!claimTotals) throw new Error('The Filipino catalogue names no member_claim_totals');
  await expect(page.getByRole('region', { name: dataReportMessagesFil.leftOutTitle })).toContainText(
    claimTotals,
  );
  await page.screenshot({ path: testInfo.outputPath('member-data-report-fil-1280.png'), fullPage: true });
  await checkAxe(page, 'Member data report in Filipino', testInfo);
  // The printed report is the page: the same words on paper.
  await page.emulateMedia({ media: 'print' });
  await expect(entries).toContainText(`Nirehistro ng isang administrator ang miyembrong`);
  await expect(details.getByRole('rowheader', { name: 'Katayuang sibil' })).toBeVisible();
});
