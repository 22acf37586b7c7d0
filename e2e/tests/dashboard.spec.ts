import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminTextFil,
  type Dashboard,
  dashboardTextFil,
  formatPesos,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type ReportSummary,
} from '@portal/domain';
import { checkAxe, runAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday, newMember, registerMemberViaApi } from '../support/members.ts';
import { claimViaApi } from '../support/services.ts';

/**
 * The dashboard (DECISIONS 31) against the real server. The database is shared with other tests
 * running beside this one, so the page is compared with the API's answer read at the same moment
 * (retried until the two are of the same moment), and the member and claim seeded here must show.
 */

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

async function getJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`);

/** The rows of a chart's table (the figures the chart draws) as text. */
async function chartRows(page: Page, caption: string): Promise<string[][]> {
  // The charts load after the figures (their own chunk): wait for the table before reading it.
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeAttached();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '')),
    );
}

const count = (n: number) => n.toLocaleString('en-PH');

test('shows the figures, charts and latest activity of the data, as the reports count them', async ({
  page,
  headApi,
}) => {
  const today = manilaToday();
  const member = await registerMemberViaApi(
    headApi,
    newMember({ barangay: 'Lalud', registrationDate: today }),
  );
  await claimViaApi(headApi, member.id, {
    category: 'inpatient',
    serviceType: 'HOSPITALIZATION',
    institution: 'Oriental Mindoro Provincial Hospital',
    amount: '2345.67',
    date: today,
  });

  await expect(async () => {
    await page.goto('/admin/dashboard');
    await expect(figure(page, 'Active members').locator('[data-value]')).toBeVisible();
    const expected = await getJson<Dashboard>(headApi, '/api/dashboard');
    const { figures, charts } = expected;

    // What was seeded here is counted.
    expect(figures.registeredThisMonth).toBeGreaterThanOrEqual(1);
    expect(figures.claimsThisMonth.count).toBeGreaterThanOrEqual(1);
    expect(figures.claimsThisMonth.amountCentavos).toBeGreaterThanOrEqual(234_567);
    expect(charts.claimedPerMonth.at(-1)?.month).toBe(today.slice(0, 7));
    expect(charts.claimedPerMonth.at(-1)?.inpatientCentavos).toBeGreaterThanOrEqual(234_567);
    expect(charts.topServicesThisYear.map((s) => s.serviceType)).toContain('HOSPITALIZATION');

    // The page shows the same figures.
    await expect(figure(page, 'Active members').locator('[data-value]')).toHaveText(
      count(figures.activeMembers),
    );
    await expect(figure(page, 'Expiring within 30 days').locator('[data-value]')).toHaveText(
      count(figures.expiringWithin30Days),
    );
    await expect(figure(page, 'Registered this month').locator('[data-value]')).toHaveText(
      count(figures.registeredThisMonth),
    );
    await expect(figure(page, 'Claims this month').locator('[data-value]')).toHaveText(
      count(figures.claimsThisMonth.count),
    );
    await expect(figure(page, 'Claims this month').locator('[data-note]')).toHaveText(
      formatPesos(figures.claimsThisMonth.amountCentavos),
    );

    const claimed = await chartRows(page, 'Amount claimed per month, last 12 months');
    expect(claimed).toHaveLength(12);
    expect(claimed.at(-1)?.[2]).toBe(formatPesos(charts.claimedPerMonth.at(-1)!.inpatientCentavos));
    const registrations = await chartRows(page, 'Members registered per month, last 12 months');
    expect(registrations.at(-1)?.[1]).toBe(count(charts.registrationsPerMonth.at(-1)!.count));
    expect(await chartRows(page, 'Members per report status')).toEqual(
      REPORT_STATUSES.map((status) => [REPORT_STATUS_LABELS[status], count(charts.membersPerStatus[status])]),
    );
    // One vocabulary (issue 23): the claims states by name; "Active" is only a membership state.
    expect((await chartRows(page, 'Members per report status')).map((row) => row[0])).toEqual([
      'No claims',
      'Under ₱10,000',
      '₱10,000 or more',
      'Expired',
    ]);
    expect(await chartRows(page, 'Members per barangay, top 10')).toEqual(
      charts.membersPerBarangay.map((b) => [b.barangay, count(b.count)]),
    );
    const services = await chartRows(page, `Services by amount claimed in ${today.slice(0, 4)}`);
    expect(services.map((row) => row[0])).toEqual(charts.topServicesThisYear.map((s) => s.serviceType));

    const activity = page.getByRole('region', { name: 'Latest activity' }).getByRole('listitem');
    await expect(activity).toHaveCount(expected.latestActivity.length);
    await expect(activity.first()).toContainText(expected.latestActivity[0]!.sentence);

    // The dashboard and the reports never disagree: the same members, the same statuses.
    const summary = await getJson<ReportSummary>(headApi, '/api/reports/summary');
    expect(summary.cards.activeMembers).toBe(figures.activeMembers);
    expect(summary.statistics.membersPerStatus).toEqual(charts.membersPerStatus);
  }).toPass({ timeout: 45_000 });

  // The charts are drawn, and the quick links stay.
  await expect(
    page.getByRole('region', { name: 'Claimed per month' }).locator('svg.recharts-surface'),
  ).toBeVisible();
  const quickLinks = page.getByRole('region', { name: 'Quick links' });
  await expect(quickLinks.getByRole('link', { name: /Member Registration/ })).toBeVisible();
  await quickLinks.getByRole('link', { name: /^Reports\b/ }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
});

test('on a phone the figures and charts fit the screen @phone', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(figure(page, 'Active members').locator('[data-value]')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Members per status' }).locator('svg.recharts-surface'),
  ).toBeVisible();
  // Measured against the screen's width: a phone widens its layout to fit what overflows.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test("the latest activity's links are named as they read (axe: label-content-name-mismatch, issue 23)", async ({
  page,
  headApi,
}) => {
  // An entry about a member, so the list has an "Open profile" link.
  await registerMemberViaApi(headApi, newMember());
  await page.goto('/admin/dashboard');
  const latest = page.getByRole('region', { name: 'Latest activity' });
  await expect(latest.getByRole('link', { name: /^Open profile/ }).first()).toBeVisible();
  // An experimental rule, so not in the default run of checkAxe: asked for by name here.
  const results = await runAxe(
    page,
    { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } },
    'section[aria-labelledby="latest-activity-heading"]',
  );
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('issue 26: the navigation and the dashboard in Filipino', async ({ page }, testInfo) => {
  // Filipino chosen the way a visitor chooses it, in this browser only (the head admin's account keeps English).
  await page.addInitScript(() => localStorage.setItem('portal-language', 'fil'));
  await page.goto('/admin/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  const nav = page.getByRole('navigation', { name: adminTextFil.shell.navigation });
  await expect(nav.getByRole('link', { name: adminTextFil.nav.members })).toBeVisible();
  await expect(nav.getByRole('link', { name: adminTextFil.nav.renewals })).toBeVisible();
  await expect(page.getByRole('button', { name: adminTextFil.shell.signOut })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: dashboardTextFil.title })).toBeVisible();
  await expect(page.getByText(dashboardTextFil.figures.activeMembers)).toBeVisible();
  await expect(page.getByRole('heading', { name: dashboardTextFil.quickLinks.title })).toBeVisible();
  await expect(page.getByRole('region', { name: dashboardTextFil.latestActivity.title })).toBeVisible();
  await expect(
    page.getByRole('region', { name: dashboardTextFil.charts.statusTitle }).locator('svg.recharts-surface'),
  ).toBeVisible();
  await checkAxe(page, 'Dashboard in Filipino', testInfo);
});
