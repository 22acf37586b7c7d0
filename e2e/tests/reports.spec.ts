import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type MemberNames, memberNameLastFirst, REPORT_CSV_COLUMNS, type ReportPrint } from '@portal/domain';
import { fieldLabel, selectOption } from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday, monthsAgo, newMember, registerMemberViaApi, uniqueName } from '../support/members.ts';
import { longDate } from '../support/renewals.ts';
import { claimViaApi } from '../support/services.ts';

/**
 * The Reports page (DECISIONS 27–29) against the real server. Every test works on members of its
 * own, found by a search word no other member has: the database is shared with the other tests.
 */

interface Seeded {
  token: string;
  /** ₱12,000 in two claims: High Claims; registered 5 months ago, in Lalud. */
  high: MemberNames & { id: string; fullName: string; referenceNumber: string; registrationDate: string };
  /** ₱1,000 in one claim today: Active; in Lalud. */
  active: MemberNames & { id: string; fullName: string; referenceNumber: string };
  /** Ten members without claims (No Claims), registered today in Bayanan I… */
  plain: { id: string; fullName: string; referenceNumber: string }[];
}

/** Twelve members sharing a search word: one High Claims, one Active, ten No Claims. */
async function seedReportMembers(api: APIRequestContext): Promise<Seeded> {
  const token = uniqueName('Rpt').toLowerCase();
  const today = manilaToday();
  const highDate = monthsAgo(5);
  const highData = newMember({
    lastName: `Abad${token}`,
    firstName: 'Ana',
    barangay: 'Lalud',
    registrationDate: highDate,
  });
  const high = { ...(await registerMemberViaApi(api, highData)), ...highData };
  await claimViaApi(api, high.id, {
    category: 'inpatient',
    serviceType: 'HOSPITALIZATION',
    institution: 'Oriental Mindoro Provincial Hospital',
    amount: '8000',
    date: monthsAgo(3),
  });
  await claimViaApi(api, high.id, {
    category: 'outpatient',
    serviceType: 'HEMODIALYSIS',
    institution: 'Calapan Dialysis Center',
    amount: '4000',
    date: monthsAgo(1),
  });
  const activeData = newMember({
    lastName: `Zamora${token}`,
    firstName: 'Zeny',
    barangay: 'Lalud',
    registrationDate: today,
  });
  const active = { ...(await registerMemberViaApi(api, activeData)), ...activeData };
  await claimViaApi(api, active.id, {
    category: 'outpatient',
    serviceType: 'ULTRASOUND',
    institution: 'Calapan Imaging',
    amount: '1000',
    date: today,
  });
  const plain = [];
  for (const letter of 'CDEFGHIJKL') {
    plain.push(
      await registerMemberViaApi(
        api,
        newMember({
          lastName: `${letter}ruz${token}`,
          firstName: 'Pedro',
          barangay: 'Bayanan I',
          registrationDate: today,
        }),
      ),
    );
  }
  return { token, high: { ...high, registrationDate: highDate }, active, plain };
}

let seeded: Seeded;

