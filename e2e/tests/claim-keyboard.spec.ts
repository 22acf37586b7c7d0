import { messages } from '@portal/domain';
import { fieldLabel } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { alertWith, manilaToday, newMember, registerMemberViaApi, uniqueName } from '../support/members.ts';
import { claimViaApi, figures } from '../support/services.ts';

/*
 * Issue 23 item 2: a claim in seconds. Claim Service is the profile's first action; the form opens on
 * Service type (the category follows), suggests the institutions already used, shows what remains of
 * the chosen service before submitting, and Enter submits.
 */

test.beforeEach(async ({ context, useHeadAdminSession }) => {
  await useHeadAdminSession(context);
});

test('records a claim with the keyboard alone: the service typed, then at most 8 key presses', async ({
  page,
  headApi,
}, testInfo) => {
  const today = manilaToday();
  const hospital = uniqueName('Keyboard Hospital ');
  const { id } = await registerMemberViaApi(headApi, newMember());
  // The member was served at this hospital before: it is the first suggestion.
  await claimViaApi(headApi, id, {
    category: 'outpatient',
    serviceType: 'MRI',
    institution: hospital,
    amount: '100',
    date: today,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/member/${id}`);

  // Claim Service is the header's action, in the first screen.
  const claimButton = page.getByRole('button', { name: 'Claim Service' }).first();
  await expect(claimButton).toBeInViewport();
  // What remains of each service shows on the profile itself.
  const glance = page.getByRole('region', { name: 'Remaining per service' });
  await expect(glance.getByRole('listitem').filter({ hasText: 'MRI' })).toContainText('₱5,900.00 left');

  await claimButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Claim Service' });
  const service = dialog.getByLabel(fieldLabel('Service type'));
  await expect(service).toBeFocused();
  await page.keyboard.type('ULTRASOUND');
  await expect(service).toHaveValue('ULTRASOUND');
  await expect(dialog.getByLabel(fieldLabel('Category'))).toHaveValue('Outpatient');
  // The chosen service's balance, before submitting.
  expect(await figures(dialog.getByLabel('Selected service balance'))).toMatchObject({
    Remaining: '₱1,200.00',
  });
  await checkAxe(page, 'Claim Service modal, service chosen', testInfo, dialog);

  const keys = ['Tab', 'ArrowDown', 'Enter', 'Tab', '5', '0', '0', 'Enter'];
  expect(keys.length).toBeLessThanOrEqual(8);
  await page.keyboard.press(keys[0]!);
  await expect(dialog.getByLabel(fieldLabel('Institution'))).toBeFocused();
  for (const key of keys.slice(1, 3)) await page.keyboard.press(key);
  await expect(dialog.getByLabel(fieldLabel('Institution'))).toHaveValue(hospital);
  for (const key of keys.slice(3)) await page.keyboard.press(key);

  await expect(alertWith(page, messages.claimSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
  const services = await (await headApi.get(`/api/members/${id}/services`)).json();
  expect(services.claims[0]).toMatchObject({
    serviceType: 'ULTRASOUND',
    institution: hospital,
    amountCentavos: 50_000,
  });
  await expect(glance.getByRole('listitem').filter({ hasText: 'ULTRASOUND' })).toContainText('₱700.00 left');
});

test('on a phone, Claim Service stays at hand while the profile scrolls @phone', async ({
  page,
  headApi,
}) => {
  const { id } = await registerMemberViaApi(headApi, newMember());
  await page.goto(`/admin/member/${id}`);
  // The bar's button (drawn over the page, last in it); the header's is for wider screens.
  const claim = page.getByRole('button', { name: 'Claim Service' }).last();
  await expect(claim).toBeInViewport();
  await page.mouse.wheel(0, 3000);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(claim).toBeInViewport();
  await claim.click();
  await expect(page.getByRole('dialog', { name: 'Claim Service' })).toBeVisible();
});

test('the refusal summary follows the fields: once each is filled it is gone', async ({ page, headApi }) => {
  const { id } = await registerMemberViaApi(headApi, newMember());
  await page.goto(`/admin/member/${id}`);
  await page.getByRole('button', { name: 'Claim Service' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Claim Service' });
  await dialog.getByRole('button', { name: 'Claim Service', exact: true }).click();
  const summary = dialog.getByRole('group', { name: 'Problems to fix' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(messages.claimRequiredFields);
  await expect(summary).toContainText('Service type');
  await expect(summary).toContainText('Institution');
  await expect(summary).toContainText('Amount');
  // The category follows the service: it is not a problem of its own.
  await expect(summary).not.toContainText('Category');
  await dialog.getByLabel(fieldLabel('Service type')).selectOption('MRI');
  await expect(summary).not.toContainText('Service type');
  await dialog.getByLabel(fieldLabel('Institution')).fill('Provincial Hospital');
  await dialog.getByLabel(fieldLabel('Amount')).fill('100');
  await expect(summary).toBeHidden();
});
