import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { receiptMessages, receiptMessagesFil } from '@portal/domain';
import { checkAxe, settle } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  manilaToday,
  monthsAgo,
  newMember,
  type RegisteredMember,
  registerMemberViaApi,
} from '../support/members.ts';
import { fitsWidth } from '../support/screen.ts';
import type { ClaimData } from '../support/services.ts';

/*
 * Acknowledgment receipts (DECISIONS 52, issue 23 item 4) against the real server: opening the receipt
 * page prints the claim's receipt once — numbered on the first open, REPRINT on every later one, VOID
 * once the claim is voided — on half an A4 sheet.
 */

const NUMBER = /^(\d{4})-\d{6}$/;

/** Records a claim through the API and answers its id. */
async function claimId(api: APIRequestContext, memberId: string, claim: ClaimData): Promise<string> {
  const response = await api.post(`/api/members/${memberId}/claims`, { data: claim });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { claim: { id: string } }).claim.id;
}

const receiptSheet = (page: Page): Locator =>
  page.getByRole('article', { name: receiptMessages.receiptTitle });

async function openReceipt(page: Page, id: string): Promise<Locator> {
  await page.goto(`/admin/claims/${id}/receipt`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acknowledgment receipt' })).toBeVisible();
  const sheet = receiptSheet(page);
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The activity log's 'receipt.printed' entries of a member. */
async function printEntries(api: APIRequestContext, member: RegisteredMember): Promise<string[]> {
  const response = await api.get(
    `/api/activity-log?action=receipt.printed&member=${encodeURIComponent(member.referenceNumber)}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entries: { sentence: string }[] }).entries.map((e) => e.sentence);
}

let member: RegisteredMember;
let mri: string;
let hospitalization: string;

test.beforeAll(async ({ playwright, portal }) => {
  const api = await playwright.request.newContext({
    baseURL: portal.baseURL,
    storageState: portal.headAdmin.storageStatePath,
  });
  member = await registerMemberViaApi(
    api,
    newMember({ firstName: 'Remedios', registrationDate: monthsAgo(2) }),
  );
  const today = manilaToday();
  mri = await claimId(api, member.id, {
    category: 'outpatient',
    serviceType: 'MRI',
    institution: 'Oriental Mindoro Provincial Hospital',
    amount: '1,200',
    date: today,
  });
  hospitalization = await claimId(api, member.id, {
    category: 'inpatient',
    serviceType: 'HOSPITALIZATION',
    institution: 'Calapan Medical Center',
    amount: '5,000',
    date: today,
  });
  await api.dispose();
});

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test('prints a numbered receipt with the amount in figures and words, once per open; REPRINT on the next', async ({
  page,
  headApi,
}, testInfo) => {
  const sheet = await openReceipt(page, mri);
  const number = ((await sheet.getByTestId('receipt-number').textContent()) ?? '').trim();
  expect(number).toMatch(NUMBER);
  expect(number.slice(0, 4)).toBe(manilaToday().slice(0, 4));
  await expect(sheet.getByTestId('receipt-amount')).toHaveText('₱1,200.00');
  await expect(sheet.getByTestId('receipt-amount-words')).toHaveText(
    'One thousand two hundred pesos and 00/100',
  );
  await expect(sheet).toContainText(member.fullName);
  await expect(sheet).toContainText(member.referenceNumber);
  await expect(sheet).toContainText('Oriental Mindoro Provincial Hospital');
  await expect(sheet).toContainText(receiptMessages.receiptClaimantSignature);
  await expect(sheet).toContainText(receiptMessages.receiptReleasedBy);
  // MRI: ₱6,000 per membership year, ₱1,200 used.
  await expect(sheet).toContainText(
    /Remaining for MRI, membership year \d{4} - \d{4}: ₱4,800\.00 of ₱6,000\.00/,
  );
  await expect(sheet.getByText(receiptMessages.receiptReprint, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
    'href',
    `/admin/member/${member.id}`,
  );
  // One open, one print.
  expect((await printEntries(headApi, member)).filter((s) => s.includes(number))).toHaveLength(1);

  await checkAxe(page, 'receipt', testInfo);
  await page.screenshot({ path: testInfo.outputPath('receipt-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(sheet).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await checkAxe(page, 'receipt (375 px)', testInfo);
  await page.screenshot({ path: testInfo.outputPath('receipt-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(sheet).toBeVisible();
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('receipt-print.png'), fullPage: true });
  // On paper: one A4 page (595 × 842 points), the sheet at its top.
  const pdf = (
    await page.pdf({ preferCSSPageSize: true, path: testInfo.outputPath('receipt.pdf') })
  ).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  const [, width, height] = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf) ?? [];
  expect(Math.round(Number(width))).toBe(595);
  expect(Math.round(Number(height))).toBe(842);
  await page.emulateMedia({ media: null });

  const again = await openReceipt(page, mri);
  await expect(again.getByTestId('receipt-number')).toHaveText(number);
  await expect(again.getByText(receiptMessages.receiptReprint, { exact: true })).toBeVisible();
  const sentences = (await printEntries(headApi, member)).filter((s) => s.includes(number));
  expect(sentences).toHaveLength(2);
  expect(sentences.filter((s) => s.includes('reprinted'))).toHaveLength(1);
  await page.screenshot({ path: testInfo.outputPath('receipt-reprint-1280.png'), fullPage: true });
});

test('marks a voided claim’s receipt VOID with the reason', async ({ page, headApi }, testInfo) => {
  const reason = 'Recorded twice by mistake';
  const voided = await headApi.post(`/api/claims/${hospitalization}/void`, { data: { reason } });
  // The void API (DECISIONS 51) is built alongside: without it there is nothing to void here.
  test.skip(voided.status() === 404 && !(await voided.text()).includes('CLAIM'), 'no void API in this build');
  expect(voided.status(), await voided.text()).toBe(200);

  const sheet = await openReceipt(page, hospitalization);
  await expect(sheet).toHaveAttribute('data-watermark', receiptMessages.receiptVoid);
  await expect(sheet.getByText(receiptMessages.receiptVoid, { exact: true })).toBeVisible();
  await expect(sheet).toContainText(`Reason: ${reason}`);
  await expect(sheet.getByTestId('receipt-amount-words')).toHaveText('Five thousand pesos and 00/100');
  await checkAxe(page, 'voided claim’s receipt', testInfo);
  await page.screenshot({ path: testInfo.outputPath('receipt-void-1280.png'), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('receipt-void-print.png'), fullPage: true });
});

test('prints in Filipino when Filipino is chosen: its labels, the amount in Filipino words, the window (issue 26)', async ({
  page,
  headApi,
}, testInfo) => {
  // Filipino in this browser only (never saved on the shared head admin's account).
  await page.addInitScript(() => localStorage.setItem('portal-language', 'fil'));
  const today = manilaToday();
  const id = await claimId(headApi, member.id, {
    category: 'outpatient',
    serviceType: 'FREE MEDICINE',
    institution: 'Calapan Medical Center',
    amount: '150.25',
    date: today,
  });
  await page.goto(`/admin/claims/${id}/receipt`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  const sheet = page.getByRole('article', { name: receiptMessagesFil.receiptTitle });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('receipt-amount-words')).toHaveText(
    'Isang daan at limampung piso at 25/100',
  );
  const [year = 0, month = 1] = today.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat('fil-PH', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
  // FREE MEDICINE: ₱500 per calendar month, named as Intl names it in Filipino.
  await expect(sheet).toContainText(
    new RegExp(`Natitira para sa FREE MEDICINE, ${monthName} ${year}: ₱[\\d,.]+ sa ₱500\\.00`),
  );
  await expect(sheet).toContainText('Programa ng Tulong Pangkalusugan');
  await expect(sheet).toContainText(receiptMessagesFil.receiptClaimantSignature);
  await expect(sheet).not.toContainText('pesos');
  await checkAxe(page, 'receipt in Filipino', testInfo);
  await page.screenshot({ path: testInfo.outputPath('receipt-fil-1280.png'), fullPage: true });
});

test('says so when the claim does not exist', async ({ page }) => {
  await page.goto('/admin/claims/00000000-0000-4000-8000-000000000000/receipt');
  await expect(page.getByRole('alert')).toContainText(receiptMessages.receiptClaimNotFound);
  await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled();
  await expect(receiptSheet(page)).toHaveCount(0);
});
