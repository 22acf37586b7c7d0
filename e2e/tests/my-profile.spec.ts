import { addDays, messages, requiredMessage } from '@portal/domain';
import {
  alert,
  fieldLabel,
  selectOption,
  signInAsNewAdmin,
  signInViaUi,
  submitLogin,
} from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';
import { manilaToday } from '../support/members.ts';

const NEW_PASSWORD = 'Mindoro#2025new';

test('edits one’s personal information with the registration form’s rules', async ({
  page,
  request,
  headApi,
}) => {
  const admin = await signInAsNewAdmin(page, request, headApi, { firstName: 'Paz', lastName: 'Profile' });
  await page.getByRole('link', { name: 'My Profile', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile', exact: true })).toBeVisible();

  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByLabel('Email')).toHaveValue(admin.email);
  await expect(account.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(account.getByLabel('Username')).toHaveValue(admin.username);
  await expect(account).toContainText('changed by a Head Administrator');

  const personal = page.getByRole('region', { name: 'Personal information' });
  await expect(personal.getByLabel(fieldLabel('First name'))).toHaveValue('Paz');
  await personal.getByLabel(fieldLabel('First name')).fill('');
  await personal.getByLabel(fieldLabel('Date of birth')).fill(addDays(manilaToday(), 1));
  await personal.getByRole('button', { name: 'Save changes' }).click();
  // Each message under its field (the summary lists them too).
  await expect(personal.getByLabel(fieldLabel('First name'))).toHaveAccessibleDescription(
    new RegExp(requiredMessage('First name')),
  );
  await expect(personal.getByLabel(fieldLabel('Date of birth'))).toHaveAccessibleDescription(
    messages.adminDobInvalid,
  );
  await expect(personal.getByLabel(fieldLabel('First name'))).toBeFocused();

  await personal.getByLabel(fieldLabel('First name')).fill('Pacita');
  await personal.getByLabel(fieldLabel('Date of birth')).fill('1985-02-28');
  await personal.getByLabel(fieldLabel('Contact number')).fill('call me');
  await personal.getByRole('button', { name: 'Save changes' }).click();
  await expect(personal.getByLabel(fieldLabel('Contact number'))).toHaveAccessibleDescription(
    new RegExp(messages.contactNumberInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await personal.getByLabel(fieldLabel('Contact number')).fill('0917-555-1234');
  await selectOption(personal.getByLabel(fieldLabel('Civil status')), 'married');
  await personal.getByRole('button', { name: 'Save changes' }).click();
  await expect(alert(page, messages.profileUpdated)).toBeVisible();

  await page.reload();
  await expect(personal.getByLabel(fieldLabel('First name'))).toHaveValue('Pacita');
  await expect(personal.getByLabel(fieldLabel('Date of birth'))).toHaveValue('February 28, 1985');
  await expect(personal.getByLabel(fieldLabel('Civil status'))).toHaveValue('married');
  // The change is in the admin's own recent activity.
  const recent = page.getByRole('region', { name: 'Your recent activity' });
  await expect(recent).toContainText('Pacita Profile updated their own profile');
  await recent.getByRole('link', { name: 'View the full activity log' }).click();
  await expect(page).toHaveURL(/\/admin\/activity-log\?adminId=/);
  await expect(page.getByText(messages.activityOwnScope)).toBeVisible();
});

test('changes one’s password, signs out and signs in with the new one', async ({
  page,
  request,
  headApi,
}) => {
  const admin = await signInAsNewAdmin(page, request, headApi);
  await page.goto('/admin/profile');
  const form = page.getByRole('region', { name: 'Change password' });
  const current = form.getByLabel(fieldLabel('Current password'));
  const next = form.getByLabel(fieldLabel('New password'));
  const confirm = form.getByLabel(fieldLabel('Confirm new password'));
  const submit = form.getByRole('button', { name: 'Change password' });

  // The policy and the confirmation are checked before the server is asked.
  await current.fill(admin.password);
  await next.fill('short');
  await confirm.fill('short');
  await submit.click();
  // The message under the field and in the summary, and the field focused.
  await expect(form.getByRole('alert')).toHaveText(messages.passwordPolicy);
  await expect(next).toHaveAccessibleDescription(messages.passwordPolicy);
  await expect(next).toBeFocused();
  await next.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(messages.passwordsDoNotMatch);
  await expect(confirm).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
  await expect(confirm).toBeFocused();

  // A wrong current password is the server's refusal.
  await current.fill('Not-the-password1');
  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(messages.currentPasswordIncorrect);
  await expect(current).toBeFocused();

  await current.fill(admin.password);
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(messages.passwordChanged);
  await expect(current).toHaveValue('');

  // This session carries on under the new cookie.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, admin.username, admin.password);
  await expect(alert(page, messages.loginIncorrect)).toBeVisible();
  await signInViaUi(page, admin.username, NEW_PASSWORD);
});
