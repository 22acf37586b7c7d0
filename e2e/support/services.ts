/** Helpers of the services browser tests: the profile's services area, its modals and claims through the API. */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { fieldLabel, selectOption } from './admins.ts';

export interface ClaimData {
  category: 'outpatient' | 'inpatient';
  serviceType: string;
  specificProcedure?: string;
  institution: string;
  amount: string;
  date: string;
  beneficiaryUse?: 'Yes' | 'No';
  beneficiaryId?: string;
}

/** Records a claim through the API (fast set-up for what the test is not about). */
export async function claimViaApi(api: APIRequestContext, memberId: string, claim: ClaimData): Promise<void> {
  const response = await api.post(`/api/members/${memberId}/claims`, { data: claim });
  expect(response.status(), await response.text()).toBe(201);
}

export function claimDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Claim Service' });
}

/** The profile's services area (heading 'Service history'). */
export function servicesArea(page: Page): Locator {
  return page.getByRole('region', { name: 'Service history', exact: true });
}

/**
 * Presses a button of the services area until its modal opens: while the member's services or
 * the limits are still loading, the page answers 'Data is still loading…' instead.
 */
export async function openWhenLoaded(page: Page, button: string, dialog: Locator): Promise<Locator> {
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await servicesArea(page).getByRole('button', { name: button, exact: true }).click();
    }
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  return dialog;
}

/** Opens the profile's Claim Service modal. */
export async function openClaimService(page: Page): Promise<Locator> {
  await expect(claimDialog(page)).toHaveCount(0);
  return openWhenLoaded(page, 'Claim Service', claimDialog(page));
}

/** Fills the Claim Service form (the modal must be open); does not submit. */
export async function fillClaim(dialog: Locator, claim: Partial<ClaimData>): Promise<void> {
  // The category follows from the service (issue 23): the form shows it, read-only.
  if (claim.serviceType) await selectOption(dialog.getByLabel(fieldLabel('Service type')), claim.serviceType);
  if (claim.specificProcedure) {
    await selectOption(dialog.getByLabel(fieldLabel('Laboratory procedure')), claim.specificProcedure);
  }
  if (claim.institution !== undefined)
    await dialog.getByLabel(fieldLabel('Institution')).fill(claim.institution);
  if (claim.amount !== undefined) await dialog.getByLabel(fieldLabel('Amount')).fill(claim.amount);
  if (claim.date !== undefined) await dialog.getByLabel(fieldLabel('Date')).fill(claim.date);
  if (claim.beneficiaryUse) {
    await selectOption(dialog.getByLabel(fieldLabel('Beneficiary use')), claim.beneficiaryUse);
  }
}

export async function submitClaim(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Claim Service', exact: true }).click();
}

/** The <option> of a service in the Service type list. */
export function serviceOption(dialog: Locator, serviceType: string): Locator {
  return dialog.getByLabel(fieldLabel('Service type')).locator(`option[value="${serviceType}"]`);
}

/** The Maximum / Used / Remaining figures of a usage card or of the claim form's balance. */
export async function figures(scope: Locator): Promise<Record<string, string>> {
  const terms = await scope.locator('dt').allInnerTexts();
  const values = await scope.locator('dd').allInnerTexts();
  return Object.fromEntries(terms.map((term, i) => [term.trim(), (values[i] ?? '').trim()]));
}

export async function openUsageDetails(page: Page): Promise<Locator> {
  return openWhenLoaded(
    page,
    'View Service Usage Details',
    page.getByRole('dialog', { name: 'Service Usage Details' }),
  );
}

export function usageCard(dialog: Locator, serviceType: string): Locator {
  return dialog.getByRole('article', { name: serviceType, exact: true });
}

/** The rows of a history table (region named by its heading), as their cell texts. */
export async function historyRows(region: Locator): Promise<string[][]> {
  await expect(region.locator('tbody tr').first()).toBeVisible();
  return region
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent?.trim() ?? '')),
    );
}