const shortDateFormat = new Intl.DateTimeFormat('en-PH', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** 'YYYY-MM-DD' as the table writes it ('Mar 5, 2025'). */
const shortDate = (date: string) => shortDateFormat.format(new Date(`${date}T00:00:00Z`));

test.beforeAll(async ({ playwright, portal }) => {
  const api = await playwright.request.newContext({
    baseURL: portal.baseURL,
    storageState: portal.headAdmin.storageStatePath,
  });
  seeded = await seedReportMembers(api);
  await api.dispose();
});

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

const table = (page: Page) => page.getByRole('table', { name: 'Member reports' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const card = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

/** The reference numbers of the table's rows, top to bottom. */
async function shownReferences(page: Page): Promise<string[]> {
  return bodyRows(page).evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
}

async function openReport(page: Page, query = ''): Promise<void> {
  await page.goto(`/admin/reports?search=${seeded.token}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText('Page 1 of')).toBeVisible();
}

async function expectFigure(region: Locator, value: string): Promise<void> {
  await expect(region.locator('[data-figure]')).toHaveText(value);
}

test('shows the cards, the statistics and the table of the searched members, 10 per page', async ({
  page,
}) => {
  await page.goto('/admin/reports');
  await page.getByLabel(fieldLabel('Search')).fill(seeded.token);
  await expect(page).toHaveURL(new RegExp(`search=${seeded.token}`));
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await expectFigure(card(page, 'Total Members'), '12');
  await expectFigure(card(page, 'Active Members'), '12');
  await expectFigure(card(page, 'Expired Members'), '0');
  await expectFigure(card(page, 'Total Claimed'), '₱13,000.00');

  const statistics = page.getByRole('region', { name: 'Summary statistics' });
  const perStatus = statistics.getByRole('list', { name: 'Members per status' });
  // One vocabulary (issue 23): claims states by their names, never "Active" (a membership state).
  await expect(perStatus.getByRole('listitem')).toHaveText([
    'No claims: 10',
    'Under ₱10,000: 1',
    '₱10,000 or more: 1',
    'Expired: 0',
  ]);
  await expect(perStatus).not.toContainText('Active');
  await expect(statistics).toContainText('Number of claims3');
  // ₱13,000 over the two members with claims.
  await expect(statistics).toContainText('Average per member with claims₱6,500.00');
  await expect(statistics).toContainText('Highest total₱12,000.00');
  const services = statistics.getByRole('table', { name: 'Top 5 services by amount' });
  await expect(services.locator('tbody tr')).toHaveText([
    /HOSPITALIZATION\s*1\s*₱8,000\.00/,
    /HEMODIALYSIS\s*1\s*₱4,000\.00/,
    /ULTRASOUND\s*1\s*₱1,000\.00/,
  ]);

  // A-Z by last name: Abad…, Cruz… Lruz…, (page 2) Zamora….
  await expect(bodyRows(page)).toHaveCount(10);
  const high = bodyRows(page).first();
  await expect(high).toContainText(seeded.high.referenceNumber);
  await expect(high).toContainText(memberNameLastFirst(seeded.high));
  await expect(high).toContainText('Lalud');
  await expect(high).toContainText(shortDate(seeded.high.registrationDate));
  await expect(high).toContainText('₱10,000 or more');
  await expect(high).toContainText('₱12,000.00');
  await expect(high).toContainText(shortDate(monthsAgo(1)));
  await expect(bodyRows(page).nth(1)).toContainText('No claims');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).last()).toContainText(memberNameLastFirst(seeded.active));
  await expect(bodyRows(page).last()).toContainText('Under ₱10,000');
  await expect(bodyRows(page).last()).not.toContainText('Active');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(bodyRows(page).first()).toContainText(seeded.high.referenceNumber);
});

test('filters by status, barangay and registration month, kept in the URL with Back and Forward', async ({
  page,
}) => {
  await openReport(page);
  await selectOption(page.getByLabel(fieldLabel('Status')), '₱10,000 or more');
  await expect(page).toHaveURL(/status=High(\+|%20)Claims/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(memberNameLastFirst(seeded.high));
  await expectFigure(card(page, 'Total Members'), '1');
  await expectFigure(card(page, 'Total Claimed'), '₱12,000.00');

  await selectOption(page.getByLabel(fieldLabel('Status')), 'No claims');
  await expect(bodyRows(page)).toHaveCount(10);
  await expectFigure(card(page, 'Total Claimed'), '₱0.00');

  // Back returns to High Claims, Forward to No Claims again.
  await page.goBack();
  await expect(page).toHaveURL(/status=High/);
  await expect(page.getByLabel(fieldLabel('Status'))).toHaveValue('High Claims');
  await expect(bodyRows(page)).toHaveCount(1);
  await page.goForward();
  await expect(page.getByLabel(fieldLabel('Status'))).toHaveValue('No Claims');
  await expect(bodyRows(page)).toHaveCount(10);

  // A shared link opens the same report: Lalud holds the two members with claims.
  await openReport(page, '&barangay=Lalud');
  await expect(page.getByLabel(fieldLabel('Barangay'))).toHaveValue('Lalud');
  await expect(bodyRows(page)).toHaveCount(2);
  await expectFigure(card(page, 'Total Claimed'), '₱13,000.00');

  const [year, month] = seeded.high.registrationDate.split('-');
  await openReport(page);
  await selectOption(page.getByLabel(fieldLabel('Registration year')), String(year));
  await selectOption(page.getByLabel(fieldLabel('Registration month')), String(Number(month)));
  await expect(page).toHaveURL(
    new RegExp(`year=${year}.*month=${Number(month)}|month=${Number(month)}.*year=${year}`),
  );
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(seeded.high.referenceNumber);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByLabel(fieldLabel('Search'))).toHaveValue('');
});

test('sorts by name, claims, latest claim and registration, ties broken by reference number', async ({
  page,
}) => {
  const sorted = (refs: string[]) => [...refs].sort();
  const plainRefs = seeded.plain.map((m) => m.referenceNumber);
  await openReport(page, '&sort=name_desc');
  await expect(page.getByLabel(fieldLabel('Sort by'))).toHaveValue('name_desc');
  await expect(bodyRows(page).first()).toContainText(memberNameLastFirst(seeded.active));

  await selectOption(page.getByLabel(fieldLabel('Sort by')), 'claims_desc');
  await expect(page).toHaveURL(/sort=claims_desc/);
  await expect(bodyRows(page).nth(0)).toContainText(seeded.high.referenceNumber);
  await expect(bodyRows(page).nth(1)).toContainText(seeded.active.referenceNumber);
  // The ten without claims tie: reference numbers in the sort's direction (8 on this page).
  await expect
    .poll(async () => (await shownReferences(page)).slice(2))
    .toEqual(sorted(plainRefs).reverse().slice(0, 8));

  await selectOption(page.getByLabel(fieldLabel('Sort by')), 'claims_asc');
  await expect.poll(async () => shownReferences(page)).toEqual(sorted(plainRefs));

  await selectOption(page.getByLabel(fieldLabel('Sort by')), 'latest_claim');
  await expect(bodyRows(page).nth(0)).toContainText(seeded.active.referenceNumber);
  await expect(bodyRows(page).nth(1)).toContainText(seeded.high.referenceNumber);

  await selectOption(page.getByLabel(fieldLabel('Sort by')), 'registered_asc');
  await expect(bodyRows(page).nth(0)).toContainText(seeded.high.referenceNumber);
  await selectOption(page.getByLabel(fieldLabel('Sort by')), 'registered_desc');
  await expect(bodyRows(page).nth(0)).not.toContainText(seeded.high.referenceNumber);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(bodyRows(page).last()).toContainText(seeded.high.referenceNumber);
});

test('a row opens the member profile, by a click or by the keyboard', async ({ page }) => {
  await openReport(page, '&status=High+Claims');
  await bodyRows(page).first().getByText('Lalud').click();
  await expect(page).toHaveURL(new RegExp(`/admin/member/${seeded.high.id}$`));
  await page.goBack();
  await expect(bodyRows(page)).toHaveCount(1);
  await table(page)
    .getByRole('link', { name: memberNameLastFirst(seeded.high) })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/member/${seeded.high.id}$`));
});

test('Export CSV downloads every row of the filtered, sorted set', async ({ page }) => {
  await openReport(page, '&sort=claims_desc');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`member-reports-${manilaToday()}.csv`);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split(/\r?\n/);
  expect(lines[0]).toBe(REPORT_CSV_COLUMNS.join(','));
  // All 12 rows (the table shows 10 per page), highest claims first.
  expect(lines).toHaveLength(13);
  expect(lines[1]).toContain(seeded.high.referenceNumber);
  expect(lines[1]).toContain(`Abad${seeded.token}`);
  expect(lines[1]).toContain('High Claims');
  expect(lines[1]).toContain(',12000.00,');
  expect(lines[2]).toContain(seeded.active.referenceNumber);
  expect(lines[2]).toContain(',1000.00,');
  for (const member of seeded.plain) expect(text).toContain(member.referenceNumber);
});

