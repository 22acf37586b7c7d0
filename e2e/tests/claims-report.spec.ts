import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CLAIMS_REPORT_CSV_COLUMNS, formatPesos, monthWindow } from '@portal/domain';
import { checkAxe } from '../support/axe.ts';
import { longDateOf } from '../support/dates.ts';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday, monthsAgo, newMember, registerMemberViaApi, uniqueName } from '../support/members.ts';
import { type ClaimData, claimViaApi } from '../support/services.ts';

/**
 * The Claims report (DECISIONS 55) against the real server. The database is shared with the other
 * tests, so this test's claims are recorded at two institutions no other test names: filtered by one
 * of them, every figure on the page is the sum of this test's own claims there.
 */

interface Made extends ClaimData {
  memberId: string;
  barangay: string;
}

let clinic: string;
let hospital: string;
const made: Made[] = [];

const centavos = (amount: string) => Math.round(Number(amount.replaceAll(',', '')) * 100);

test.beforeAll(async ({ playwright, portal }) => {
  const api: APIRequestContext = await playwright.request.newContext({
    baseURL: portal.baseURL,
    storageState: portal.headAdmin.storageStatePath,
  });
  const token = uniqueName('Cr');
  clinic = `Claims Clinic ${token}`;
  hospital = `Claims Hospital ${token}`;
  const today = manilaToday();
  const members = [];
  for (const barangay of ['Lalud', 'Bayanan I', 'Lalud']) {
    const member = await registerMemberViaApi(
      api,
      newMember({ barangay, registrationDate: monthsAgo(2), lastName: uniqueName('Cruz') }),
    );
    members.push({ ...member, barangay });
  }
  const plan: [number, ClaimData][] = [
    [0, { category: 'outpatient', serviceType: 'MRI', institution: clinic, amount: '1,500.50', date: today }],
    [
      0,
      {
        category: 'outpatient',
        serviceType: 'ULTRASOUND',
        institution: clinic,
        amount: '300.25',
        date: today,
      },
    ],
    [1, { category: 'outpatient', serviceType: 'MRI', institution: clinic, amount: '2,000', date: today }],
    [
      2,
      {
        category: 'inpatient',
        serviceType: 'HOSPITALIZATION',
        institution: clinic,
        amount: '4,250',
        date: today,
      },
    ],
    [
      2,
      { category: 'outpatient', serviceType: 'CT-SCAN', institution: hospital, amount: '3,000', date: today },
    ],
  ];
  for (const [who, claim] of plan) {
    const member = members[who]!;
    await claimViaApi(api, member.id, claim);
    made.push({ ...claim, memberId: member.id, barangay: member.barangay });
  }
  await api.dispose();
});

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (page: Page, label: string) => section(page, label).locator('[data-figure]');

/** A totals table's rows as [first cell, claims, amount]. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('td'))
        .slice(0, -1)
        .map((cell) => cell.textContent ?? ''),
    ),
  );
}

/** The claims at one institution summed per key. */
function sums(institution: string, key: (claim: Made) => string): Map<string, { n: number; amount: number }> {
  const map = new Map<string, { n: number; amount: number }>();
  for (const claim of made.filter((c) => c.institution === institution)) {
    const entry = map.get(key(claim)) ?? { n: 0, amount: 0 };
    entry.n += 1;
    entry.amount += centavos(claim.amount);
    map.set(key(claim), entry);
  }
  return map;
}

