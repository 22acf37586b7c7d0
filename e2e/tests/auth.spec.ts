import { messages } from '@portal/domain';
import {
  alert,
  approveAdmin,
  createApprovedAdmin,
  fieldLabel,
  fillRegistrationForm,
  newAdmin,
  registerAdminViaApi,
  registerAdminViaUi,
  STRONG_PASSWORD,
  signInViaUi,
  submitLogin,
  verificationLink,
  verifyEmailViaApi,
} from '../support/admins.ts';
import { expect, test } from '../support/fixtures.ts';
import { extractLink, MAIL_SUBJECTS, waitForMail } from '../support/mail.ts';

test.describe('sign-in and registration', () => {
  test('register through the UI, verify by mail, get approved, sign in', async ({ page, headApi }) => {
    const admin = newAdmin();
    await registerAdminViaUi(page, admin);

    const link = await verificationLink(admin.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verified=pending$/);
    await expect(page.getByText(messages.emailVerifiedAwaitingApproval)).toBeVisible();

    await approveAdmin(headApi, admin.email);
    await signInViaUi(page, admin.username, admin.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  });

  test('a verified admin awaiting approval cannot sign in yet', async ({ page, request }) => {
    const admin = newAdmin();
    await registerAdminViaApi(request, admin);
    await verifyEmailViaApi(request, admin.email);

    await submitLogin(page, admin.email, admin.password);
    await expect(alert(page, messages.loginAwaitingApproval)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('sign-in is refused before the email is verified', async ({ page, request }) => {
    const admin = newAdmin();
    await registerAdminViaApi(request, admin);

    await submitLogin(page, admin.username, admin.password);
    await expect(alert(page, messages.loginUnverified)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('wrong password, unknown username and unknown email answer alike', async ({
    page,
    request,
    headApi,
  }) => {
    const admin = await createApprovedAdmin(request, headApi);

    await submitLogin(page, admin.username, 'Wrong#Password1');
    await expect(alert(page, messages.loginIncorrect)).toBeVisible();

    await submitLogin(page, `${admin.username}_nobody`, admin.password);
    await expect(alert(page, messages.loginIncorrect)).toBeVisible();

    await submitLogin(page, `nobody.${admin.email}`, admin.password);
    await expect(alert(page, messages.loginIncorrect)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('reset the password by mail, end to end', async ({ page, request, headApi }) => {
    const admin = await createApprovedAdmin(request, headApi);
    const newPassword = 'Fresh!Pass2025';

    await page.goto('/login');
    await page
      .getByRole('button', { name: 'Forgot password?' })
      .or(page.getByRole('link', { name: 'Forgot password?' }))
      .click();
    await page.getByLabel(fieldLabel('Email')).fill(admin.email);
    await page.getByRole('button', { name: 'Send Reset Email', exact: true }).click();
    await expect(alert(page, messages.resetEmailSent)).toBeVisible();

    const mail = await waitForMail({ to: admin.email, subject: MAIL_SUBJECTS.reset });
    await page.goto(extractLink(mail, '/api/auth/reset-password/'));
    await expect(page).toHaveURL(/\/reset-password\?token=[^&]+/);
    await page.getByLabel(fieldLabel('New password')).fill(newPassword);
    await page.getByLabel(fieldLabel('Confirm new password')).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password', exact: true }).click();
    await expect(alert(page, messages.resetPasswordDone)).toBeVisible();

    await page.goto('/login');
    await submitLogin(page, admin.username, admin.password);
    await expect(alert(page, messages.loginIncorrect)).toBeVisible();

    await signInViaUi(page, admin.username, newPassword);
  });

  test('the register form checks the confirmation and the password policy', async ({ page }) => {
    const admin = newAdmin();
    await page.goto('/register');
    await expect(page.getByPlaceholder('+63 9XX XXX XXXX')).toBeVisible();

    await fillRegistrationForm(page, admin, `${STRONG_PASSWORD}x`);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText(messages.passwordsDoNotMatch).first()).toBeVisible();

    const weak = 'weakpassword';
    await page.getByLabel(fieldLabel('Password')).fill(weak);
    await page.getByLabel(fieldLabel('Confirm password')).fill(weak);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText(messages.registrationPasswordPolicy).first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the Terms and Data Privacy documents open and close', async ({ page }) => {
    await page.goto('/register');
    for (const name of ['Terms and Conditions', 'Data Privacy Policy']) {
      await page.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(dialog).toBeHidden();
    }
  });

  test('the login page links to /register and back', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the password rule reads the same wherever a password is chosen (issue 23)', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText(messages.passwordPolicy, { exact: true })).toBeVisible();
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByText(messages.passwordPolicy, { exact: true })).toBeVisible();
  await expect(page.getByText(/using 3 of/)).toHaveCount(0);
});