test('Print Table shows every filtered row under the program, the filters, the date and who printed', async ({
  page,
  headApi,
}) => {
  await openReport(page, '&barangay=Bayanan+I');
  await page.getByRole('link', { name: 'Print Table' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reports/print\\?search=${seeded.token}&barangay=Bayanan`));
  const sheet = page.getByRole('article', { name: 'Member reports' });
  await expect(sheet).toContainText('Calapan City Health Assistance Program');
  await expect(sheet).toContainText(`Search “${seeded.token}” · Barangay Bayanan I`);
  await expect(sheet).toContainText(longDate(manilaToday()));
  const print = (await (
    await headApi.get(`/api/reports/print?search=${seeded.token}`)
  ).json()) as ReportPrint;
  await expect(sheet).toContainText(`Printed by: ${print.printedBy}`);
  await expect(sheet).toContainText('Members: 10');
  await expect(sheet.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();

  // On paper only the sheet: the portal's header, navigation and buttons are gone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeHidden();
  await expect(sheet.locator('tbody tr')).toHaveCount(10);
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('main').getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?search=.*barangay=Bayanan/);
});

test('on a phone the rows stack and nothing scrolls sideways @phone', async ({ page }) => {
  await openReport(page);
  await expect(page.getByRole('article', { name: seeded.high.fullName })).toBeVisible();
  await expect(page.getByRole('article', { name: seeded.high.fullName })).toContainText('₱10,000 or more');
  await expect(table(page)).toBeHidden();
  // Measured against the screen's width: a phone widens its layout to fit what overflows.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.getByRole('article', { name: seeded.high.fullName }).getByText('Lalud').click();
  await expect(page).toHaveURL(new RegExp(`/admin/member/${seeded.high.id}$`));
});

test('sorted A-Z, the names read last name first, the order they are sorted in (issue 23)', async ({
  page,
}) => {
  await openReport(page, '&sort=name_asc');
  await expect(bodyRows(page).first()).toContainText(memberNameLastFirst(seeded.high));
  const names = await table(page).getByRole('link').allInnerTexts();
  const lastNames = names.filter((n) => n.includes(','));
  expect(lastNames.length).toBeGreaterThan(1);
  expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
  expect(names[0]).toMatch(/^Abad\w+, Ana/);
});