async function openFor(page: Page, institution: string) {
  await page.goto(`/admin/reports/claims?institution=${encodeURIComponent(institution)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Claims report' })).toBeVisible();
}

test('shows this month’s claims at one institution: the totals are the sums of the claims made', async ({
  page,
}, testInfo) => {
  await openFor(page, clinic);
  const mine = made.filter((c) => c.institution === clinic);
  const total = mine.reduce((sum, c) => sum + centavos(c.amount), 0);
  await expect(figure(page, 'Total amount')).toHaveText(formatPesos(total));
  await expect(figure(page, 'Claims')).toHaveText(String(mine.length));
  await expect(figure(page, 'Members served')).toHaveText(String(new Set(mine.map((c) => c.memberId)).size));

  // This month by default, stated in the date inputs (as the long date the text uses).
  const month = monthWindow(manilaToday());
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(longDateOf(month.start));
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(longDateOf(month.end));

  const perService = [...sums(clinic, (c) => c.serviceType)].sort((a, b) => b[1].amount - a[1].amount);
  const serviceTable = section(page, 'Per service').getByRole('table');
  expect((await tableRows(serviceTable)).map((row) => [row[0], row[2], row[3]])).toEqual(
    perService.map(([service, s]) => [service, String(s.n), formatPesos(s.amount)]),
  );
  const perBarangay = [...sums(clinic, (c) => c.barangay)].sort((a, b) => b[1].amount - a[1].amount);
  expect(
    (await tableRows(section(page, 'Per barangay').getByRole('table'))).map((row) => [
      row[0],
      row[1],
      row[2],
    ]),
  ).toEqual(perBarangay.map(([barangay, s]) => [barangay, String(s.n), formatPesos(s.amount)]));
  expect(await tableRows(section(page, 'Per institution').getByRole('table'))).toEqual([
    [clinic, String(mine.length), formatPesos(total)],
  ]);
  await expect(section(page, 'Per day').getByRole('table')).toContainText(formatPesos(total));

  await checkAxe(page, 'claims report', testInfo);
});

test('filters by service from the page, and the figures follow', async ({ page }) => {
  await openFor(page, clinic);
  await expect(figure(page, 'Claims')).toHaveText('4');
  await page.getByLabel('Service', { exact: true }).selectOption('MRI');
  await expect(page).toHaveURL(/service=MRI/);
  const mri = made.filter((c) => c.institution === clinic && c.serviceType === 'MRI');
  await expect(figure(page, 'Claims')).toHaveText(String(mri.length));
  await expect(figure(page, 'Total amount')).toHaveText(
    formatPesos(mri.reduce((sum, c) => sum + centavos(c.amount), 0)),
  );

  // Another institution, typed.
  const institution = page.getByRole('combobox', { name: 'Institution' });
  await institution.fill(hospital);
  await expect(page).toHaveURL(/institution=Claims\+Hospital/);
  await page.getByLabel('Service', { exact: true }).selectOption('');
  await expect(figure(page, 'Total amount')).toHaveText(formatPesos(centavos('3,000')));
  await expect(figure(page, 'Members served')).toHaveText('1');
});

test('refuses a range that ends before it starts, on the page', async ({ page }) => {
  await page.goto('/admin/reports/claims?from=2026-03-10&to=2026-03-01');
  await expect(page.getByText('The "From" date must be on or before the "To" date.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled();
});

test('downloads one CSV row per claim with the filters applied', async ({ page }) => {
  await openFor(page, clinic);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^claims-report-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const text = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(text)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(CLAIMS_REPORT_CSV_COLUMNS.join(','));
  expect(lines).toHaveLength(1 + made.filter((c) => c.institution === clinic).length);
  expect(lines.slice(1).every((line) => line.includes(clinic))).toBe(true);
});

test('prints the summary with the filters, who prepared it and when, without the portal’s frame', async ({
  page,
}) => {
  await openFor(page, clinic);
  await expect(figure(page, 'Claims')).toHaveText('4');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('search', { name: 'Filter the claims report' })).toBeHidden();
  await expect(page.getByText(`Institution: ${clinic}`)).toBeVisible();
  await expect(page.getByText(/^Prepared by .+ · Printed .+/)).toBeVisible();
  await expect(section(page, 'Per service')).toBeVisible();
});

test('is its own entry of the navigation, apart from Reports', async ({ page }) => {
  await openFor(page, clinic);
  const navigation = page.getByRole('navigation', { name: 'Admin navigation' });
  await expect(navigation.getByRole('link', { name: 'Claims Report' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(navigation.getByRole('link', { name: 'Reports', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test.describe('phone', { tag: '@phone' }, () => {
  test('375 px: the filters and totals fit, the totals as cards', async ({ page }, testInfo) => {
    await openFor(page, clinic);
    await expect(figure(page, 'Claims')).toHaveText('4');
    await expect(section(page, 'Per service').getByRole('list', { name: 'Per service' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkAxe(page, 'claims report (phone)', testInfo);
  });
});

test('sends a visitor without a session to the login page', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/admin/reports/claims');
  await expect(page).toHaveURL(/\/login$/);
});
