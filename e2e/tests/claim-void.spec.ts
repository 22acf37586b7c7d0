import type { APIRequestContext } from '@playwright/test';
import { formatPesos, messages } from '@portal/domain';
import { fieldLabel } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { alertWith, manilaToday, newMember, registerMemberViaApi, uniqueName } from '../support/members.ts';
import { openInApp } from '../support/navigate.ts';
import { claimViaApi, figures, openUsageDetails, usageCard } from '../support/services.ts';

/*
 * Issue 23 item 3 (DECISIONS 51): a claim typed wrong is voided with a reason or corrected; the voided
 * claim stays in the history struck through, and the amount comes back to the limit and leaves the
 * claims report's totals.
 */

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

/** The claims report's totals of today's CT-SCAN claims at `institution`, as amount and count. */
const claimsReportTotal = async (api: APIRequestContext, day: string, institution: string) => {
  const response = await api.get(
    `/api/claims-report?from=${day}&to=${day}&service=CT-SCAN&institution=${encodeURIComponent(institution)}`,
  );
  expect(response.status()).toBe(200);
  const { totals } = (await response.json()) as { totals: { amountCentavos: number; claimsCount: number } };
  return { amountCentavos: totals.amountCentavos, claimsCount: totals.claimsCount };
};

test('voids a claim typed ₱5,000 instead of ₱500: struck through, who and why; the limit and the reports get it back', async ({
  page,
  headApi,
}, testInfo) => {
  const today = manilaToday();
  const institution = uniqueName('Void Test Imaging ');
  const { id } = await registerMemberViaApi(headApi, newMember());
  const wrong = {
    category: 'outpatient' as const,
    serviceType: 'CT-SCAN',
    institution,
    date: today,
  };
  await claimViaApi(headApi, id, { ...wrong, amount: '5000' });
  expect(await claimsReportTotal(headApi, today, institution)).toEqual({
    amountCentavos: 500_000,
    claimsCount: 1,
  });

  await page.goto(`/admin/member/${id}`);
  const current = page.getByRole('region', { name: /^Current Membership Year/ });
  await current.getByRole('button', { name: /^More actions for the claim CT-SCAN of ₱5,000.00/ }).click();
  await page.getByRole('menuitem', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void Claim' });
  await expect(dialog.getByLabel(fieldLabel('Reason'))).toBeFocused();
  // No reason: said under the field, nothing voided.
  await dialog.getByRole('button', { name: 'Void claim' }).click();
  await expect(dialog.getByText(messages.claimVoidReasonRequired)).toBeVisible();
  // With the mouse still over the red submit button: its hover colour must carry white text too.
  await checkAxe(page, 'Void Claim modal, refused, submit hovered', testInfo, dialog);
  await dialog.getByLabel(fieldLabel('Reason')).fill('Typed ₱5,000 instead of ₱500');
  await dialog.getByRole('button', { name: 'Void claim' }).click();
  await expect(alertWith(page, messages.claimVoided)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Struck through, with who and why; no Void button any more.
  const row = current.locator('tbody tr').first();
  await expect(row.getByText('Voided', { exact: true })).toBeVisible();
  await expect(row).toContainText('Typed ₱5,000 instead of ₱500');
  await expect(row).toContainText(/By [A-Z][a-z]+ [A-Z][a-z]+, /);
  await expect(row.getByText(formatPesos(500_000), { exact: true })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(row.getByRole('button', { name: /^More actions/ })).toHaveCount(0);

  // The limit has the amount back; the claims report no longer counts it.
  const usage = await openUsageDetails(page);
  expect(await figures(usageCard(usage, 'CT-SCAN'))).toMatchObject({ Used: '₱0.00', Remaining: '₱6,500.00' });
  await usage.press('Escape');
  expect(await claimsReportTotal(headApi, today, institution)).toEqual({ amountCentavos: 0, claimsCount: 0 });

  // The claims report lists it apart, with who and why (DECISIONS 55).
  await openInApp(
    page,
    `/admin/reports/claims?from=${today}&to=${today}&institution=${encodeURIComponent(institution)}`,
  );
  const voided = page.getByRole('region', { name: 'Voided claims (not counted)' });
  await expect(voided).toContainText('Typed ₱5,000 instead of ₱500');
  await expect(voided).toContainText('₱5,000.00');
  await checkAxe(page, 'Claims report with a voided claim', testInfo);
});

test('corrects a claim: void with the reason, then the claim form opens prefilled; the new claim is marked a correction', async ({
  page,
  headApi,
}) => {
  const today = manilaToday();
  const institution = uniqueName('Void Test Imaging ');
  const { id } = await registerMemberViaApi(headApi, newMember());
  await claimViaApi(headApi, id, {
    category: 'outpatient',
    serviceType: 'CT-SCAN',
    institution,
    amount: '5000',
    date: today,
  });
  await page.goto(`/admin/member/${id}`);
  const current = page.getByRole('region', { name: /^Current Membership Year/ });
  await current.getByRole('button', { name: /^More actions for the claim CT-SCAN of ₱5,000.00/ }).click();
  await page.getByRole('menuitem', { name: 'Correct' }).click();
  const voiding = page.getByRole('dialog', { name: 'Correct Claim' });
  await voiding.getByLabel(fieldLabel('Reason')).fill('Wrong amount');
  await voiding.getByRole('button', { name: 'Void and correct' }).click();

  const form = page.getByRole('dialog', { name: 'Record the corrected claim' });
  await expect(form.getByLabel(fieldLabel('Institution'))).toHaveValue(institution);
  await expect(form.getByLabel(fieldLabel('Amount'))).toHaveValue('5000.00');
  await form.getByLabel(fieldLabel('Amount')).fill('500');
  await form.getByRole('button', { name: 'Claim Service', exact: true }).click();
  await expect(alertWith(page, messages.claimCorrected)).toBeVisible();
  await expect(form).toBeHidden();

  await expect(current.locator('tbody tr')).toHaveCount(2);
  const corrected = current.locator('tbody tr', { hasText: '₱500.00' });
  await expect(corrected.getByText('Correction')).toBeVisible();
  await expect(current.locator('tbody tr', { hasText: '₱5,000.00' })).toContainText('(corrected)');
  expect(await claimsReportTotal(headApi, today, institution)).toEqual({
    amountCentavos: 50_000,
    claimsCount: 1,
  });
});
