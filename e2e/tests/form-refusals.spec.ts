import { messages, requiredFieldsMessage, TEXT_LIMITS, tooLongMessage } from '@portal/domain';
import { fieldLabel, newAdmin } from '../support/admins.ts';
import { checkAxe } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  fillMemberForm,
  issuedReference,
  newMember,
  pngFixture,
  registerMemberViaApi,
  section,
} from '../support/members.ts';
import { fillClaim, openClaimService, submitClaim } from '../support/services.ts';

/*
 * Issue 13 item 4: a refused submit says what is wrong where it is wrong. Each wrong field shows the
 * domain's own message under it (limits included), the first one is scrolled to and focused, the
 * summary stays until the next submit, and fields show their maximum.
 */

const longName = 'A'.repeat(TEXT_LIMITS.name + 1);
const summary = (scope: import('@playwright/test').Page | import('@playwright/test').Locator) =>
  scope.getByTestId('error-summary');

test.describe('admin forms', () => {
  test.beforeEach(async ({ context, useHeadAdminSession }) => {
    await useHeadAdminSession(context);
  });

  test('member registration: a 101-character last name is told under the field, which gets the focus', async ({
    page,
  }, testInfo) => {
    await page.goto('/admin/member-registration');
    const png = await pngFixture('form refusals');
    await issuedReference(page);
    const member = newMember({ lastName: longName });
    await fillMemberForm(page, member, { idPicture: png, signature: png });
    const lastName = section(page, 'Personal Information').getByLabel(fieldLabel('Last Name'));
    // The field shows its maximum.
    await expect(lastName).toHaveAccessibleDescription(/101 of 100 characters/);

    // Pressed at the bottom of the long page.
    const register = page.getByRole('button', { name: 'Register Member' });
    await register.scrollIntoViewIfNeeded();
    await register.click();

    const message = tooLongMessage(TEXT_LIMITS.name, 'Last Name');
    expect(message).toBe('Last Name must be at most 100 characters.');
    await expect(lastName).toBeFocused();
    await expect(lastName).toBeInViewport();
    await expect(lastName).toHaveAccessibleDescription(new RegExp(message));
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(summary(page).getByRole('alert')).toHaveText(message);
    await checkAxe(page, 'Member Registration, a field too long', testInfo);

    // Correcting the field takes its message away; the summary stays until the next submit.
    await lastName.fill('Dalisay');
    await expect(lastName).not.toHaveAccessibleDescription(new RegExp(message));
    await expect(summary(page)).toBeVisible();
  });

  test('member registration: every missing field says so under it, and the summary lists them', async ({
    page,
  }) => {
    await page.goto('/admin/member-registration');
    await page.getByRole('button', { name: 'Register Member' }).click();
    const personal = section(page, 'Personal Information');
    const idNumber = personal.getByLabel(fieldLabel('ID Number'));
    await expect(idNumber).toBeFocused();
    for (const label of ['ID Number', 'Last Name', 'First Name', 'Middle Name']) {
      await expect(personal.getByLabel(fieldLabel(label))).toHaveAccessibleDescription(
        new RegExp(`${label} is required\\.`),
      );
    }
    await expect(section(page, 'Documents').getByText('ID Picture is required.')).toBeVisible();
    const list = summary(page).getByRole('listitem');
    await expect(list).toHaveCount(8);
    // Each problem is said once (issue 23): the sentence names the missing fields, the list links to
    // them by name.
    await expect(summary(page).getByRole('alert')).toContainText('Barangay');
    await expect(list.filter({ hasText: 'is required' })).toHaveCount(0);
    // A listed field leads to it.
    await summary(page).getByRole('button', { name: 'Barangay', exact: true }).click();
    await expect(section(page, 'Address Information').getByLabel(fieldLabel('Barangay'))).toBeFocused();
  });

  test('member registration: the server’s refusal is told under its field', async ({ page, headApi }) => {
    const existing = newMember();
    await registerMemberViaApi(headApi, existing);
    await page.goto('/admin/member-registration');
    const png = await pngFixture('duplicate refusal');
    await issuedReference(page);
    await fillMemberForm(page, newMember({ idNumber: existing.idNumber }), {
      idPicture: png,
      signature: png,
    });
    await page.getByRole('button', { name: 'Register Member' }).click();
    const idNumber = section(page, 'Personal Information').getByLabel(fieldLabel('ID Number'));
    await expect(idNumber).toHaveAccessibleDescription(new RegExp(messages.duplicateIdNumber));
    await expect(idNumber).toBeFocused();
    await expect(summary(page).getByRole('alert')).toHaveText(messages.duplicateIdNumber);
  });

  test('update profile, add beneficiary and claim: the limit is told under the field, which gets the focus', async ({
    page,
    headApi,
  }) => {
    const { id } = await registerMemberViaApi(headApi, newMember());
    await page.goto(`/admin/member/${id}`);

    await page.getByRole('button', { name: 'Update Profile' }).click();
    let dialog = page.getByRole('dialog', { name: 'Update Member Information' });
    const lastName = dialog.getByLabel(fieldLabel('Last Name'));
    await lastName.fill(longName);
    await expect(lastName).toHaveAccessibleDescription(/101 of 100 characters/);
    await dialog.getByLabel(fieldLabel('First Name')).fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(lastName).toHaveAccessibleDescription(new RegExp(tooLongMessage(100, 'Last Name')));
    await expect(dialog.getByLabel(fieldLabel('First Name'))).toHaveAccessibleDescription(
      new RegExp(requiredFieldsMessage(['First Name'])!),
    );
    await expect(lastName).toBeFocused();
    await expect(summary(dialog).getByRole('alert')).toHaveText(messages.invalidInput);
    await expect(summary(dialog).getByRole('listitem')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
    const beneficiaryName = dialog.getByLabel(fieldLabel('Last Name'));
    await beneficiaryName.fill(longName);
    await dialog.getByRole('button', { name: 'Add Beneficiary' }).click();
    // Missing fields first (the domain's order), each said under its field.
    await expect(dialog.getByRole('alert')).toHaveText(messages.beneficiaryRequiredFields);
    await expect(beneficiaryName).toHaveAccessibleDescription(new RegExp(tooLongMessage(100, 'Last Name')));
    await expect(dialog.getByLabel(fieldLabel('First Name'))).toHaveAccessibleDescription(
      /First Name is required\./,
    );
    await expect(beneficiaryName).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openClaimService(page);
    const institution = dialog.getByLabel(fieldLabel('Institution'));
    await expect(institution).toHaveAccessibleDescription(/Up to 150 characters/);
    await fillClaim(dialog, {
      category: 'outpatient',
      serviceType: 'ULTRASOUND',
      institution: 'I'.repeat(TEXT_LIMITS.institution + 1),
      amount: '100',
    });
    await submitClaim(dialog);
    const tooLong = tooLongMessage(TEXT_LIMITS.institution, 'Institution');
    await expect(institution).toHaveAccessibleDescription(new RegExp(tooLong));
    await expect(institution).toBeFocused();
    await expect(dialog.getByRole('alert')).toHaveText(tooLong);
  });

  test('my profile: the limit is told under the field, which gets the focus', async ({ page }) => {
    await page.goto('/admin/profile');
    const personal = page.getByRole('region', { name: 'Personal information' });
    const firstName = personal.getByLabel(fieldLabel('First name'));
    await expect(firstName).not.toHaveValue('');
    await firstName.fill(longName);
    await personal.getByRole('button', { name: 'Save changes' }).click();
    const message = tooLongMessage(100, 'First name');
    await expect(firstName).toHaveAccessibleDescription(new RegExp(message));
    await expect(firstName).toBeFocused();
    await expect(summary(personal).getByRole('alert')).toHaveText(message);
  });
});

test('admin registration: the summary lists the missing fields and the five consents', async ({ page }) => {
  await page.goto('/register');
  const admin = newAdmin();
  await page.getByLabel(fieldLabel('Email')).fill(admin.email);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  const firstName = page.getByLabel(fieldLabel('First name'));
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription(/First name is required\./);
  const consents = [
    'Terms and Conditions consent',
    'Data Privacy Policy consent',
    'Personal data processing consent',
    'Professional responsibility consent',
    'Security obligations consent',
  ];
  const text = (await summary(page).getByRole('alert').textContent()) ?? '';
  for (const consent of consents) expect(text).toContain(consent);
  expect(text).toContain('First name');
  await expect(summary(page).getByRole('listitem')).toHaveCount(10 + consents.length);
  // Each problem is said once (issue 23): the list names the fields the sentence already names.
  await expect(summary(page).getByRole('listitem').filter({ hasText: 'is required' })).toHaveCount(0);
  await expect(page.getByLabel(fieldLabel('Username'))).toHaveAccessibleDescription(/Up to 30 characters/);

  await summary(page).getByRole('button', { name: 'Security obligations consent', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: /^I will follow the security obligations/ })).toBeFocused();
});
